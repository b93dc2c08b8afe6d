// The step-curve chart of the centralised-bidding results as plain data: two step series (sells
// ascending, buys descending, as the server orders them) and a pin at the clearing point; plus the
// config rule that keeps category and step charts apart, and the row filter the result tables use.
import { describe, expect, it } from 'vitest';
import { walkConfig } from '../../codegen/configWalk';
import { marketFixtures } from '../../src/api/testing/fixtures/market';
import {
  buildStepChartOption,
  stepChartTitle,
  stepCurvePoints,
} from '../../src/engine/blocks/chart/stepChartOption';
import type { ChartBlock, StepCurves } from '../../src/engine/blocks/chart/types';
import { filterRows } from '../../src/engine/rowFilter';

const steps: StepCurves = {
  titleFields: ['channelName', 'objName'],
  xUnit: 'MWh',
  fromField: 'fromVolume',
  toField: 'toVolume',
  valueField: 'price',
  markPoint: { field: 'clearingPoint', xField: 'volume', yField: 'price', name: '出清点' },
};
const chart: ChartBlock & { steps: StepCurves } = {
  type: 'chart',
  source: { operation: 'getCenterTradeResults', itemsPath: 'markets' },
  steps,
  series: [
    { field: 'sellCurve', name: '售方报价曲线', kind: 'step', unit: '元/MWh' },
    { field: 'buyCurve', name: '购方报价曲线', kind: 'step', unit: '元/MWh' },
  ],
};
// The contract fixture's peak market: sells 500 MWh at 420, buys 300 MWh at 431, clearing 300 at 425.5.
const peak = marketFixtures.CenterTradeResultsWithMarkets.markets[0]! as unknown as Record<
  string,
  unknown
>;

type Series = { name: string; type: string; data: number[][]; markPoint?: unknown };

describe('step-curve chart option', () => {
  it('draws the sell and buy curves as steps on a volume axis and pins the clearing point', () => {
    const option = buildStepChartOption(chart, peak, 'light');
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'MWh' });
    const series = option.series as Series[];
    expect(series.map((s) => [s.name, s.type, s.data])).toEqual([
      [
        '售方报价曲线',
        'line',
        [
          [0, 420],
          [500, 420],
        ],
      ],
      [
        '购方报价曲线',
        'line',
        [
          [0, 431],
          [300, 431],
        ],
      ],
    ]);
    expect(series[0]!.markPoint).toMatchObject({
      data: [{ name: '出清点', coord: [300, 425.5], value: 425.5 }],
    });
    expect(series[1]!.markPoint).toBeUndefined();
    // Room around the curves so neither is drawn on the frame.
    expect(option.yAxis).toEqual([
      expect.objectContaining({ scale: true, boundaryGap: ['20%', '20%'] }),
    ]);
  });

  it('joins the steps of a curve with vertical jumps and skips broken steps', () => {
    const curve = [
      { price: 380, fromVolume: 0, toVolume: 200 },
      { price: 'x', fromVolume: 200, toVolume: 250 },
      { price: 420, fromVolume: 200, toVolume: 300 },
    ];
    expect(stepCurvePoints(curve, steps)).toEqual([
      [0, 380],
      [200, 380],
      [200, 420],
      [300, 420],
    ]);
  });

  it('marks nothing when nothing cleared and titles each chart by its fields', () => {
    const option = buildStepChartOption(chart, { ...peak, clearingPoint: null }, 'dark');
    expect((option.series as Series[]).every((s) => s.markPoint === undefined)).toBe(true);
    expect(stepChartTitle(steps, peak)).toBe('峰');
    expect(stepChartTitle(steps, { ...peak, channelName: '鲁苏一通道' })).toBe('鲁苏一通道 峰');
  });
});

describe('chart config rule', () => {
  const world = {
    contract: new Map(),
    routes: new Map(),
    screenParams: new Map(),
    registeredWidgets: [],
  };
  const scope = { round: true, form: false, teacherScreen: false };
  const issues = (block: object) =>
    walkConfig('config/screens/x.json', { blocks: [block] }, world, scope)
      .filter((i) => !i.path.includes('/source'))
      .map((i) => `${i.path}: ${i.expected}`);

  it('accepts a steps chart of step series and a category chart with x', () => {
    expect(issues(chart)).toEqual([]);
    expect(
      issues({
        ...chart,
        steps: undefined,
        x: 'objName',
        series: [{ ...chart.series[0], kind: 'line' }],
      }),
    ).toEqual([]);
  });

  it('names a chart without x or steps, and a step series outside a steps chart', () => {
    expect(issues({ ...chart, steps: undefined })).toEqual([
      '/blocks/0: "x"（分类字段）或 "steps"（阶梯曲线，每行一张图）',
      '/blocks/0/series/0/kind: "line"、"column" 或 "bar"（"step" 曲线需要图表的 "steps"）',
      '/blocks/0/series/1/kind: "line"、"column" 或 "bar"（"step" 曲线需要图表的 "steps"）',
    ]);
  });
});

describe('row filter', () => {
  const rows = [
    { enterpriseId: null, province: 1 },
    { enterpriseId: 31, province: 1 },
    { province: 2 },
  ];
  const context = { route: { params: {}, query: {} }, enterprise: { province: '1' } };

  it('keeps empty or filled fields and compares bound values as text', () => {
    expect(filterRows(rows, [{ field: 'enterpriseId', empty: true }], context)).toEqual([
      rows[0],
      rows[2],
    ]);
    expect(filterRows(rows, [{ field: 'enterpriseId', empty: false }], context)).toEqual([rows[1]]);
    const province = [{ field: 'province', equals: { from: 'enterprise.province' } }];
    expect(filterRows(rows, province, context)).toEqual([rows[0], rows[1]]);
    expect(filterRows(rows, province, { route: context.route })).toEqual([]);
  });
});
