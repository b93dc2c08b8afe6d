// Config of the `descriptions` block.
import type { DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';
import type { Column } from '../../config/column';

/** Label and value pairs of one record read from an operation. */
export interface DescriptionsBlock extends BlockBase {
  /** Block type. */
  type: 'descriptions';
  /** Operation that returns the record (the first row when it returns a list). */
  source: DataSource;
  /** Items in display order. */
  fields: Column[];
  /** Items per line; 3 when left out. */
  columns?: number;
}
