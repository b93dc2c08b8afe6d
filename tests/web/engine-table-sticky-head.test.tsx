// The table block's header stays in view on page scroll in two ways: a table that does not scroll
// sideways sticks its own header cells by CSS and renders no measure row (antd's measure row forces a
// layout and a second table render); a wide table keeps antd's sticky header.
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { stickyHeadClass } from '../../src/engine/blocks/table/stickyHeadStyles';
import type { TableBlock } from '../../src/engine/blocks/table/types';
import { Page } from '../../src/engine/Page';
import { renderWithEngine, server } from './engineHarness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const bids = [
  { id: 11, price: 300, volume: 5 },
  { id: 12, price: 320, volume: 6 },
];

function table(columnCount: number): TableBlock {
  return {
    type: 'table',
    source: { operation: 'getCenterTradeBids', params: { roundId: { from: 'round.id' } } },
    rowKey: 'id',
    columns: Array.from({ length: columnCount }, (_, i) => ({
      field: i % 2 ? 'volume' : 'price',
      title: `列${i + 1}`,
    })),
  };
}

async function renderTable(columnCount: number): Promise<void> {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/centerTrade/bids`, () =>
      HttpResponse.json({ items: bids, totalCount: bids.length }),
    ),
  );
  renderWithEngine(<Page screen={{ title: '表格', blocks: [table(columnCount)] }} />);
  await screen.findAllByText('320', {}, { timeout: 8000 });
}

describe('table block sticky header', () => {
  it('sticks a narrow table’s header cells by CSS, without a measure row', async () => {
    await renderTable(3);
    const wrapper = document.querySelector('.ant-table-wrapper');
    expect(wrapper?.classList.contains(stickyHeadClass)).toBe(true);
    expect(document.querySelector('.ant-table-measure-row')).toBeNull();
    expect(document.querySelector('.ant-table-sticky-holder')).toBeNull();
    // The rule that makes the header cells sticky is in the page.
    const rules = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    expect(rules).toContain(`.${stickyHeadClass} .ant-table-thead > tr > th`);
    expect(rules).toContain('position: sticky');
    // One header: the titles are drawn once.
    expect(screen.getAllByText('列1')).toHaveLength(1);
  });

  it('keeps antd’s sticky header for a table that scrolls sideways', async () => {
    await renderTable(9);
    const wrapper = document.querySelector('.ant-table-wrapper');
    expect(wrapper?.classList.contains(stickyHeadClass)).toBe(false);
    expect(document.querySelector('.ant-table-sticky-holder')).not.toBeNull();
  });
});
