// The buyer's 96-slot bid as typed, drawn against the load's forecast with the chart block's category
// option: echarts (and the canvas) load only when the chart first shows, never with the first page.
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { chartEnvironment } from '../../engine/blocks/chart';
import { buildChartOption, toEchartsOption } from '../../engine/blocks/chart/chartOption';
import type { ChartBlock } from '../../engine/blocks/chart/types';
import { useEngine } from '../../engine/env';
import { isNumericText } from '../../engine/values/numericRules';

const ChartCanvas = lazy(() => import('../../engine/blocks/chart/ChartCanvas'));

/** Title of the chart (its accessible name). */
export const demandBidChartTitle = '申报负荷与预测负荷';

// The chart as a category chart block would describe it; the rows are the editor's typed slots.
const block: ChartBlock = {
  type: 'chart',
  title: demandBidChartTitle,
  source: { operation: 'getDayAheadDemandBids' },
  x: 'timeId',
  xValueType: 'timeSlot',
  series: [
    { field: 'forecast', name: '预测负荷', kind: 'line', unit: 'MW' },
    { field: 'bid', name: '申报负荷', kind: 'line', unit: 'MW' },
  ],
};

/** The chart's rows: per slot the forecast and the typed bid, null (a gap) where it is not a number. */
export function bidChartRows(
  forecast: readonly (number | undefined)[],
  texts: readonly string[],
): { timeId: number; forecast: number | null; bid: number | null }[] {
  return forecast.map((expected, timeId) => {
    const text = texts[timeId] ?? '';
    return {
      timeId,
      forecast: expected ?? null,
      bid: isNumericText(text) ? Number(text) : null,
    };
  });
}

/** The load's forecast and its typed bid per slot. */
export function DemandBidChart({
  forecast,
  texts,
}: {
  forecast: readonly (number | undefined)[];
  texts: readonly string[];
}) {
  const { theme } = useEngine();
  const option = useMemo(
    () => toEchartsOption(buildChartOption(block, bidChartRows(forecast, texts), theme)),
    [forecast, texts, theme],
  );
  return (
    <div role="figure" aria-label={demandBidChartTitle}>
      <Suspense fallback={<Spin />}>
        <ChartCanvas option={option} theme={theme} height={300} {...chartEnvironment} />
      </Suspense>
    </div>
  );
}
