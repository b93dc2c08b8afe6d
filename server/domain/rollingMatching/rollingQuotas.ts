// How a type-3 round's trading counts against the enterprises' quotas (docs/market-rules.md, 额度):
// the stored quota row holds what other markets used; the round's own orders live in its engine, so
// every quota view adds them here. A monthly (cycle 1) order belongs to a segment and counts against
// the segment's quota; in the 24-hour view it is spread evenly over the segment's hours.
import type { Selectable } from 'kysely';
import type { QuotaTable } from '../../db/domainSchema';
import type { TimeSegment } from '../../market/timeSegments';
import { OrderType, type RoundEngine } from './roundEngine';

const round4 = (n: number): number => Math.round(n * 1e4) / 1e4;

/** Volume (MWh) an enterprise traded and still has waiting (open or pending) on one side. */
export interface QuotaUse {
  traded: number;
  waiting: number;
}

/** What the enterprise traded and has waiting on a side in the orders `inPeriod` selects. */
function tallyOrders(
  engine: RoundEngine,
  enterpriseId: number,
  direction: number,
  inPeriod: (o: { objId: number | null; timeId: number | null }) => boolean,
): QuotaUse {
  let traded = 0;
  let waiting = 0;
  for (const order of engine.allOrders()) {
    if (order.enterpriseId !== enterpriseId || order.direction !== direction) continue;
    if (!inPeriod(order)) continue;
    const state = engine.state(order);
    traded += state.dealVolume;
    // A take's pending volume is its own; a listing's is what other firms asked of it, and a listing
    // never sells more than its open volume, so the poster has only that waiting.
    waiting += state.openVolume + (order.orderType === OrderType.take ? state.pendingVolume : 0);
  }
  return { traded: round4(traded), waiting: round4(waiting) };
}

/** The use of a segment's quota: the segment's orders, or in a cycle-3 round those of its hours. */
export function segmentUse(
  engine: RoundEngine,
  segments: readonly TimeSegment[],
  enterpriseId: number,
  direction: number,
  segmentId: number,
): QuotaUse {
  const hours = new Set(segments.find((s) => s.id === segmentId)?.hours ?? []);
  return tallyOrders(engine, enterpriseId, direction, (o) =>
    o.timeId !== null ? hours.has(o.timeId) : o.objId === segmentId,
  );
}

/** Quota rows of the round with its own trading added: traded to `used`, waiting to `freezed`. */
export function withRoundUse(
  quotas: ReadonlyArray<Selectable<QuotaTable>>,
  engine: RoundEngine,
  segments: readonly TimeSegment[],
): Array<Selectable<QuotaTable>> {
  return quotas.map((q) => {
    const use = segmentUse(engine, segments, q.entityId, q.obj, q.timeId);
    return { ...q, used: round4(q.used + use.traded), freezed: round4(q.freezed + use.waiting) };
  });
}

/**
 * The 24-hour view: each segment's quota shared evenly over its hours. In a time-segmented round an
 * hour shows its own orders; in a monthly round the segment's trading is spread evenly like its quota.
 */
export function hourQuotas(
  quotas: ReadonlyArray<Selectable<QuotaTable>>,
  engine: RoundEngine,
  segments: readonly TimeSegment[],
): Array<Selectable<QuotaTable>> {
  return quotas.flatMap((q) => {
    const hours = segments.find((s) => s.id === q.timeId)?.hours ?? [];
    const segment = segmentUse(engine, segments, q.entityId, q.obj, q.timeId);
    return hours.map((hour) => {
      const use =
        engine.cycle === 3
          ? tallyOrders(engine, q.entityId, q.obj, (o) => o.timeId === hour)
          : { traded: segment.traded / hours.length, waiting: segment.waiting / hours.length };
      return {
        ...q,
        id: q.id * 100 + hour,
        timeId: hour,
        upper: round4(q.upper / hours.length),
        used: round4(q.used / hours.length + use.traded),
        freezed: round4(q.freezed / hours.length + use.waiting),
      };
    });
  });
}
