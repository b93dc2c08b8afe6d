// The enterprise-info screen (config/screens/user-assets.json) names provinces: its `province`
// columns show the course's province names in the table and in the Excel export, never the key.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { course } from '../../src/api/testing/fixtures/course';
import { contractHandlers } from '../../src/api/testing/handlers';
import { screens } from '../../src/engine/config/screens';
import { Page } from '../../src/engine/Page';
import { renderWithEngine, server, testBindings } from './engineHarness';

configure({ asyncUtilTimeout: 8000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// The fixture course names province '1' 甲省; its units and loads are in province '1'.
const bindings = { ...testBindings, course: { ...course } };
const cardOf = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
const provinceCells = (card: HTMLElement) => {
  const header = [...card.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
  const index = header.indexOf('省份');
  return [...card.querySelectorAll('tr.ant-table-row')].map(
    (tr) => tr.querySelectorAll('td')[index]?.textContent,
  );
};

describe('province names on the enterprise-info screen', () => {
  it(
    'shows a seller the province name of each generator, also in the export',
    { timeout: 30_000 },
    async () => {
      server.use(...contractHandlers());
      let blob: Blob | undefined;
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
        blob = b as Blob;
        return 'blob:x';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      renderWithEngine(<Page screen={screens['user-assets']!} />, {
        rules: { isSeller: true },
        bindings,
      });
      const card = await cardOf('发电机组');
      await within(card).findByText('东方风电场');
      expect(provinceCells(card)).toEqual(['甲省', '甲省']);
      await userEvent.click(within(card).getByRole('button', { name: /导出Excel/ }));
      await waitFor(() => expect(blob).toBeDefined());
      const book = XLSX.read(new Uint8Array(await blob!.arrayBuffer()), { type: 'array' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
        header: 1,
      });
      const column = rows[0]!.indexOf('省份');
      expect(rows.slice(1).map((r) => r[column])).toEqual(['甲省', '甲省']);
    },
  );

  it('shows a buyer the province name of each load', { timeout: 30_000 }, async () => {
    server.use(...contractHandlers());
    renderWithEngine(<Page screen={screens['user-assets']!} />, {
      rules: { isBuyer: true },
      bindings,
    });
    const card = await cardOf('负荷');
    await within(card).findByText('城南工业园负荷');
    expect(provinceCells(card)).toEqual(['甲省']);
  });
});
