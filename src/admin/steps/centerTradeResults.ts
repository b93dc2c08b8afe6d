// The teacher's read of a cleared centralised-bidding round: the totals the clearing answered (volume,
// average price, number of trades) and each market's clearing per time segment, a province's inside
// one (each province's own market) or a channel's between provinces, as the trainees' result screen
// lists them (config/screens/centerTrade/). Rules: docs/market-rules.md, "Centralised bidding".
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { stepHeaders } from './callStep';
import type { AdminRound } from './types';

/** The clearing's totals (what openCenterEngine answered). */
export type ClearingSummary = components['schemas']['ClearingSummary'];

/** One market × time segment of the clearing. */
export interface MarketClearing {
  key: string;
  /** The province (inside one) or the channel (between provinces). */
  market: string;
  segment: string;
  volume: number;
  /** What sellers receive; null when nothing cleared. */
  price: number | null;
  /** What buyers pay, the channel's tariff included (between provinces); null when nothing cleared. */
  receivingPrice: number | null;
}

/** A cleared round's totals and markets. */
export interface CenterTradeOutcome {
  /** Null for a round cleared before the totals were kept (its markets still show the result). */
  summary: ClearingSummary | null;
  markets: MarketClearing[];
}

/** The totals and every market of the round (the teacher names no enterprise, so sees them all). */
export async function loadCenterTradeOutcome(
  api: ApiClient,
  round: Pick<AdminRound, 'id' | 'courseId' | 'isInterProvincial'>,
): Promise<CenterTradeOutcome> {
  const [summary, results, course] = await Promise.all([
    api.GET('/api/app/admin/round/{id}/centerTradeSummary', {
      params: { path: { id: round.id } },
      headers: stepHeaders,
    }),
    api.GET('/api/app/centerTrade/results', {
      params: { query: { roundId: round.id } },
      headers: stepHeaders,
    }),
    api.GET('/api/app/course/{id}', {
      params: { path: { id: round.courseId } },
      headers: stepHeaders,
    }),
  ]);
  if (summary.data === undefined || !results.data) throw new Error('出清结果加载失败，请稍后刷新');
  const provinces = new Map(
    (course.data?.provinceList ?? []).map((p) => [String(p.province), p.name]),
  );
  const between = round.isInterProvincial;
  const markets = (results.data.markets ?? [])
    // The markets the round traded in: channels between provinces, else each province's own.
    .filter((m) => (between ? m.channelId != null : m.channelId == null))
    .map((m) => ({
      key: `${m.province}-${m.channelId ?? ''}-${m.objId}`,
      market: between
        ? (m.channelName ?? `通道${m.channelId ?? ''}`)
        : (provinces.get(String(m.province)) ?? String(m.province)),
      segment: m.objName ?? `时段${m.objId}`,
      volume: m.clearedVolume,
      price: m.clearingPrice ?? null,
      receivingPrice: m.receivingPrice ?? null,
    }));
  return { summary: summary.data, markets };
}
