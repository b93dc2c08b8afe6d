// Reads where a day-ahead round's clearings stand (not generated / being generated / ready per stage)
// and a course-wide summary of the formal result, for the teacher's card. Teachers see every stage as
// soon as it is ready, published or not.
import type { ApiClient } from '../../api/client';
import { stepHeaders } from './callStep';

/** The clearing stages as the contract names them, with their Chinese names. */
export const spotStages = {
  pre: '预出清',
  interProvincial: '省间现货出清',
  formal: '正式出清',
} as const;

/** State of one clearing stage. */
export type StageState = 'none' | 'generating' | 'ready';

/** The three stages' states (a type, not an interface, so it is a ClearingStages record as well). */
export type SpotProgress = {
  pre: StageState;
  interProvincial: StageState;
  formal: StageState;
};

/** The formal result across the whole course. */
export interface SpotSummary {
  averagePrice: number;
  minPrice: number;
  maxPrice: number;
  /** Line-slots at their limit. */
  congestedSlots: number;
  /** Names of the lines congested at least once. */
  congestedLines: string[];
}

const readinessState = (code: number | undefined, generating = 2, ready = 1): StageState =>
  code === generating ? 'generating' : code === ready ? 'ready' : 'none';

/** The states of the round's stages. */
export async function loadSpotProgress(api: ApiClient, roundId: number): Promise<SpotProgress> {
  const path = { params: { path: { roundId } }, headers: stepHeaders };
  const [pre, inter, formal] = await Promise.all([
    api.GET('/api/app/provincialQuota/preResult/{roundId}', path),
    api.GET('/api/app/dAScucCurve/provincialStatus/{roundId}', path),
    api.GET('/api/app/resultReadiness/spot/{roundId}', path),
  ]);
  if (!pre.response.ok || !inter.response.ok || !formal.response.ok)
    throw new Error('出清进度加载失败，请稍后刷新');
  // The pre-clearing has no readiness call: a result is there or not (being generated shows as none).
  return {
    pre: pre.data ? 'ready' : 'none',
    interProvincial: readinessState(inter.data?.code),
    formal: readinessState(formal.data?.code),
  };
}

/** Prices and congestion of the formal result over every unit, load and line of the course. */
export async function loadSpotSummary(api: ApiClient, roundId: number): Promise<SpotSummary> {
  const [results, flows] = await Promise.all([
    api.GET('/api/app/dayAhead/results', {
      params: { query: { roundId } },
      headers: stepHeaders,
    }),
    api.GET('/api/app/flowModel/daFlows/{roundId}', {
      params: { path: { roundId } },
      headers: stepHeaders,
    }),
  ]);
  if (!results.data || !flows.data) throw new Error('出清结果加载失败，请稍后刷新');
  const prices = results.data.items.map((r) => r.price);
  const congested = flows.data.items.filter((f) => f.congested === true);
  const round2 = (v: number) => Math.round(v * 100) / 100;
  return {
    averagePrice: prices.length ? round2(prices.reduce((s, p) => s + p, 0) / prices.length) : 0,
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
    congestedSlots: congested.length,
    congestedLines: [...new Set(congested.map((f) => f.name ?? String(f.lineId)))],
  };
}
