// Config of the `chart` block.
import type { DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';
import type { ValueType } from '../../config/column';
import type { RowFilter } from '../../config/rowFilter';

/** Unit of a value axis. */
export type AxisUnit = 'MW' | 'MWh' | '元/MWh' | '元/吨' | '元';

/** One series of a chart. */
export interface ChartSeries {
  /** Row field holding the series value; for a `step` series, the row field holding its list of steps. */
  field: string;
  /** Legend name in Chinese. */
  name: string;
  /** `line`, `column` (vertical bars), `bar` (horizontal bars), or `step` (a step curve of a `steps` chart). */
  kind: 'line' | 'column' | 'bar' | 'step';
  /** Unit of the axis this series is drawn against; series with another unit get a second axis. */
  unit: AxisUnit;
  /** Stack name: series with the same stack pile up. */
  stack?: string;
}

/** A point marked on each chart of a `steps` chart, read from a field of the chart's row. */
export interface MarkedPoint {
  /** Row field holding the point, e.g. `clearingPoint`; a row without one shows no mark. */
  field: string;
  /** Field of the point holding its horizontal value, e.g. `volume`. */
  xField: string;
  /** Field of the point holding its vertical value, e.g. `price`. */
  yField: string;
  /** Label of the mark in Chinese, e.g. `出清点`. */
  name: string;
}

/** Step curves (such as supply and demand bids) on a horizontal value axis: one chart per row. */
export interface StepCurves {
  /** Row fields naming each chart, joined by a space, e.g. `["objName"]` for one chart per time segment. */
  titleFields: string[];
  /** Unit of the horizontal axis, e.g. `MWh` of cumulative volume. */
  xUnit: AxisUnit;
  /** Field of a step where it starts on the horizontal axis, e.g. `fromVolume`. */
  fromField: string;
  /** Field of a step where it ends on the horizontal axis, e.g. `toVolume`. */
  toField: string;
  /** Field of a step holding its height, e.g. `price`. */
  valueField: string;
  /** Point marked on each chart, e.g. where the curves cross. */
  markPoint?: MarkedPoint;
  /** Charts side by side (1 to 4); 3 when left out. */
  perLine?: number;
  /**
   * `timeSlot`: the horizontal axis is the day's 96 slots (labels HH:MM, e.g. a node's forecast with
   * `fromField` and `toField` both `timeId`), and `xUnit` is not shown.
   */
  xAxis?: 'timeSlot';
}

/** A chart of rows read from one operation. */
export interface ChartBlock extends BlockBase {
  /** Block type. */
  type: 'chart';
  /** Operation that returns the rows. */
  source: DataSource;
  /** Draws only the rows that pass every test. */
  rowFilter?: RowFilter[];
  /** Row field used as the category axis; required unless `steps` is set. */
  x?: string;
  /** Value type of the category axis, e.g. `timeSlot` shows HH:MM. */
  xValueType?: ValueType;
  /** Draws `step` series as step curves, one chart per row, instead of a category chart. */
  steps?: StepCurves;
  /** Series drawn: all `step` series with `steps`, none without. */
  series: ChartSeries[];
  /** Height in pixels (of each chart with `steps`); 320 when left out. */
  height?: number;
}
