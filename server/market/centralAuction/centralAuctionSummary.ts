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
  const groups = new GroupSums();
  const { clearedCents, moneyFen } = orders.columns;
  for (let r = 0; r < orders.count; r++) {
    const order = orders.order(r);
    const segmentId = orders.segmentId(r);
    if (segmentId === null) continue;
    const unitId = by === 'unit' ? order.unitId : null;
    const sums = groups.of(order.enterpriseId, unitId, order.side, segmentId);
    // The declared volume as given (a rejected one may have more decimals than the grid).
    sums.declared += Math.round(order.volume * VOLUME_SCALE);
    sums.cleared += clearedCents[r]!;
    sums.fen += moneyFen[r]!;
  }
  return groups
    .all()
    .map(({ row, declared, cleared, fen }) => ({
      ...row,
      declaredVolume: declared / VOLUME_SCALE,
      clearedVolume: cleared / VOLUME_SCALE,
      money: fen / MONEY_SCALE,
      // fen / cents = (元 × 100) / (MWh × 100) = 元/MWh.
      averagePrice: cleared === 0 ? null : roundTo(fen / cleared, 4),
    }))
    .sort(compareRows);
}

/** The running sums of one result row. */
interface Sums {
  row: ClearedSummaryRow;
  declared: number;
  cleared: number;
  fen: number;
}

/**
 * Sums by enterprise, then unit, side and segment: one map lookup on the enterprise's id string as it is
 * (its hash is kept by the string), then a scan of that enterprise's few groups, so no key is built per
 * order.
 */
class GroupSums {
  private readonly byEnterprise = new Map<string, Sums[]>();
  private readonly list: Sums[] = [];

  of(enterpriseId: string, unitId: string | null, side: Side, segmentId: number): Sums {
    let groups = this.byEnterprise.get(enterpriseId);
    if (!groups) this.byEnterprise.set(enterpriseId, (groups = []));
    for (const sums of groups) {
      const row = sums.row;
      if (row.segmentId === segmentId && row.side === side && row.unitId === unitId) return sums;
    }
    const row: ClearedSummaryRow = {
      enterpriseId,
      unitId,
      side,
      segmentId,
      declaredVolume: 0,
      clearedVolume: 0,
      money: 0,
      averagePrice: null,
    };
    const sums = { row, declared: 0, cleared: 0, fen: 0 };
    groups.push(sums);
    this.list.push(sums);
    return sums;
  }

  all(): Sums[] {
    return this.list;
  }
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
