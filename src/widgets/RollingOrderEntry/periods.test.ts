// The best bid and ask of one book as the order entry shows them beside the form.
import { describe, expect, it } from 'vitest';
import { bestLevel, hourPeriods, periodFieldOf, type DepthRow } from './periods';

const segment = (objId: number, price: number): DepthRow => ({
  objId,
  timeId: null,
  price,
  volume: 1,
});
const hour = (timeId: number, price: number): DepthRow => ({
  objId: null,
  timeId,
  price,
  volume: 1,
});

describe('bestLevel', () => {
  it('takes the highest bid and the lowest ask of the chosen segment only', () => {
    const rows = [segment(1, 405), segment(1, 410), segment(2, 500), segment(1, 399)];
    expect(bestLevel(rows, 'objId', 1, 'bid')?.price).toBe(410);
    expect(bestLevel(rows, 'objId', 1, 'ask')?.price).toBe(399);
    expect(bestLevel(rows, 'objId', 3, 'bid')).toBeUndefined();
  });

  it('reads hourly books by timeId and shows nothing before a book is chosen', () => {
    const rows = [hour(0, 300), hour(3, 320), hour(3, 310)];
    expect(bestLevel(rows, 'timeId', 3, 'ask')?.price).toBe(310);
    expect(bestLevel(rows, 'timeId', 0, 'ask')?.price).toBe(300);
    expect(bestLevel(rows, 'timeId', undefined, 'bid')).toBeUndefined();
  });
});

describe('periods', () => {
  it('trades time-segmented rounds per hour and the others per segment', () => {
    expect(periodFieldOf(3)).toBe('timeId');
    expect(periodFieldOf(1)).toBe('objId');
    expect(periodFieldOf(2)).toBe('objId');
    expect(hourPeriods).toHaveLength(24);
    expect(hourPeriods[23]).toEqual({ value: 23, label: '23:00-24:00' });
  });
});
