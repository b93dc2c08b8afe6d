// Day-ahead and real-time "mid curves": the forecasts the bidding space is computed from, as a chart.
import { slotsPerDay } from '../seed/curves';
import { formatSlot } from '../market/timeSegments';
import type { ProvinceGrid } from './gridData';
import { round2 } from './gridDispatch';

/** A contract ChartData: slot labels and MW series. */
export interface ChartDataView {
  xAxis: string[];
  series: Array<{ name: string; unit: string; data: number[] }>;
}

const slots = Array.from({ length: slotsPerDay }, (_, t) => t);

/** Slot-by-slot sum over provinces of one curve. */
function total(provinces: readonly ProvinceGrid[], pick: (p: ProvinceGrid) => number[]): number[] {
  return slots.map((t) => round2(provinces.reduce((s, p) => s + (pick(p)[t] ?? 0), 0)));
}

/**
 * Load, renewable and interchange forecasts and the bidding space they leave to the dispatchable
 * units (竞价空间 = load − renewable − net import): day-ahead forecasts, or the ultra-short-term
 * (real-time) ones.
 */
export function midCurveChart(
  provinces: readonly ProvinceGrid[],
  market: 'dayAhead' | 'realTime',
): ChartDataView {
  const rt = market === 'realTime';
  const load = total(provinces, (p) => (rt ? p.loadRt : p.load.volume));
  const renewable = total(provinces, (p) => (rt ? p.renewableRt : p.renewable.volume));
  const interchange = total(provinces, (p) => p.interchange);
  const space = slots.map((t) =>
    round2((load[t] ?? 0) - (renewable[t] ?? 0) - (interchange[t] ?? 0)),
  );
  const prefix = rt ? '超短期' : '日前';
  return {
    xAxis: slots.map(formatSlot),
    series: [
      { name: `${prefix}负荷预测`, unit: 'MW', data: load },
      { name: `${prefix}新能源预测`, unit: 'MW', data: renewable },
      { name: '外送/受入计划', unit: 'MW', data: interchange },
      { name: rt ? '实时竞价空间' : '日前竞价空间', unit: 'MW', data: space },
    ],
  };
}
