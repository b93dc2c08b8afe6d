// A unit's offer drawn as step curves (one per time range) with the chart block's step option:
// echarts and the canvas load only when a teacher opens the chart, never with the admin page.
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { chartEnvironment } from '../../engine/blocks/chart';
import { buildStepChartOption } from '../../engine/blocks/chart/stepChartOption';
import type { ChartBlock, StepCurves } from '../../engine/blocks/chart/types';
import { useUiSettings } from '../../shell/uiSettings';
import { curveSteps, offerCurves } from './spotDeclarations';
import type { components } from '../../api/schema.gen';

const ChartCanvas = lazy(() => import('../../engine/blocks/chart/ChartCanvas'));

const axis: StepCurves = {
  titleFields: [],
  xUnit: 'MW',
  fromField: 'fromVolume',
  toField: 'toVolume',
  valueField: 'price',
};

/** The offer's curves, one series per time range, price against cumulative MW. */
export function OfferCurvesChart({
  offer,
  title,
}: {
  offer: components['schemas']['DayAheadOffer'];
  title: string;
}) {
  const { settings } = useUiSettings();
  const theme = settings.theme === 'dark' ? 'dark' : 'light';
  const option = useMemo(() => {
    const curves = offerCurves(offer);
    // The chart as a `steps` chart block would describe it: one series per range of this row.
    const block: ChartBlock & { steps: StepCurves } = {
      type: 'chart',
      source: { operation: 'getSpotRoundDeclarations' },
      steps: axis,
      series: curves.map((c, i) => ({
        field: `r${i}`,
        name: c.label,
        kind: 'step',
        unit: '元/MWh',
      })),
    };
    const row = Object.fromEntries(curves.map((c, i) => [`r${i}`, curveSteps(c.steps)]));
    return buildStepChartOption(block, row, theme);
  }, [offer, theme]);
  return (
    <div role="figure" aria-label={title}>
      <Suspense fallback={<Spin />}>
        <ChartCanvas option={option} theme={theme} height={240} {...chartEnvironment} />
      </Suspense>
    </div>
  );
}
