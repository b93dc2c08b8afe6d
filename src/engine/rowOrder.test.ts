import { describe, expect, it } from 'vitest';
import { orderRows } from './rowOrder';

describe('orderRows', () => {
  const rows = [{ id: 2 }, { id: 10 }, { id: 1 }, {}];

  it('keeps the operation order without a row order', () => {
    expect(orderRows(rows, undefined)).toBe(rows);
  });

  it('puts the largest id first when descending (newest first), rows without it last', () => {
    expect(orderRows(rows, { field: 'id', descending: true })).toEqual([
      { id: 10 },
      { id: 2 },
      { id: 1 },
      {},
    ]);
  });

  it('compares numbers as numbers and keeps equal rows in their order', () => {
    const same = [
      { id: 1, t: 'a' },
      { id: 1, t: 'b' },
      { id: 9, t: 'c' },
    ];
    expect(orderRows(same, { field: 'id' }).map((r) => r.t)).toEqual(['a', 'b', 'c']);
  });
});
