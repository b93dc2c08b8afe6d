// Reads where a day-ahead round's clearings stand (not generated / being generated / ready per stage,
// and what a stage waits for in the day's order) and a course-wide summary of the formal result, for the teacher's card. Teachers see every stage as
// soon as it is ready, published or not.
import type { ApiClient } from '../../api/client';
import { stepHeaders } from './callStep';
import type { ClearingStage } from './types';

/** The clearing stages as the contract names them, with their Chinese names. */
export const spotStages = {
  pre: '预出清',
  interProvincial: '省间现货出清',
  formal: '正式出清',
} as const;

/** State of one clearing stage. */
export type StageState = ClearingStage['state'];

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

/** One stage as the teacher's stage call reports it. */
export interface StageDetail extends ClearingStage {
  /** Why the last run failed (出清模型无解, a restart, ...); null after a success or before any run. */
  message: string | null;
  /** Solver time of the last successful run, ms. */
  solveMs: number | null;
}

/**
 * The three stages in detail (a type, not an interface, so it is a ClearingStages record as well):
 * `blockedBy` says why the day's order keeps a stage waiting (请先完成预出清，再执行省间现货出清).
 */
export type SpotStageDetails = Record<keyof typeof spotStages, StageDetail>;

const stateOf = { 0: 'none', 1: 'ready', 2: 'generating' } as const;

/** Each stage's state, failure reason and solver time (the teacher-only stage call). */
export async function loadSpotStageDetails(
  api: ApiClient,
  roundId: number,
): Promise<SpotStageDetails> {
  const { data, response } = await api.GET('/api/app/admin/round/{id}/spotStages', {
    params: { path: { id: roundId } },
    headers: stepHeaders,
  });
  if (!response.ok || !data) throw new Error('出清进度加载失败，请稍后刷新');
  const none: StageDetail = { state: 'none', message: null, solveMs: null, blockedBy: null };
  const details: SpotStageDetails = { pre: none, interProvincial: none, formal: none };
  for (const item of data.items)
    details[item.stage] = {
      state: stateOf[item.state],
      message: item.message,
      solveMs: item.solveMs,
      blockedBy: item.blockedBy,
    };
  return details;
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
