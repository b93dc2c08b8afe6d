import { describe, expect, it } from 'vitest';
import { compactAxisLabel } from './axisScale';
import { buildChartOption, toEchartsOption } from './chartOption';
import type { ChartBlock } from './types';

const block: ChartBlock = {
  type: 'chart',
  source: { operation: 'getCenterTradeResults' },
  x: 'timeId',
  xValueType: 'timeSlot',
  series: [
    { field: 'volume', name: '成交电量', kind: 'column', unit: 'MWh' },
    { field: 'price', name: '成交价格', kind: 'line', unit: '元/MWh' },
    { field: 'load', name: '负荷', kind: 'line', unit: 'MW' },
  ],
};
const rows = [
  { timeId: 0, volume: 10, price: 300, load: 5 },
  { timeId: 4, volume: null, price: 310.5, load: 6 },
];

describe('chart option', () => {
  it('gives each unit its own value axis and formats the category axis', () => {
    const option = buildChartOption(block, rows, 'light');
    expect(option.categoryAxis.data).toEqual(['00:00', '01:00']);
    expect(option.valueAxes.map((a) => [a.name, a.position])).toEqual([
      ['MWh', 'left'],
      ['元/MWh', 'right'],
      ['MW', 'right'],
    ]);
    expect(option.series.map((s) => [s.type, s.axisIndex, s.data])).toEqual([
      ['bar', 0, [10, null]],
      ['line', 1, [300, 310.5]],
      ['line', 2, [5, 6]],
    ]);
  });

  it('keeps the legend above the plot and the axis labels and unit names inside the canvas', () => {
    // echarts 6 draws the legend at the bottom unless told, over the time labels.
    const option = buildChartOption(block, rows, 'light');
    expect(option.legend.top).toBe(0);
    expect(option.grid.top).toBeGreaterThanOrEqual(32);
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'all' });
  });

  it('uses light text on the dark theme', () => {
    expect(buildChartOption(block, rows, 'dark').textStyle.color).toBe('#e6e6e6');
    expect(buildChartOption(block, rows, 'light').textStyle.color).toBe('#333333');
  });

  it('swaps the axes when a series is a horizontal bar', () => {
    const bars = {
      ...block,
      series: [{ field: 'volume', name: '电量', kind: 'bar' as const, unit: 'MWh' as const }],
    };
    const echartsOption = toEchartsOption(buildChartOption(bars, rows, 'light'));
    expect(echartsOption.yAxis).toMatchObject({ type: 'category' });
    expect(echartsOption.series).toEqual([expect.objectContaining({ type: 'bar', xAxisIndex: 0 })]);
    // Its value labels run along the bottom, where long figures would overlap: they count in 万 and
    // 亿, and echarts drops those that still overlap.
    expect(echartsOption.xAxis).toEqual([
      expect.objectContaining({
        axisLabel: { hideOverlap: true, formatter: compactAxisLabel },
      }),
    ]);
  });
});
