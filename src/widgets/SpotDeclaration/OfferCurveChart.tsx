// The offer curve as entered, drawn with the chart block's step-curve option: echarts (and the canvas)
// load only when the chart first shows, never with the first page.
import { Empty, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { chartEnvironment } from '../../engine/blocks/chart';
import { buildStepChartOption } from '../../engine/blocks/chart/stepChartOption';
import type { ChartBlock, StepCurves } from '../../engine/blocks/chart/types';
import { useEngine } from '../../engine/env';
import type { CurveStep } from './offerRows';

const ChartCanvas = lazy(() => import('../../engine/blocks/chart/ChartCanvas'));

/** Legend name of the curve. */
export const offerCurveName = '报价曲线';

// The chart as a `steps` chart block would describe it; the row is the editor's typed curve.
const block: ChartBlock & { steps: StepCurves } = {
  type: 'chart',
  source: { operation: 'getDayAheadOffers' },
  steps: {
    titleFields: [],
    xUnit: 'MW',
    fromField: 'fromVolume',
    toField: 'toVolume',
    valueField: 'price',
  },
  series: [{ field: 'curve', name: offerCurveName, kind: 'step', unit: '元/MWh' }],
};

/** The step chart of a unit's typed offer; a note while no segment is complete. */
export function OfferCurveChart({ curve }: { curve: CurveStep[] }) {
  const { theme } = useEngine();
  const option = useMemo(() => buildStepChartOption(block, { curve }, theme), [curve, theme]);
  if (curve.length === 0) return <Empty description="填写报价段后显示报价曲线" />;
  return (
    <Suspense fallback={<Spin />}>
      <ChartCanvas option={option} theme={theme} height={260} {...chartEnvironment} />
    </Suspense>
  );
}
