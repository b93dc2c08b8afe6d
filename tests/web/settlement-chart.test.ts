// The settlement reports' line-item charts (全部机组各结算项目收入, 各结算项目电费) as plain data, from
// the screen configs themselves: the line items as bars without the totals beside them (合计, and a
// generator's 发电成本 and 利润, which dwarfed them), and a money axis that a small negative line
// (−1892 元 of 偏差考核) no longer stretches by a whole tick interval, its labels in 万 and 亿.
import { describe, expect, it } from 'vitest';
import demandScreen from '../../config/screens/settlement/user-report-demand.json';
import generatorScreen from '../../config/screens/settlement/user-report-generator.json';
import { compactAxisLabel } from '../../src/engine/blocks/chart/axisScale';
import { buildChartOption } from '../../src/engine/blocks/chart/chartOption';
import type { ChartBlock } from '../../src/engine/blocks/chart/types';
import type { BindingContext } from '../../src/engine/env';
import { filterRows } from '../../src/engine/rowFilter';

/** The chart of a screen's settled-month detail with this title. */
function chartOf(screen: unknown, title: string): ChartBlock {
  const found: ChartBlock[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const block = node as Partial<ChartBlock>;
    if (block.type === 'chart' && block.title === title) found.push(node as ChartBlock);
    Object.values(node).forEach(visit);
  };
  visit(screen);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const context: BindingContext = { route: { params: {}, query: {} } };
const line = (itemName: string, money: number, unitName: string | null = null) => ({
  unitName,
  itemName,
  money,
});

/** The categories and the money axis the chart draws for these report rows. */
function drawn(block: ChartBlock, rows: Record<string, unknown>[]) {
  const option = buildChartOption(block, filterRows(rows, block.rowFilter, context), 'light');
  return { items: option.categoryAxis.data, axis: option.valueAxes[0]! };
}

describe('settlement line-item charts', () => {
  it('draws a retailer’s line items without 合计, from just below a small negative line', () => {
    const { items, axis } = drawn(chartOf(demandScreen, '各结算项目电费'), [
      line('省内现货', 5_809_848.74),
      line('实时偏差电量', 174_573_958.18),
      line('偏差考核', -1892),
      line('合计', 180_381_914.92),
    ]);
    expect(items).toEqual(['省内现货', '实时偏差电量', '偏差考核']);
    expect(axis.min).toBe(-2000);
    expect([0, 30_000_000, 180_000_000, 2500].map(axis.axisLabel.formatter)).toEqual([
      '0',
      '3000万',
      '1.8亿',
      '2,500',
    ]);
  });

  it('draws a generator’s line items of all units, without 合计, 发电成本 and 利润', () => {
    const all = '全部机组';
    const { items, axis } = drawn(chartOf(generatorScreen, '全部机组各结算项目收入'), [
      line('省内现货', 4_797_545.55, '华鲁#1机组'),
      line('省内现货', 4_797_545.55, all),
      line('实时偏差电量', 186_671_694.01, all),
      line('合计', 194_099_057.94, all),
      line('发电成本', 191_803_509.69, all),
      line('利润', 2_295_548.25, all),
    ]);
    expect(items).toEqual(['省内现货', '实时偏差电量']);
    // Nothing negative: echarts' own extent from 0.
    expect(axis.min).toBeUndefined();
  });

  it('leaves a large negative value its own rounded extent', () => {
    const block = chartOf(demandScreen, '各结算项目电费');
    const { axis } = drawn(block, [line('省内现货', 1_000_000), line('偏差考核', -400_000)]);
    expect(axis.min).toBeUndefined();
    expect(compactAxisLabel(-400_000)).toBe('-40万');
  });
});
