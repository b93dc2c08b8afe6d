import { describe, expect, it } from 'vitest';
import { fixedOptions, tradedMonths } from './options';

describe('month choices', () => {
  it('are the months the course’s published rounds trade, a monthly round each month it lists', () => {
    const months = tradedMonths([
      { month: 5, months: [5] },
      { month: 3 },
      { month: 4, months: [4, 6] },
      { month: 3, months: [3] },
      { month: 9, hidden: true },
    ]);
    expect(months).toEqual([3, 4, 5, 6]);
    const field = { field: 'month', title: '月份', valueType: 'month' as const };
    expect(fixedOptions(field, months).map((o) => o.label)).toEqual(['3月', '4月', '5月', '6月']);
  });

  it('are all twelve without a course', () => {
    const options = fixedOptions({ field: 'month', title: '月份', valueType: 'month' });
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
