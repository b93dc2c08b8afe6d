// The holdings widget against msw: a seller with two units (or a buyer) holding contracts in June and
// July, the calls recorded with their query, and helpers to open the modal and read its table.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { buyer, seller } from '../../src/api/testing/fixtures/enterprise';
import { round } from '../../src/api/testing/fixtures/round';
import type { Schemas } from '../../src/api/testing/fixtures/shared';
import { ids } from '../../src/api/testing/fixtures/shared';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { renderApp, server } from './shellHarness';

/** Waits long enough for the whole app to start in jsdom. */
export const wait = { timeout: 8000 };

type Deal = Schemas['DealVolumeAndPrice'];
type Series = Schemas['HoldingByEnterprise'];

/** The queries the fake server saw, per call. */
export interface HoldingCalls {
  holdings: Array<Record<string, string>>;
  chart: Array<Record<string, string>>;
}

/** Volume of a unit in an hour: unit, month and hour tell the cells apart. */
export const volumeOf = (unitId: number, month: number, hour: number) =>
  (unitId % 100) * 10 + month + hour / 8;

const deals = (units: Array<[number, string]>, month: number, scale: number): Deal[] =>
  units.flatMap(([unitId, unitName]) =>
    Array.from({ length: 24 }, (_, timeId) => {
      const volume = volumeOf(unitId, month, timeId) * scale;
      return { unitId, unitName, timeId, volume, price: 400.125, money: volume * 400.125, month };
    }),
  );

/** The series as the server lists them: total first, then each trade type. */
function holdings(isBuyer: boolean, month: number): Series[] {
  const units: Array<[number, string]> = isBuyer
    ? [[buyer.id, buyer.name]]
    : [
        [ids.coalUnitId, '东方 1 号机组'],
        [ids.windUnitId, '东方风电场'],
      ];
  return [
    { tradeType: 0, tradeTypeName: '合计', longDealVolumeAndPrice: deals(units, month, 2) },
    {
      tradeType: 15,
      tradeTypeName: '省内集中竞价',
      longDealVolumeAndPrice: deals(units, month, 1),
    },
    {
      tradeType: 115,
      tradeTypeName: '省间集中竞价',
      longDealVolumeAndPrice: deals(units, month, 1),
    },
  ];
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Serves a course with June and July rounds, the enterprise, its holdings and net power. */
export function serveHoldings(
  options: { isBuyer?: boolean; failing?: boolean } = {},
): HoldingCalls {
  const calls: HoldingCalls = { holdings: [], chart: [] };
  const enterprise = options.isBuyer ? buyer : seller;
  const july = { ...round, id: 2002, name: '7 月月度集中竞价', month: 7, months: [7] };
  server.use(
    http.get(`${testApiBaseUrl}/api/app/enterpriseApi/courseEnterprise`, () =>
      HttpResponse.json({ items: [enterprise], totalCount: 1 }),
    ),
    http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
      HttpResponse.json({ items: [round, july], totalCount: 2 }),
    ),
    http.get(
      `${testApiBaseUrl}/api/app/reportHelp/longDealAllDataByEnterpriseNew`,
      ({ request }) => {
        const query = queryOf(request);
        calls.holdings.push(query);
        if (options.failing)
          return HttpResponse.json({ error: { message: '服务器内部错误' } }, { status: 500 });
        const items = holdings(options.isBuyer === true, Number(query.month));
        return HttpResponse.json({ items, totalCount: items.length });
      },
    ),
    http.get(`${testApiBaseUrl}/api/app/reportHelp/longDealChartCountData`, ({ request }) => {
      const query = queryOf(request);
      calls.chart.push(query);
      const items = Array.from({ length: 24 }, (_, timeId) => ({
        timeId,
        volume: timeId < 12 ? 5.5 : -2.25,
      }));
      return HttpResponse.json({ items, totalCount: 24 });
    }),
  );
  return calls;
}

/** The floating button, when shown. */
export const holdingsButton = () =>
  screen.queryByText('我的持仓', { selector: 'button span' })?.closest('button') ?? null;

/** The open modal. */
export const modal = () => document.querySelector<HTMLElement>('.ant-modal') as HTMLElement;

/** Opens the app at `path`, waits for the button and opens the modal. */
export async function openHoldings(path = '/user/settlementMonths') {
  renderApp(path);
  await waitFor(() => expect(holdingsButton()).toBeTruthy(), wait);
  fireEvent.click(holdingsButton() as HTMLElement);
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), wait);
}

/** The table's body rows as cell texts (antd draws a fixed header in a table of its own). */
export function bodyRows(): string[][] {
  const rows = modal()?.querySelectorAll('tr.ant-table-row') ?? [];
  return [...rows].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
}

/** The table's header cell texts. */
export function headerCells(): string[] {
  const row = modal()?.querySelector('.ant-table-thead tr');
  return [...(row?.querySelectorAll('th') ?? [])].map((th) => th.textContent ?? '');
}

/** Picks `label` in the modal's select named `name`. */
export async function pick(name: string, label: string) {
  await userEvent.click(within(modal()).getByRole('combobox', { name }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === label,
    );
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  await userEvent.click(option);
}
