// Builds the echarts option of a chart block as plain data (tested without drawing): a category axis from
// the x field, one value axis per unit (MW, MWh, 元/MWh, 元/吨, 元), line and column series, or horizontal
// bars when any series is a `bar`; colours follow the white or dark theme.
import type { Column } from '../../config/column';
import { formatValue, readPath } from '../../values/format';
import { axisMinFor, compactAxisLabel } from './axisScale';
import type { AxisUnit, ChartBlock, ChartSeries } from './types';

/** The subset of the echarts option the chart block produces. */
export interface ChartOption {
  backgroundColor: string;
  textStyle: { color: string };
  tooltip: { trigger: 'axis' };
  legend: { data: string[]; top: number; textStyle: { color: string } };
  grid: {
    left: number;
    right: number;
    top: number;
    bottom: number;
    outerBoundsMode: 'same';
    outerBoundsContain: 'all';
  };
  categoryAxis: { type: 'category'; data: string[] };
  valueAxes: Array<{
    type: 'value';
    name: AxisUnit;
    position: 'left' | 'right';
    offset: number;
    axisLabel: { hideOverlap: true; formatter: (value: number) => string };
    /** Set only to keep a small negative value from taking a whole tick interval (axisScale.ts). */
    min?: number;
  }>;
  horizontal: boolean;
  series: Array<{
    name: string;
    type: 'line' | 'bar';
    data: Array<number | null>;
    axisIndex: number;
    stack?: string;
  }>;
}

/** Text colour of charts on the white or dark theme. */
export function chartForeground(theme: 'light' | 'dark'): string {
  return theme === 'dark' ? '#e6e6e6' : '#333333';
}

/** Distinct axis units of the series, in order of first use. */
export function seriesUnits(series: readonly ChartSeries[]): AxisUnit[] {
  const units: AxisUnit[] = [];
  for (const s of series) if (!units.includes(s.unit)) units.push(s.unit);
  return units;
}

/** A number, or null for anything that is not one (a gap in a series). */
export function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? null : n;
}

/** The chart's option for the given rows and theme. */
export function buildChartOption(
  block: ChartBlock,
  rows: readonly Record<string, unknown>[],
  theme: 'light' | 'dark',
): ChartOption {
  const units = seriesUnits(block.series);
  const x = block.x ?? '';
  const xColumn: Column = { field: x, title: '', valueType: block.xValueType ?? 'text' };
  const foreground = chartForeground(theme);
  const series = block.series.map((s) => ({
    name: s.name,
    type: s.kind === 'line' ? ('line' as const) : ('bar' as const),
    data: rows.map((r) => numberOrNull(readPath(r, s.field))),
    axisIndex: units.indexOf(s.unit),
    ...(s.stack ? { stack: s.stack } : {}),
  }));
  /** The axis's values; stacked series are not summed, so their axis keeps echarts' own extent. */
  const axisMin = (axis: number) =>
    series.some((s) => s.axisIndex === axis && s.stack)
      ? undefined
      : axisMinFor(series.filter((s) => s.axisIndex === axis).flatMap((s) => s.data));
  return {
    backgroundColor: 'transparent',
    textStyle: { color: foreground },
    tooltip: { trigger: 'axis' },
    // echarts 6 puts the legend at the bottom by default, over the axis labels: keep it on top.
    legend: { data: block.series.map((s) => s.name), top: 0, textStyle: { color: foreground } },
    grid: {
      left: 16,
      right: 16 + Math.max(0, units.length - 1) * 48,
      top: 40,
      bottom: 16,
      // The box holds the axes' labels and names (containLabel is deprecated in echarts 6 and left
      // the unit names outside the canvas).
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    categoryAxis: {
      type: 'category',
      data: rows.map((r) => formatValue(readPath(r, x), xColumn)),
    },
    valueAxes: units.map((unit, i) => {
      const min = axisMin(i);
      return {
        type: 'value',
        name: unit,
        position: i === 0 ? 'left' : 'right',
        offset: i > 1 ? (i - 1) * 56 : 0,
        // Large figures (元 of a month) on a horizontal axis would print over each other: counted
        // in 万 and 亿 they stay short, and what still overlaps is left out.
        axisLabel: { hideOverlap: true, formatter: compactAxisLabel },
        ...(min === undefined ? {} : { min }),
      };
    }),
    horizontal: block.series.some((s) => s.kind === 'bar'),
    series,
  };
}

/** The option in echarts' own shape (xAxis/yAxis swapped for horizontal bars). */
export function toEchartsOption(option: ChartOption): Record<string, unknown> {
  const { categoryAxis, valueAxes, horizontal, series, ...rest } = option;
  const axisKey = horizontal ? 'xAxisIndex' : 'yAxisIndex';
  return {
    ...rest,
    [horizontal ? 'yAxis' : 'xAxis']: categoryAxis,
    [horizontal ? 'xAxis' : 'yAxis']: valueAxes,
    series: series.map(({ axisIndex, ...s }) => ({ ...s, [axisKey]: axisIndex })),
  };
}
