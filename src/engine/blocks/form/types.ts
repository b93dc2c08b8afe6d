// Config of the `form` block.
import type { Action } from '../../config/action';
import type { DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';
import type { Column } from '../../config/column';

/** A small form whose submit calls one operation. */
export interface FormBlock extends BlockBase {
  /** Block type. */
  type: 'form';
  /** Fields in display order (the same column spec tables use). */
  fields: Column[];
  /** Operation that fills the initial values. */
  initial?: DataSource;
  /** What the submit button does; bind field values with `form.NAME`. */
  submit: Action;
}
