// Sums a clearing's per-order results into the rows the result screens, Excel export and generated
// questions show: per enterprise (buyers) or per unit (sellers), per time segment.
import type { ClearedOrders } from './clearedOrders';
import { MONEY_SCALE, VOLUME_SCALE, roundTo } from '../fixedPoint';
import type { MWh, Side, Yuan, YuanPerMWh } from '../types';

/** One result row: what an enterprise or unit declared and cleared on one side in one segment. */
export interface ClearedSummaryRow {
  /** Enterprise. */
  enterpriseId: string;
  /** Unit, or null for a row covering the whole enterprise. */
  unitId: string | null;
  /** Buy or sell. */
  side: Side;
  /** Time segment id. */
  segmentId: number;
  /** Declared volume, MWh. */
  declaredVolume: MWh;
  /** Cleared volume, MWh. */
  clearedVolume: MWh;
  /** Money of the cleared volume, 元. */
  money: Yuan;
  /** Money divided by cleared volume, 元/MWh (4 decimals); null when nothing cleared. */
  averagePrice: YuanPerMWh | null;
}

/**
 * Groups cleared orders by enterprise, unit ('unit', the default) or by enterprise only ('enterprise'),
 * then side and segment. Rows come sorted by enterprise, unit, side and segment; sums are exact.
 */
export function summariseClearing(
  orders: ClearedOrders,
  by: 'unit' | 'enterprise' = 'unit',
): ClearedSummaryRow[] {
  // Sums by group in parallel arrays: one map lookup on the enterprise's id string as it is (its hash
  // is kept by the string), then a scan of that enterprise's few groups, so no key is built per order.
  // Only arrays and maps here, no object of our own per call or per group: optimised code reading such
  // objects was thrown away at every full collection (their shapes died with the last result; V8's
  // --trace-deopt: "weak objects") and the next clearing ran it unoptimised again.
  const byEnterprise = new Map<string, number[]>();
  const enterprise: string[] = [];
  const unit: (string | null)[] = [];
  const sides: Side[] = [];
  const segment: number[] = [];
  const declared: number[] = [];
  const cleared: number[] = [];
  const fen: number[] = [];
  const { clearedCents, moneyFen } = orders.columns;
  for (let r = 0; r < orders.count; r++) {
    const order = orders.order(r);
    const segmentId = orders.segmentId(r);
    if (segmentId === null) continue;
    const unitId = by === 'unit' ? order.unitId : null;
    const side = order.side;
    let groups = byEnterprise.get(order.enterpriseId);
    if (!groups) byEnterprise.set(order.enterpriseId, (groups = []));
    let g = -1;
    for (const k of groups) {
      if (segment[k] === segmentId && sides[k] === side && unit[k] === unitId) {
        g = k;
        break;
      }
    }
    if (g < 0) {
      g = enterprise.length;
      groups.push(g);
      enterprise.push(order.enterpriseId);
      unit.push(unitId);
      sides.push(side);
      segment.push(segmentId);
      declared.push(0);
      cleared.push(0);
      fen.push(0);
    }
    // The declared volume as given (a rejected one may have more decimals than the grid).
    declared[g]! += Math.round(order.volume * VOLUME_SCALE);
    cleared[g]! += clearedCents[r]!;
    fen[g]! += moneyFen[r]!;
  }
  const rows: ClearedSummaryRow[] = [];
  for (let g = 0; g < enterprise.length; g++) {
    rows.push({
      enterpriseId: enterprise[g]!,
      unitId: unit[g]!,
      side: sides[g]!,
      segmentId: segment[g]!,
      declaredVolume: declared[g]! / VOLUME_SCALE,
      clearedVolume: cleared[g]! / VOLUME_SCALE,
      money: fen[g]! / MONEY_SCALE,
      // fen / cents = (元 × 100) / (MWh × 100) = 元/MWh.
      averagePrice: cleared[g] === 0 ? null : roundTo(fen[g]! / cleared[g]!, 4),
    });
  }
  return rows.sort(compareRows);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareRows(a: ClearedSummaryRow, b: ClearedSummaryRow): number {
  return (
    compareText(a.enterpriseId, b.enterpriseId) ||
    compareText(a.unitId ?? '', b.unitId ?? '') ||
    compareText(a.side, b.side) ||
    a.segmentId - b.segmentId
  );
}
