import { describe, expect, it } from 'vitest';
import { formatValue } from './format';
import { alignOf, valueTypeFacts } from './valueTypeFacts';

describe('value type facts', () => {
  it('aligns enum labels, dates and text left and numbers right', () => {
    expect(
      ['energyType', 'roundType', 'cycle', 'direction', 'roundStatus'].map((t) =>
        alignOf(t as 'cycle'),
      ),
    ).toEqual(['left', 'left', 'left', 'left', 'left']);
    expect(alignOf(undefined)).toBe('left');
    expect([alignOf('price'), alignOf('volume'), alignOf('percent')]).toEqual([
      'right',
      'right',
      'right',
    ]);
  });

  it('exports numbers as number cells and percentages as the shown text', () => {
    expect(valueTypeFacts.price.exported).toBe('number');
    expect(valueTypeFacts.percent.exported).toBe('text');
    expect(valueTypeFacts.energyType.exported).toBe('text');
  });

  it('shows the contract labels: 煤电 and 滚动撮合/挂牌', () => {
    expect(formatValue(1, { valueType: 'energyType' })).toBe('煤电');
    expect(formatValue(3, { valueType: 'roundType' })).toBe('滚动撮合/挂牌');
    expect(formatValue(3, { valueType: 'cycle' })).toBe('日');
  });
});
