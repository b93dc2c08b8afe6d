// The holdings modal's column chart of time-segment net contract power (spec section 2): one column
// series in MW over the 24 hours, 20–30 px wide columns (section 9), asked for the selected unit (a
// retailer is its own unit, so its chart is asked for the enterprise).
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '../../src/api/testing/fixtures/shared';
import { netPowerOption, netPowerSeriesName } from '../../src/widgets/Holdings/NetPowerChart';
import { modal, openHoldings, pick, serveHoldings, wait } from './holdingsHarness';
import { setupShellServer } from './shellHarness';

setupShellServer();

const points = Array.from({ length: 24 }, (_, timeId) => ({ timeId, volume: timeId - 11.5 }));

describe('net contract power chart', () => {
  it('draws one column series against a MW axis over the 24 hours', () => {
    const option = netPowerOption(points, 'light') as {
      xAxis: { data: string[] };
      yAxis: Array<{ name: string }>;
      series: Array<Record<string, unknown>>;
      legend: unknown;
    };
    expect(option.yAxis.map((a) => a.name)).toEqual(['MW']);
    expect(option.xAxis.data).toHaveLength(24);
    expect(option.xAxis.data[0]).toBe('00:00-01:00');
    expect(option.xAxis.data[23]).toBe('23:00-24:00');
    expect(option.series).toHaveLength(1);
    // One series, named by the title above the chart: no legend over the hour labels.
    expect(option.legend).toEqual({ show: false });
    expect(option.series[0]).toMatchObject({
      name: netPowerSeriesName,
      type: 'bar',
      barMinWidth: 20,
      barMaxWidth: 30,
    });
    expect((option.series[0]?.data as number[]).slice(0, 2)).toEqual([-11.5, -10.5]);
  });

  it('asks for the selected unit and month, and draws the chart', async () => {
    const calls = serveHoldings();
    await openHoldings();
    await waitFor(() => expect(calls.chart).toHaveLength(1), wait);
    expect(calls.chart[0]).toEqual({
      courseId: '101',
      enterpriseId: '31',
      month: '6',
      unitId: String(ids.coalUnitId),
    });
    expect(within(modal()).getByText('时段净合约电力(MW)')).toBeTruthy();
    await waitFor(
      () => expect(modal().querySelector('[aria-label="图表"] svg')).not.toBeNull(),
      wait,
    );
    await pick('交易单元', '东方风电场');
    await waitFor(() => expect(calls.chart.at(-1)?.unitId).toBe(String(ids.windUnitId)), wait);
  });

  it("asks a retailer's chart for the enterprise, without a unit", async () => {
    const calls = serveHoldings({ isBuyer: true });
    await openHoldings();
    await waitFor(() => expect(calls.chart).toHaveLength(1), wait);
    expect(calls.chart[0]).toEqual({
      courseId: '101',
      enterpriseId: String(ids.buyerId),
      month: '6',
    });
  });
});
