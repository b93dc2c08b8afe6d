// Config of the `form` block.
import type { Action } from '../../config/action';
import type { Binding, DataSource } from '../../config/binding';
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
  /**
   * Values fields start with where `initial` gives none, by field name, each bound to a context path or
   * a literal: e.g. `year` from `currentRound.year`, so the trainee does not type the course's year.
   */
  defaults?: Record<string, Binding>;
  /** What the submit button does; bind field values with `form.NAME`. */
  submit: Action;
}
