// Row tests of table and chart blocks: one response often holds rows for several views (market-wide and
// own rows, several provinces), and each block shows the ones it is about.
import type { Binding } from './binding';

/** A test each row must pass to be shown. */
export interface RowFilter {
  /** Row field tested (dotted path allowed). */
  field: string;
  /** `true` keeps rows whose field is empty (null or missing), `false` keeps rows where it is filled. */
  empty?: boolean;
  /** Keeps rows whose field equals this value, compared as text, e.g. `{"from": "enterprise.province"}`. */
  equals?: Binding;
  /** Drops rows whose field, as text, is one of these, e.g. the totals 合计 and 利润 beside line items. */
  notIn?: string[];
}
