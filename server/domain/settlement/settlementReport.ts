// The views of a settled month: line items per unit and for the enterprise, the slot-by-slot detail of
// a day, the daily money chart and the per-unit chart. All come from the same cells and engine, so the
// details add up to the report. Rules: docs/market-rules.md, "Settlement".
import {
  deviationAssessment,
  settleCell,
  settleUnit,
  sumLines,
  type SettlementLine,
} from '../../market/settlement/settlement';
import { round2 } from '../gridDispatch';
import type { EnterpriseMonth, SettlementUnitMonth } from './settlementInputs';

/** One SettlementRow of the contract. */
export interface SettlementRowView {
  enterpriseId: number;
  enterpriseName: string;
  unitId: number | null;
  unitName: string | null;
  year: number;
  month: number;
  itemName: string;
  volume: number;
  price: number;
  money: number;
}

/** The enterprise-level rows of a generator: its units summed. */
export const allUnitsName = '全部机组';

const priceOf = (l: SettlementLine) => (Math.abs(l.volume) < 1e-9 ? 0 : round2(l.money / l.volume));

/** The report of an enterprise's month: each unit's line items, then (a generator's) all units'. */
export function reportRows(m: EnterpriseMonth): SettlementRowView[] {
  const row = (unitId: number | null, unitName: string | null, l: SettlementLine) => ({
    enterpriseId: m.enterprise.id,
    enterpriseName: m.enterprise.name,
    unitId,
    unitName,
    year: m.year,
    month: m.month,
    itemName: l.item,
    volume: round2(l.volume),
    price: priceOf(l),
    money: round2(l.money),
  });
  const perUnit = m.units.map((u) => ({ u, lines: settleUnit(u.cells, m.rules) }));
  const rows = perUnit.flatMap(({ u, lines }) => lines.map((l) => row(u.unitId, u.unitName, l)));
  if (m.enterprise.isBuyer) return rows;
  return [...rows, ...sumLines(perUnit.map((p) => p.lines)).map((l) => row(null, allUnitsName, l))];
}

/** One SettlementDetail of the contract: a unit's slot of a day. */
export interface SettlementDetailView {
  unitId: number;
  unitName: string;
  day: number;
  timeId: number;
  contractVolume: number;
  contractPrice: number;
  daVolume: number;
  daPrice: number;
  rtVolume: number;
  rtPrice: number;
  deviationPenalty: number;
  money: number;
}

/** Each cell's share of the unit's monthly assessment: by the size of its deviation. */
function penaltyShares(u: SettlementUnitMonth, m: EnterpriseMonth): number[] {
  const penalty = deviationAssessment(u.cells, m.rules)?.money ?? 0;
  const deviations = u.cells.map((c) => Math.abs(settleCell(c, m.rules).deviationVolume));
  const total = deviations.reduce((s, d) => s + d, 0);
  return deviations.map((d) => (total > 0 ? (penalty * d) / total : 0));
}

const price = (money: number, volume: number) =>
  Math.abs(volume) < 1e-9 ? 0 : Math.round((money / volume) * 1000) / 1000;
const mwh = (v: number) => Math.round(v * 1e4) / 1e4;

/** The slots of the month (or of one day) per unit; a retailer's unit is the retailer itself. */
export function detailRows(m: EnterpriseMonth, day?: number): SettlementDetailView[] {
  return m.units.flatMap((u) => {
    const shares = penaltyShares(u, m);
    return u.cells.flatMap((c, i) => {
      if (day !== undefined && c.day !== day) return [];
      const s = settleCell(c, m.rules);
      const penalty = shares[i] ?? 0;
      return [
        {
          unitId: u.unitId ?? m.enterprise.id,
          unitName: u.unitName ?? m.enterprise.name,
          day: c.day,
          timeId: c.timeId,
          contractVolume: mwh(s.contractVolume),
          contractPrice: price(s.contractMoney, s.contractVolume),
          daVolume: mwh(s.spotVolume),
          daPrice: price(s.spotMoney, s.spotVolume),
          rtVolume: mwh(s.deviationVolume),
          rtPrice: Math.round(s.deviationPrice * 1000) / 1000,
          deviationPenalty: round2(penalty),
          money: round2(s.contractSettled + s.spotMoney + s.deviationMoney + penalty),
        },
      ];
    });
  });
}

/** ChartData of the contract. */
export interface ChartView {
  xAxis: string[];
  series: Array<{ name: string; unit: string; data: number[] }>;
}

/** Money by day of the month, all units together: contracts, spot, deviation (with assessment), total. */
export function dailyChart(m: EnterpriseMonth): ChartView {
  const contracts = new Array<number>(m.days).fill(0);
  const spot = new Array<number>(m.days).fill(0);
  const deviation = new Array<number>(m.days).fill(0);
  for (const u of m.units) {
    const shares = penaltyShares(u, m);
    u.cells.forEach((c, i) => {
      const s = settleCell(c, m.rules);
      const d = c.day - 1;
      contracts[d] = (contracts[d] ?? 0) + s.contractSettled;
      spot[d] = (spot[d] ?? 0) + s.spotMoney;
      deviation[d] = (deviation[d] ?? 0) + s.deviationMoney + (shares[i] ?? 0);
    });
  }
  const total = contracts.map((c, d) => c + (spot[d] ?? 0) + (deviation[d] ?? 0));
  const series = (name: string, data: number[]) => ({ name, unit: '元', data: data.map(round2) });
  return {
    xAxis: Array.from({ length: m.days }, (_, d) => `${m.month}月${d + 1}日`),
    series: [
      series(m.rules.withSpot ? '中长期差价合约' : '中长期合约', contracts),
      ...(m.rules.withSpot ? [series('现货', spot)] : []),
      series('偏差', deviation),
      series('合计', total),
    ],
  };
}

/** A generator's units side by side: settled money, operating cost and profit of the month. */
export function unitChart(m: EnterpriseMonth): ChartView {
  const lines = m.units.map((u) => settleUnit(u.cells, m.rules));
  const pick = (item: string) =>
    lines.map((ls) => round2(ls.find((l) => l.item === item)?.money ?? 0));
  return {
    xAxis: m.units.map((u) => u.unitName ?? m.enterprise.name),
    series: [
      { name: '结算电费', unit: '元', data: pick('合计') },
      { name: '发电成本', unit: '元', data: pick('发电成本') },
      { name: '利润', unit: '元', data: pick('利润') },
    ],
  };
}
