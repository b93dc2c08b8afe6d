// Applies the row tests of a table or chart block (config/rowFilter.ts) against the binding context.
import { resolveBinding } from './bindings';
import type { RowFilter } from './config/rowFilter';
import type { BindingContext } from './env';
import { readPath } from './values/format';

/** Whether a row value or binding counts as not given: null, missing or an empty text. */
export const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The rows passing every test; a test whose `equals` binding has no value yet keeps no rows. */
export function filterRows<T>(
  rows: readonly T[],
  filters: readonly RowFilter[] | undefined,
  context: BindingContext,
): T[] {
  if (!filters?.length) return [...rows];
  return rows.filter((row) =>
    filters.every((filter) => {
      const value = readPath(row, filter.field);
      if (filter.empty !== undefined && isEmpty(value) !== filter.empty) return false;
      if (filter.notIn?.includes(String(value))) return false;
      if (filter.equals === undefined) return true;
      const wanted = resolveBinding(filter.equals, context);
      return !isEmpty(wanted) && !isEmpty(value) && String(value) === String(wanted);
    }),
  );
}
