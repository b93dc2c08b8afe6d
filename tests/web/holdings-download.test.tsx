// The holdings modal's 下载数据 link (spec section 2): an Excel workbook of every unit's table as the
// modal shows it (hour titles, two decimals), through the engine's client-side export; a buyer's has
// no total (合计) rows.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { buyer } from '../../src/api/testing/fixtures/enterprise';
import { modal, openHoldings, serveHoldings, wait } from './holdingsHarness';
import { setupShellServer } from './shellHarness';

setupShellServer();
afterEach(() => vi.restoreAllMocks());

/** Clicks 下载数据 and reads the saved workbook's first sheet as text rows. */
async function download(): Promise<{ name: string; cells: string[][] }> {
  const saved: Array<{ blob: Blob; name: string }> = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:workbook';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ blob, name: this.download });
  });
  fireEvent.click(within(modal()).getByText('下载数据'));
  await waitFor(() => expect(saved).toHaveLength(1), wait);
  const book = XLSX.read(new Uint8Array(await saved[0]!.blob.arrayBuffer()), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return {
    name: saved[0]!.name,
    cells: XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false }),
  };
}

describe('holdings download', () => {
  it(
    "writes every unit's table with hour titles and two decimals",
    { timeout: 30_000 },
    async () => {
      serveHoldings();
      await openHoldings();
      const { name, cells } = await download();
      expect(name).toBe('持仓数据-东方发电有限公司-6月.xlsx');
      expect(cells[0]?.slice(0, 4)).toEqual(['交易单元', '交易类型', '项目', '00:00-01:00']);
      expect(cells[0]).toHaveLength(27);
      // Two units × three series × three measures.
      expect(cells).toHaveLength(1 + 18);
      expect(cells[1]?.slice(0, 5)).toEqual([
        '东方 1 号机组',
        '省内集中竞价',
        '电量(MWh)',
        '16.00',
        '16.13',
      ]);
      expect(cells[10]?.slice(0, 4)).toEqual(['东方风电场', '省内集中竞价', '电量(MWh)', '26.00']);
      expect(cells.filter((r) => r[1] === '合计')).toHaveLength(6);
    },
  );

  it('leaves the total out of a buyer’s download', { timeout: 30_000 }, async () => {
    serveHoldings({ isBuyer: true });
    await openHoldings();
    const { cells } = await download();
    expect(cells).toHaveLength(1 + 6);
    expect(cells.every((r) => r[1] !== '合计')).toBe(true);
    expect(cells[1]?.[0]).toBe(buyer.name);
  });
});
