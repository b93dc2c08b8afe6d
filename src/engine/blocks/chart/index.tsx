// The chart block: rows from a data source drawn with echarts, which is loaded only when a chart shows.
// A category chart draws all rows on one chart; a `steps` chart draws one step-curve chart per row.
import { Col, Empty, Row, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '../../afterPaint';
import { BlockState } from '../../BlockState';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { filterRows } from '../../rowFilter';
import { rowsOf, useDataSource } from '../../useDataSource';
import { buildChartOption, toEchartsOption } from './chartOption';
import { readPath } from '../../values/format';
import { buildStepChartOption, stepChartTitle, stepCurvePoints } from './stepChartOption';
import type { ChartBlock, StepCurves } from './types';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** Renderer and size overrides for environments without layout or canvas (jsdom tests). */
export const chartEnvironment: { renderer: 'canvas' | 'svg'; width?: number } = {
  renderer: 'canvas',
};

type Rows = Record<string, unknown>[];

/** False in the commit that mounts the caller, true once the browser has painted that commit. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

function Canvas({ option, height }: { option: Record<string, unknown>; height: number }) {
  const { theme } = useEngine();
  // echarts' chunk (~150 kB) is asked for after the paint of the commit that mounted the chart, not
  // while the page with its tables is still rendering: the tables' first rows come first.
  const painted = usePainted();
  if (!painted) return <Spin />;
  return (
    <Suspense fallback={<Spin />}>
      <ChartCanvas option={option} theme={theme} height={height} {...chartEnvironment} />
    </Suspense>
  );
}

function CategoryChart({ block, rows }: { block: ChartBlock; rows: Rows }) {
  const { theme } = useEngine();
  const option = useMemo(
    () => toEchartsOption(buildChartOption(block, rows, theme)),
    [block, rows, theme],
  );
  // A figure named by the block's title, as each step chart is, so the chart can be found by name.
  return (
    <div role="figure" aria-label={block.title}>
      <Canvas option={option} height={block.height ?? 320} />
    </div>
  );
}

function StepCharts({ block, steps, rows }: { block: ChartBlock; steps: StepCurves; rows: Rows }) {
  const { theme } = useEngine();
  const charts = useMemo(
    () =>
      rows.map((row) => ({
        title: stepChartTitle(steps, row),
        // A market nobody bid in has no curves: an empty state, not empty axes.
        empty: block.series.every(
          (s) => stepCurvePoints(readPath(row, s.field), steps).length === 0,
        ),
        option: buildStepChartOption({ ...block, steps }, row, theme),
      })),
    [block, steps, rows, theme],
  );
  const span = 24 / Math.min(4, Math.max(1, steps.perLine ?? 3));
  return (
    <Row gutter={[16, 16]}>
      {charts.map((chart, i) => (
        <Col key={i} xs={24} lg={span} role="figure" aria-label={chart.title}>
          <Typography.Text strong>{chart.title}</Typography.Text>
          {chart.empty ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="暂无数据"
              style={{ height: block.height ?? 320, paddingTop: 64, margin: 0 }}
            />
          ) : (
            <Canvas option={chart.option} height={block.height ?? 320} />
          )}
        </Col>
      ))}
    </Row>
  );
}

function ChartBody({ block, data }: { block: ChartBlock; data: unknown }) {
  const { bindings } = useEngine();
  // Memoised so the option (and the echarts instance) is rebuilt only when the rows change.
  const rows = useMemo(
    () => filterRows(rowsOf(data, block.source.itemsPath), block.rowFilter, bindings),
    [data, block, bindings],
  );
  return block.steps ? (
    <StepCharts block={block} steps={block.steps} rows={rows} />
  ) : (
    <CategoryChart block={block} rows={rows} />
  );
}

/** Renders a `chart` block. */
export function ChartBlockView({ block }: BlockProps<ChartBlock>) {
  const state = useDataSource(block.source);
  const { bindings } = useEngine();
  const isEmpty = (data: unknown) =>
    filterRows(rowsOf(data, block.source.itemsPath), block.rowFilter, bindings).length === 0;
  return (
    <BlockState state={state} isEmpty={isEmpty}>
      {(data) => <ChartBody block={block} data={data} />}
    </BlockState>
  );
}
