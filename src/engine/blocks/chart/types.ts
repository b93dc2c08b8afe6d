// Config of the `chart` block.
import type { DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';
import type { ValueType } from '../../config/column';

/** Unit of a value axis. */
export type AxisUnit = 'MW' | 'MWh' | '元/MWh' | '元/吨';

/** One series of a chart. */
export interface ChartSeries {
  /** Row field holding the series value. */
  field: string;
  /** Legend name in Chinese. */
  name: string;
  /** `line`, `column` (vertical bars) or `bar` (horizontal bars). */
  kind: 'line' | 'column' | 'bar';
  /** Unit of the axis this series is drawn against; series with another unit get a second axis. */
  unit: AxisUnit;
  /** Stack name: series with the same stack pile up. */
  stack?: string;
}

/** A chart of rows read from one operation. */
export interface ChartBlock extends BlockBase {
  /** Block type. */
  type: 'chart';
  /** Operation that returns the rows. */
  source: DataSource;
  /** Row field used as the category axis. */
  x: string;
  /** Value type of the category axis, e.g. `timeSlot` shows HH:MM. */
  xValueType?: ValueType;
  /** Series drawn. */
  series: ChartSeries[];
  /** Height in pixels; 320 when left out. */
  height?: number;
}
