import { describe, expect, it } from 'vitest';
import { formatHour, formatTimeSlot, formatValue, roundTo } from './format';

describe('value formats', () => {
  it('shows slot ids 0–95 as HH:MM and hours as spans', () => {
    expect([0, 1, 37, 95].map(formatTimeSlot)).toEqual(['00:00', '00:15', '09:15', '23:45']);
    expect(formatHour(23)).toBe('23:00-24:00');
  });

  it('shows months as 3月, and prices with the decimals a column asks for', () => {
    expect(formatValue(3, { valueType: 'month' })).toBe('3月');
    expect(formatValue('12', { valueType: 'month' })).toBe('12月');
    expect(formatValue(400.125, { valueType: 'price' })).toBe('400.13');
    expect(formatValue(400.125, { valueType: 'price', decimals: 3 })).toBe('400.125');
  });

  it('rounds volume to 2 and quota to 4 decimals, half away from zero', () => {
    expect(formatValue(1.005, { valueType: 'volume' })).toBe('1.01');
    expect(formatValue(0.123456, { valueType: 'quota' })).toBe('0.1235');
    expect(roundTo(-2.5, 0)).toBe(-3);
  });

  it('rounds a decimal half up whatever its binary value, and the rest to the nearest', () => {
    // 2.675 is 2.67499999… in binary and 8.345 * 100 is 834.4999…: the decimal half still rounds up.
    expect([2.675, 8.345, -0.125, 1234567.895].map((v) => roundTo(v, 2))).toEqual([
      2.68, 8.35, -0.13, 1234567.9,
    ]);
    expect([1.45, 4.35].map((v) => roundTo(v, 1))).toEqual([1.5, 4.4]);
    expect([2.674999, 0.1 + 0.2, 9999999999, 1.5e-7].map((v) => roundTo(v, 2))).toEqual([
      2.67, 0.3, 9999999999, 0,
    ]);
  });

  it('names energy types, round statuses and directions in Chinese', () => {
    expect([1, 2, 3, 4, 5].map((v) => formatValue(v, { valueType: 'energyType' }))).toEqual([
      '煤电',
      '水电',
      '燃气',
      '风电',
      '光伏',
    ]);
    expect(formatValue(0, { valueType: 'roundStatus' })).toBe('交易中');
    expect(formatValue(1, { valueType: 'direction' })).toBe('卖出');
    expect(formatValue(4, { valueType: 'orderStatus' })).toBe('部分成交（余量已撤销）');
  });

  it('shows - for missing values, as the spec shows blocked limits', () => {
    expect(formatValue(null, { valueType: 'price' })).toBe('-');
  });
});
