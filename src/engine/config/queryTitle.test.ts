import { describe, expect, it } from 'vitest';
import { titleForQuery } from './queryTitle';

describe('titleForQuery', () => {
  const byCycle = { param: 'cycle', titles: { '3': '分时段滚动撮合' } };

  it('names the menu entry the query stands for', () => {
    expect(titleForQuery('滚动撮合', byCycle, { cycle: '3' })).toBe('分时段滚动撮合');
  });

  it('keeps the title for other values, no value or no variants', () => {
    expect(titleForQuery('滚动撮合', byCycle, { cycle: '1' })).toBe('滚动撮合');
    expect(titleForQuery('滚动撮合', byCycle, {})).toBe('滚动撮合');
    expect(titleForQuery('滚动撮合', undefined, { cycle: '3' })).toBe('滚动撮合');
  });
});
