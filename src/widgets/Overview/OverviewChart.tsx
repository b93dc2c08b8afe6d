// A category chart of computed rows (the data panel's and the monitor's), drawn with the engine's chart
// option and canvas: echarts loads only when a chart first shows.
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { chartEnvironment } from '../../engine/blocks/chart';
import { buildChartOption, toEchartsOption } from '../../engine/blocks/chart/chartOption';
import type { ChartBlock } from '../../engine/blocks/chart/types';

const ChartCanvas = lazy(() => import('../../engine/blocks/chart/ChartCanvas'));

/** Props of an overview chart. */
export interface OverviewChartProps {
  /** The chart as a chart block would describe it (category field and series). */
  chart: ChartBlock;
  /** The rows drawn, computed from the answers. */
  rows: readonly Record<string, unknown>[];
  theme: 'light' | 'dark';
  height: number;
  /** Name of the figure, so the chart can be found by it. */
  label: string;
}

/** The chart in a figure named `label`. */
export function OverviewChart({ chart, rows, theme, height, label }: OverviewChartProps) {
  const option = useMemo(() => {
    const built = toEchartsOption(buildChartOption(chart, rows, theme));
    // Round names are long: tilted and cut to a width under many columns, and never printed over
    // each other.
    const xAxis = built.xAxis as Record<string, unknown> | undefined;
    const axisLabel = {
      rotate: rows.length > 4 ? 30 : 0,
      width: 120,
      overflow: 'truncate',
      hideOverlap: true,
    };
    return xAxis ? { ...built, xAxis: { ...xAxis, axisLabel } } : built;
  }, [chart, rows, theme]);
  return (
    <div role="figure" aria-label={label}>
      <Suspense fallback={<Spin />}>
        <ChartCanvas option={option} theme={theme} height={height} {...chartEnvironment} />
      </Suspense>
    </div>
  );
}
