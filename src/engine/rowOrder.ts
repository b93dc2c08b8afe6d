// Applies a table block's row order (config/rowOrder.ts): numbers compared as numbers, anything else as
// text, rows without the field last; equal rows keep the operation's order.
import type { RowOrder } from './config/rowOrder';
import { readPath } from './values/format';

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

const missing = (value: unknown) => value === null || value === undefined;

/** The rows in the block's order; the same array when it has none. */
export function orderRows<T>(rows: T[], order: RowOrder | undefined): T[] {
  if (!order) return rows;
  const sign = order.descending ? -1 : 1;
  return [...rows].sort((x, y) => {
    const a = readPath(x, order.field);
    const b = readPath(y, order.field);
    if (missing(a) || missing(b)) return Number(missing(a)) - Number(missing(b));
    return sign * compare(a, b);
  });
}
