// Spec section 9: the holdings table is 2400 px wide and scrolls 500 px high once it has more than
// 10 rows (the table alone, as the modal draws it); its figures never wrap mid-number.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoldingsTable } from '../../src/widgets/Holdings/HoldingsTable';
import type { HoldingRow } from '../../src/widgets/Holdings/holdingsTable';

const rows = (count: number): HoldingRow[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `r${i}`,
    tradeType: 15,
    tradeTypeName: '省内集中竞价',
    measure: '电量(MWh)',
    valueType: 'volume',
    seriesSpan: i % 3 === 0 ? 3 : 0,
    hours: Array.from({ length: 24 }, () => 1),
  }));

const body = (container: HTMLElement) => container.querySelector<HTMLElement>('.ant-table-body');

describe('holdings table size', () => {
  it('is 2400 px wide and does not scroll vertically with 10 rows', () => {
    const { container } = render(<HoldingsTable rows={rows(10)} loading={false} />);
    expect(container.querySelector('table')?.style.width).toBe('2400px');
    expect(body(container)?.style.maxHeight ?? '').toBe('');
  });

  it('keeps every figure on one line within columns that add up to the 2400 px', () => {
    const money = rows(3).map((r) => ({
      ...r,
      measure: '电费(元)',
      valueType: 'money' as const,
      hours: r.hours.map(() => 1524472.6),
    }));
    const { container } = render(<HoldingsTable rows={money} loading={false} />);
    const figures = [...container.querySelectorAll<HTMLElement>('tbody td.ant-table-cell span')];
    expect(figures.length).toBeGreaterThanOrEqual(24);
    for (const figure of figures) {
      expect(figure.style.whiteSpace).toBe('nowrap');
      expect(figure.style.fontSize).toBe('12px');
    }
    const widths = [...container.querySelectorAll<HTMLElement>('colgroup col')].map((col) =>
      parseFloat(col.style.width),
    );
    expect(widths.reduce((sum, w) => sum + (Number.isNaN(w) ? 0 : w), 0)).toBeLessThanOrEqual(2400);
  });

  it('scrolls 500 px high with 11 rows', () => {
    const { container } = render(<HoldingsTable rows={rows(11)} loading={false} />);
    expect(body(container)?.style.maxHeight).toBe('500px');
  });
});
