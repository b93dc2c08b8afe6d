// Builds the echarts option of one step-curve chart (a `steps` chart draws one per row) as plain data:
// each `step` series is a list of steps drawn as flat runs joined by vertical jumps on a value axis,
// and the row's marked point (e.g. the clearing point) is pinned on the first series.
import { formatTimeSlot, readPath } from '../../values/format';
import { chartForeground, numberOrNull, seriesUnits } from './chartOption';
import type { ChartBlock, MarkedPoint, StepCurves } from './types';

/** One [x, y] point of a drawn curve. */
export type CurvePoint = [number, number];

/** The points of a step curve: each step runs flat from its start to its end at its height. */
export function stepCurvePoints(steps: unknown, axis: StepCurves): CurvePoint[] {
  if (!Array.isArray(steps)) return [];
  return steps.flatMap((step): CurvePoint[] => {
    const from = numberOrNull(readPath(step, axis.fromField));
    const to = numberOrNull(readPath(step, axis.toField));
    const value = numberOrNull(readPath(step, axis.valueField));
    return from === null || to === null || value === null
      ? []
      : [
          [from, value],
          [to, value],
        ];
  });
}

/** The title of a row's chart: its title fields joined by a space, empty ones left out. */
export function stepChartTitle(axis: StepCurves, row: Record<string, unknown>): string {
  return axis.titleFields
    .map((field) => readPath(row, field))
    .filter((v) => v !== null && v !== undefined && v !== '')
    .join(' ');
}

function markOf(point: MarkedPoint, row: Record<string, unknown>) {
  const value = readPath(row, point.field);
  const x = numberOrNull(readPath(value, point.xField));
  const y = numberOrNull(readPath(value, point.yField));
  if (x === null || y === null) return undefined;
  return {
    symbol: 'pin',
    symbolSize: 46,
    label: { fontSize: 10 },
    data: [{ name: point.name, coord: [x, y], value: y }],
  };
}

// A day of 96 slots on a value axis, labelled every three hours.
const slotAxis = {
  type: 'value',
  name: '时段',
  min: 0,
  max: 96,
  interval: 12,
  axisLabel: { formatter: (slot: number) => formatTimeSlot(Math.round(slot)) },
};

/** The echarts option of the chart of one row of a `steps` chart. */
export function buildStepChartOption(
  block: ChartBlock & { steps: StepCurves },
  row: Record<string, unknown>,
  theme: 'light' | 'dark',
): Record<string, unknown> {
  const axis = block.steps;
  const units = seriesUnits(block.series);
  const foreground = chartForeground(theme);
  const mark = axis.markPoint && markOf(axis.markPoint, row);
  const curves = block.series.map((s) => stepCurvePoints(readPath(row, s.field), axis));
  return {
    backgroundColor: 'transparent',
    textStyle: { color: foreground },
    tooltip: { trigger: 'axis' },
    legend: {
      data: block.series.map((s) => s.name),
      top: 0,
      left: 'center',
      textStyle: { color: foreground },
    },
    grid: {
      left: 16,
      right: 48,
      top: 56,
      bottom: 16,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    xAxis: axis.xAxis === 'timeSlot' ? slotAxis : { type: 'value', name: axis.xUnit, min: 0 },
    // Prices sit far from zero, and a curve drawn on the frame cannot be seen: a scaled axis with
    // room above and below the curves.
    yAxis: units.map((unit, i) => ({
      type: 'value',
      name: unit,
      position: i === 0 ? 'left' : 'right',
      scale: true,
      boundaryGap: ['20%', '20%'],
    })),
    series: block.series.map((s, i) => ({
      name: s.name,
      type: 'line',
      symbol: 'none',
      yAxisIndex: units.indexOf(s.unit),
      data: curves[i] ?? [],
      ...(i === 0 && mark ? { markPoint: mark } : {}),
    })),
  };
}
