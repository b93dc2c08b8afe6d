// Excel export: pressing the table's export button writes a workbook whose cells match the table as shown
// (header titles, formatted value types), read back with xlsx.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import type { components } from '../../src/api/schema.gen';
import { apiHttp } from '../../src/api/testing/http';
import { BlockList } from '../../src/engine/BlockList';
import type { Block } from '../../src/engine/config/block';
import { renderWithEngine, server } from './engineHarness';

configure({ asyncUtilTimeout: 8000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const rows: components['schemas']['CenterTradeResult'][] = [
  {
    roundId: 7,
    objId: 1,
    objName: '峰',
    direction: 1,
    clearedPrice: 412.345,
    clearedVolume: 120.5,
    declaredVolume: 150,
  },
  {
    roundId: 7,
    objId: 3,
    objName: '谷',
    direction: 0,
    clearedPrice: 301,
    clearedVolume: 80.456,
    declaredVolume: 90.1,
  },
];

const table: Block = {
  type: 'table',
  source: { operation: 'getCenterTradeResults', params: { roundId: { from: 'round.id' } } },
  exportFileName: '集中竞价结果',
  columns: [
    { field: 'objName', title: '交易时段' },
    { field: 'direction', title: '方向', valueType: 'direction' },
    { field: 'declaredVolume', title: '申报电量(MWh)', valueType: 'volume' },
    { field: 'clearedVolume', title: '成交电量(MWh)', valueType: 'volume' },
    { field: 'clearedPrice', title: '成交价格(元/MWh)', valueType: 'price' },
  ],
};

describe('table Excel export', () => {
  it('writes a workbook whose cells match the table cells', { timeout: 30_000 }, async () => {
    server.use(
      apiHttp.get('/api/app/centerTrade/results', ({ response }) =>
        response(200).json({ items: rows, totalCount: rows.length }),
      ),
    );
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:workbook';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = renderWithEngine(<BlockList blocks={[table]} />);
    await screen.findByText('峰');
    // Read the first header row (a wide table’s sticky header is drawn in its own table) and the data rows.
    const texts = (cells: Iterable<Element>) => [...cells].map((c) => c.textContent ?? '');
    const header = container.querySelector('.ant-table-thead tr');
    const body = [...container.querySelectorAll('tr.ant-table-row')];
    const shown = [
      texts(header?.querySelectorAll('th') ?? []),
      ...body.map((tr) => texts(tr.querySelectorAll('td'))),
    ];

    await userEvent.click(screen.getByRole('button', { name: /导出Excel/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const book = XLSX.read(new Uint8Array(await blobs[0]!.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const cells = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(shown).toEqual([
      ['交易时段', '方向', '申报电量(MWh)', '成交电量(MWh)', '成交价格(元/MWh)'],
      ['峰', '卖出', '150.00', '120.50', '412.35'],
      ['谷', '买入', '90.10', '80.46', '301.00'],
    ]);
    expect(cells).toEqual(shown);
    // Numbers stay numbers in the workbook, rounded as the table shows them.
    expect(sheet['E2']).toMatchObject({ t: 'n', v: 412.35 });
  });
});
