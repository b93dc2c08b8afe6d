// Column chart of the time-segment net contract power (MW), drawn with the engine's chart option and
// canvas: echarts loads only when the chart first shows.
import { Empty, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { chartEnvironment } from '../../engine/blocks/chart';
import { buildChartOption, toEchartsOption } from '../../engine/blocks/chart/chartOption';
import type { ChartBlock } from '../../engine/blocks/chart/types';
import { useEngine } from '../../engine/env';
import type { NetPowerPoint } from './holdingsApi';

const ChartCanvas = lazy(() => import('../../engine/blocks/chart/ChartCanvas'));

/** Legend name of the series. */
export const netPowerSeriesName = '净合约电力';

// The option as a chart block would describe it; the data comes from the modal's own call.
const chart: ChartBlock = {
  type: 'chart',
  source: { operation: 'getLongDealChartData' },
  x: 'timeId',
  xValueType: 'hour',
  series: [{ field: 'volume', name: netPowerSeriesName, kind: 'column', unit: 'MW' }],
};

/**
 * The echarts option of the points; columns 20–30 px wide (spec section 9). The one series needs no
 * legend (the title above names it), and echarts 6 would draw it over the hour labels.
 */
export function netPowerOption(
  points: readonly NetPowerPoint[],
  theme: 'light' | 'dark',
): Record<string, unknown> {
  const option = toEchartsOption(buildChartOption(chart, points, theme));
  const series = option.series as Array<Record<string, unknown>>;
  return {
    ...option,
    legend: { show: false },
    series: series.map((s) => ({ ...s, barMinWidth: 20, barMaxWidth: 30 })),
  };
}

/** The chart, or an empty note before any contract is held. */
export function NetPowerChart({ points }: { points: NetPowerPoint[] | undefined }) {
  const { theme } = useEngine();
  const option = useMemo(() => netPowerOption(points ?? [], theme), [points, theme]);
  if (!points) return <Spin />;
  if (points.length === 0) return <Empty description="暂无净合约电力" />;
  return (
    <Suspense fallback={<Spin />}>
      <ChartCanvas option={option} theme={theme} height={300} {...chartEnvironment} />
    </Suspense>
  );
}
