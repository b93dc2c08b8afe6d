import { describe, expect, it } from 'vitest';
import { formatRemaining, quotaRemaining } from './quota';

const rows = [
  { timeId: 1, entityId: 'E1', upper: 100.12345, used: 20 },
  { timeId: 1, entityId: 'E1', upper: 80, used: 30.5 },
];

describe('quotaRemaining', () => {
  it('takes the highest upper minus the highest used, rounded to 4 decimals: 100.12345 − 30.5 = 69.6235', () => {
    expect(quotaRemaining(rows, 0)).toEqual({ buy: 69.6235, sell: null });
  });

  it('blocks the buy limit for direction 1 (sell) and the sell limit for direction 0 (buy)', () => {
    expect(quotaRemaining(rows, 1)).toEqual({ buy: null, sell: 69.6235 });
  });

  it('never goes below 0, and gives 0 when there is no quota row', () => {
    expect(quotaRemaining([{ timeId: 1, entityId: 'E', upper: 5, used: 9 }], 0).buy).toBe(0);
    expect(quotaRemaining([], 1).sell).toBe(0);
  });
});

describe('formatRemaining', () => {
  it("shows '-' for a blocked side and the number otherwise", () => {
    expect(formatRemaining(null)).toBe('-');
    expect(formatRemaining(12.30004)).toBe('12.3');
  });
});
