// The rolling-matching result and listing-order screens (config/screens/rollingMatching/
// user-compoundResult.json, user-compound-order.json) in the whole app against msw: 未生成 while the
// readiness answer is falsy, the result tables once it is ready, and the waiting, cancelled and own
// orders of the listing-order page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { answerGet, list, seller, storeCourseState } from './centerTradeHarness';
import { answerInTurn, hourlyRound, monthlyRound, order } from './rollingMatchingHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
const wait = { timeout: 20_000 };
// The result tables are the first table blocks this file draws: their modules load (and, under vitest,
// are transformed) then. With the other web files running beside it on two cores that step took over
// 20 s once in CI (a5ff965), while the whole test takes ~9 s alone.
const firstTables = { timeout: 45_000 };

function card(title: string): HTMLElement {
  const head = screen.getByText(title, { selector: '.ant-card-head-title' });
  return head.closest('.ant-card') as HTMLElement;
}
const rowsOf = (element: HTMLElement) =>
  [...element.querySelectorAll('tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );

const trade = (id: number, price: number, volume: number) => ({
  id,
  roundId: monthlyRound.id,
  objId: 1,
  timeId: null,
  price,
  volume,
  creationTime: '2026-03-01T10:15:00',
});

function answerResults() {
  answerGet(
    '/api/app/listingResult',
    list([
      {
        enterpriseId: seller.id,
        objId: 1,
        timeId: null,
        direction: 1,
        volume: 20,
        price: 418.25,
        money: 8365,
      },
    ]),
  );
  answerGet('/api/app/listing/trades', list([trade(1, 418, 12), trade(2, 418.12, 8)]));
  answerGet(
    '/api/app/listing/24Quotas',
    list(
      Array.from({ length: 24 }, (_, hour) => ({
        id: hour + 1,
        roundId: monthlyRound.id,
        entityId: seller.id,
        timeId: hour,
        upper: 10,
        used: hour === 8 ? 2.5 : 0,
        freezed: 0,
      })),
    ),
  );
}

describe('result screen', () => {
  it(
    'says 未生成 while readiness is falsy and shows the result tables after 获取结果',
    slow,
    async () => {
      answerInTurn(`/api/app/resultReadiness/rollingMatching/${monthlyRound.id}`, [
        { code: 0, message: '' },
        { code: 1, message: '' },
      ]);
      answerResults();
      storeCourseState({ rounds: [monthlyRound, hourlyRound], round: monthlyRound });
      renderApp(`/user/compoundResult/${monthlyRound.id}?type=3&cycle=1`);
      expect(await screen.findByText('滚动撮合结果尚未生成，请稍后查询', {}, wait)).toBeTruthy();
      expect(screen.queryByText('本企业成交结果')).toBeNull();
      fireEvent.click(screen.getByText('获取结果'));
      expect(await screen.findByText('本企业成交结果', {}, firstTables)).toBeTruthy();
      await waitFor(
        () =>
          expect(rowsOf(card('本企业成交结果'))).toEqual([
            ['峰', '卖出', '20.00', '418.25', '8365.00'],
          ]),
        wait,
      );
      await waitFor(() => expect(rowsOf(card('市场成交汇总'))).toHaveLength(2), wait);
      // Prices in the round's 2 decimals (its declaration rules).
      expect(rowsOf(card('市场成交汇总'))[1]!.slice(0, 3)).toEqual(['峰', '418.12', '8.00']);
      await waitFor(() => expect(rowsOf(card('24 小时交易额度'))).toHaveLength(24), wait);
      // Quota figures to 4 decimals, as the quota remaining of spec section 9.
      expect(rowsOf(card('24 小时交易额度'))[8]).toEqual([
        '08:00-09:00',
        '10.0000',
        '2.5000',
        '0.0000',
      ]);
      // Every result table offers its Excel export.
      expect(card('本企业成交结果').textContent).toContain('导出');
    },
  );
});

describe('listing orders screen', () => {
  it('lists waiting, cancelled and own orders of the round in tabs', slow, async () => {
    answerGet('/api/app/listing/waitOrders', list([order(31, { openVolume: 30 })]));
    answerGet(
      '/api/app/canceledListing',
      list([
        {
          id: 5,
          orderId: 29,
          roundId: monthlyRound.id,
          volume: 7.5,
          price: 430,
          objId: 1,
          timeId: null,
          cancelledBySystem: true,
          creationTime: '2026-03-01T11:00:00',
        },
      ]),
    );
    answerGet(
      '/api/app/listing/mine',
      list([
        order(29, { status: 3 }),
        order(31),
        order(32, { status: 2, dealVolume: 50 }),
        // A take the session end's pro-rata allocation gave 16.67 of 50: the rest is cancelled.
        order(33, {
          orderType: 2,
          status: 4,
          dealVolume: 16.67,
          openVolume: 0,
          cancelVolume: 33.33,
        }),
      ]),
    );
    storeCourseState({ rounds: [monthlyRound], round: monthlyRound });
    renderApp('/user/compound/order');
    const waiting = await screen.findByText('等待成交', { selector: '.ant-tabs-tab-btn' }, wait);
    expect(waiting).toBeTruthy();
    await waitFor(
      () => expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(1),
      wait,
    );
    expect(screen.getByText('撤单')).toBeTruthy();
    fireEvent.click(screen.getByText('已撤单', { selector: '.ant-tabs-tab-btn' }));
    expect(await screen.findByText('430.00', {}, wait)).toBeTruthy();
    // The book the volume left: its 时段 column as in the other tabs.
    const cancelled = screen.getByText('430.00').closest('tr')!;
    expect(cancelled.querySelectorAll('td')[1]!.textContent).toBe('峰');
    expect(screen.getByText('7.50')).toBeTruthy();
    fireEvent.click(screen.getByText('全部委托', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(screen.getAllByText('已撤销').length).toBeGreaterThan(0), wait);
    expect(screen.getAllByText('全部成交').length).toBeGreaterThan(0);
    expect(screen.getByText('部分成交（余量已撤销）')).toBeTruthy();
  });
});
