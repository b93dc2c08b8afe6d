// Shared set-up of the 我的交易 tests: a seller's cleared lines in three rounds (a monthly centralised
// bidding sale, a rolling-matching purchase and a day-ahead spot day), and getMyTrades answered by msw
// with the queries it was asked recorded.
import type { components } from '../../src/api/schema.gen';
import { apiHttp } from '../../src/api/testing/http';
import { server } from './shellHarness';

/** One line of getMyTrades. */
export type MyTrade = components['schemas']['MyTrade'];

const base = {
  year: 2026,
  month: 3,
  unitId: 501,
  unitName: '东方 1 号机组',
} as const;

/** A line of round `roundId`; volume × price makes the money. */
function line(
  roundId: number,
  series: { tradeType: number; tradeTypeName: string; roundName: string },
  days: [number, number],
  direction: 0 | 1,
  time: [number, string],
  volume: number,
  price: number,
): MyTrade {
  return {
    ...base,
    ...series,
    id: `${roundId}-${base.unitId}-${direction}-${time[0]}`,
    roundId,
    firstDay: days[0],
    lastDay: days[1],
    direction,
    timeId: time[0],
    timeName: time[1],
    volume,
    price,
    money: volume * price,
  };
}

const bidding = { tradeType: 15, tradeTypeName: '省内集中竞价', roundName: '3 月集中竞价' };
const rolling = { tradeType: 3, tradeTypeName: '省内滚动撮合', roundName: '3 月滚动撮合' };
const spot = { tradeType: 11, tradeTypeName: '省内现货', roundName: '3 月 15 日现货' };

/** The seller's lines, in the server's round order. */
export const sellerTrades: MyTrade[] = [
  line(2001, bidding, [1, 31], 1, [1, '峰'], 100, 400),
  line(2001, bidding, [1, 31], 1, [3, '谷'], 50, 300),
  line(2002, rolling, [1, 31], 0, [2, '平'], 20, 350),
  line(2003, spot, [15, 15], 1, [8, '08:00-09:00'], 30, 320.5),
];

/** Answers getMyTrades with `items` for the rest of the test; returns the queries it was asked. */
export function answerMyTrades(items: MyTrade[]): Record<string, string>[] {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHttp.get('/api/app/trade/mine', ({ request, response }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json({ items, totalCount: items.length });
    }),
  );
  return asked;
}

/** The text of each cell of each body row under `el`. */
export const rowsOf = (el: Element) =>
  [...el.querySelectorAll('tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );

/** The label/value pairs of the bordered descriptions labelled `label` under `el`. */
export function descriptionsOf(el: Element, label: string): Record<string, string> {
  const list = el.querySelector(`[aria-label="${label}"]`);
  if (!list) throw new Error(`没有 ${label}`);
  const pairs: Record<string, string> = {};
  for (const th of list.querySelectorAll('th.ant-descriptions-item-label')) {
    pairs[th.textContent ?? ''] = th.nextElementSibling?.textContent ?? '';
  }
  return pairs;
}
