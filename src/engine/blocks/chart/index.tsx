// The chart block: rows from a data source drawn with echarts, which is loaded only when a chart shows.
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { BlockState } from '../../BlockState';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { rowsOf, useDataSource } from '../../useDataSource';
import { buildChartOption, toEchartsOption } from './chartOption';
import type { ChartBlock } from './types';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** Renderer and size overrides for environments without layout or canvas (jsdom tests). */
export const chartEnvironment: { renderer: 'canvas' | 'svg'; width?: number } = {
  renderer: 'canvas',
};

function ChartView({ block, rows }: { block: ChartBlock; rows: Record<string, unknown>[] }) {
  const { theme } = useEngine();
  const option = useMemo(
    () => toEchartsOption(buildChartOption(block, rows, theme)),
    [block, rows, theme],
  );
  const height = block.height ?? 320;
  return (
    <Suspense fallback={<Spin />}>
      <ChartCanvas option={option} theme={theme} height={height} {...chartEnvironment} />
    </Suspense>
  );
}

/** Renders a `chart` block. */
export function ChartBlockView({ block }: BlockProps<ChartBlock>) {
  const state = useDataSource(block.source);
  return (
    <BlockState state={state} isEmpty={(d) => rowsOf(d, block.source.itemsPath).length === 0}>
      {(data) => <ChartView block={block} rows={rowsOf(data, block.source.itemsPath)} />}
    </BlockState>
  );
}
