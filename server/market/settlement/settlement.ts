// Monthly settlement (结算) of one trading unit: its contracts, day-ahead spot and metered energy in
// line items. Pure: the caller gathers the cells (one per day and 15-minute slot) from cleared results and the
// grid. Rules: docs/market-rules.md, "Settlement".
import type { MWh, Yuan, YuanPerMWh } from '../types';

/** Trade series of medium/long-term contracts and spot (round type, plus 100 between provinces). */
export const spotSeries: readonly number[] = [11, 111];

/** Energy and money of one trade series in a cell: MWh and Σ volume × price. */
export interface SeriesAmount {
  series: number;
  volume: MWh;
  money: Yuan;
}

/** What a unit did in one 15-minute slot of one day. */
export interface SettlementCell {
  day: number;
  /** 15-minute slot of the day, 0–95. */
  timeId: number;
  /** Cleared trades by series (contracts and spot), own side positive. */
  deals: readonly SeriesAmount[];
  /** Metered energy: output of a unit, consumption of a retailer. */
  metered: MWh;
  /** Planned energy: what the day-ahead forecast scheduled (without spot, the assessment's base). */
  planned: MWh;
  /** The slot's day-ahead reference price; unused without spot. */
  refPrice: YuanPerMWh;
  /** Operating cost of the metered output (generators; 0 for a retailer). */
  cost: Yuan;
}

/** Course-wide settings of a settlement. */
export interface SettlementRules {
  side: 'seller' | 'buyer';
  /** True when the province cleared day-ahead spot in the month: contracts settle as differences. */
  withSpot: boolean;
  /** Deviation free of assessment, as a share of contract volume (e.g. 0.03). */
  tolerance: number;
  /** Assessment price of deviation beyond the tolerance. */
  assessPrice: YuanPerMWh;
  /** Price of deviation energy without spot (the province's month average contract price). */
  deviationPrice: YuanPerMWh;
  /** Names of the trade series, for the line items. */
  seriesName: (series: number) => string;
}

/** One line of the report: money is income for a seller and payment for a buyer. */
export interface SettlementLine {
  item: string;
  volume: MWh;
  money: Yuan;
}

/** A cell's amounts in the report's terms, before the month's deviation assessment. */
export interface CellSettlement {
  contractVolume: MWh;
  contractMoney: Yuan;
  /** Money the contracts bring in this cell: their value, or their difference against spot. */
  contractSettled: Yuan;
  spotVolume: MWh;
  spotMoney: Yuan;
  deviationVolume: MWh;
  deviationPrice: YuanPerMWh;
  deviationMoney: Yuan;
}

const isSpot = (series: number) => spotSeries.includes(series);

/**
 * What one deal of a cell settles for: spot and (without spot) contracts at their value; with spot, a
 * contract for difference pays (P_c − P_ref) on its volume.
 */
function dealMoney(deal: SeriesAmount, cell: SettlementCell, rules: SettlementRules): Yuan {
  return rules.withSpot && !isSpot(deal.series)
    ? deal.money - deal.volume * cell.refPrice
    : deal.money;
}

/** Settles one cell: contracts, spot and the deviation of metered energy from what was traded. */
export function settleCell(cell: SettlementCell, rules: SettlementRules): CellSettlement {
  let contractVolume = 0;
  let contractMoney = 0;
  let contractSettled = 0;
  let spotVolume = 0;
  let spotMoney = 0;
  for (const d of cell.deals) {
    if (isSpot(d.series)) {
      spotVolume += d.volume;
      spotMoney += d.money;
    } else {
      contractVolume += d.volume;
      contractMoney += d.money;
      contractSettled += dealMoney(d, cell, rules);
    }
  }
  if (rules.withSpot) {
    // Energy itself is bought and sold at spot: day-ahead volume at its price, the rest at the
    // reference price.
    const deviationVolume = cell.metered - spotVolume;
    return {
      contractVolume,
      contractMoney,
      contractSettled,
      spotVolume,
      spotMoney,
      deviationVolume,
      deviationPrice: cell.refPrice,
      deviationMoney: deviationVolume * cell.refPrice,
    };
  }
  const deviationVolume = cell.metered - contractVolume;
  return {
    contractVolume,
    contractMoney,
    contractSettled,
    spotVolume: 0,
    spotMoney: 0,
    deviationVolume,
    deviationPrice: rules.deviationPrice,
    deviationMoney: deviationVolume * rules.deviationPrice,
  };
}

/**
 * The month's deviation assessment of a unit (only without spot): the metered energy's distance from
 * its schedule, beyond the tolerance, at the assessment price. The schedule is the plan, or the
 * contracts when more was sold (or bought) than planned. A penalty: negative for a seller's income,
 * positive for a buyer's payment.
 */
export function deviationAssessment(
  cells: readonly SettlementCell[],
  rules: SettlementRules,
): SettlementLine | null {
  if (rules.withSpot) return null;
  let metered = 0;
  let planned = 0;
  let contracts = 0;
  for (const c of cells) {
    metered += c.metered;
    planned += c.planned;
    for (const d of c.deals) if (!isSpot(d.series)) contracts += d.volume;
  }
  const schedule = Math.max(contracts, planned);
  const volume = Math.max(0, Math.abs(metered - schedule) - rules.tolerance * Math.abs(schedule));
  const penalty = volume * rules.assessPrice;
  return { item: '偏差考核', volume, money: rules.side === 'seller' ? 0 - penalty : penalty };
}

/**
 * The month's line items of a unit: each contract series (its value, or its difference against
 * spot), spot by series, the deviation, the assessment, the total; a seller's also its operating
 * cost and profit.
 */
export function settleUnit(
  cells: readonly SettlementCell[],
  rules: SettlementRules,
): SettlementLine[] {
  const bySeries = new Map<number, { volume: number; money: number }>();
  let metered = 0;
  let cost = 0;
  let deviationVolume = 0;
  let deviationMoney = 0;
  for (const cell of cells) {
    metered += cell.metered;
    cost += cell.cost;
    const settled = settleCell(cell, rules);
    deviationVolume += settled.deviationVolume;
    deviationMoney += settled.deviationMoney;
    for (const d of cell.deals) {
      const line = bySeries.get(d.series) ?? { volume: 0, money: 0 };
      line.volume += d.volume;
      line.money += dealMoney(d, cell, rules);
      bySeries.set(d.series, line);
    }
  }
  const series = [...bySeries].sort(([a], [b]) => Number(isSpot(a)) - Number(isSpot(b)) || a - b);
  const lines: SettlementLine[] = series.map(([s, line]) => ({
    item: rules.withSpot && !isSpot(s) ? `${rules.seriesName(s)}差价合约` : rules.seriesName(s),
    ...line,
  }));
  lines.push({
    item: rules.withSpot ? '实时偏差电量' : '偏差电量',
    volume: deviationVolume,
    money: deviationMoney,
  });
  const assessment = deviationAssessment(cells, rules);
  if (assessment) lines.push(assessment);
  const total = lines.reduce((s, l) => s + l.money, 0);
  lines.push({ item: '合计', volume: metered, money: total });
  if (rules.side === 'seller') {
    lines.push({ item: '发电成本', volume: metered, money: cost });
    lines.push({ item: '利润', volume: metered, money: total - cost });
  }
  return lines;
}

/** Sums the lines of several units item by item, in the order the items first appear. */
export function sumLines(units: ReadonlyArray<readonly SettlementLine[]>): SettlementLine[] {
  const byItem = new Map<string, SettlementLine>();
  for (const lines of units) {
    for (const l of lines) {
      const sum = byItem.get(l.item) ?? { item: l.item, volume: 0, money: 0 };
      sum.volume += l.volume;
      sum.money += l.money;
      byItem.set(l.item, sum);
    }
  }
  // Totals and what follows them stay last, whatever order the units listed their series in.
  const tail = ['偏差电量', '实时偏差电量', '偏差考核', '合计', '发电成本', '利润'];
  const rank = (item: string) => tail.indexOf(item);
  return [...byItem.values()].sort((a, b) => rank(a.item) - rank(b.item));
}

/** A unit's cost curve: [[up to MW, marginal 元/MWh], ...], rising in MW. */
export type CostCurve = ReadonlyArray<readonly [number, number]>;

/** Cost of running at `mw` for `hours`: each step's width up to `mw` at its marginal cost. */
export function operatingCost(curve: CostCurve, mw: number, hours: number): Yuan {
  let cost = 0;
  let from = 0;
  for (const [upTo, price] of curve) {
    if (mw <= from) break;
    cost += (Math.min(mw, upTo) - from) * price;
    from = upTo;
  }
  // Beyond the curve's last step the last marginal cost holds.
  const last = curve[curve.length - 1];
  if (last && mw > last[0]) cost += (mw - last[0]) * last[1];
  return cost * hours;
}
