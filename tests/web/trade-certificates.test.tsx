// 我的交易 · 交易凭证 (/user/cert/:id, config/screens/overview/user-cert.json and the
// tradeCertificates widget) in the whole app against msw: one certificate per round, in round order,
// stating the round, series, enterprise and delivery period with its lines and totals, from one
// unfiltered getMyTrades call; and the empty state when nothing cleared.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course } from '../../src/api/testing/fixtures/course';
import '../../src/widgets/register';
import { seller, storeCourseState, wait } from './centerTradeHarness';
import { answerMyTrades, descriptionsOf, rowsOf, sellerTrades } from './myTradesHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 60_000 };

/** The certificate cards, in page order. */
const certificates = () => [...document.querySelectorAll<HTMLElement>('.trade-certificate')];

describe('the trade certificates page', () => {
  it('groups the lines by round into one certificate each, in round order', slow, async () => {
    const asked = answerMyTrades(sellerTrades);
    storeCourseState({ enterprise: seller });
    renderApp('/user/cert/0');
    await waitFor(() => expect(certificates()).toHaveLength(3), wait);
    // One call without series or round: the grouping is done in the browser.
    expect(asked.at(-1)).toEqual({ courseId: String(course.id), enterpriseId: String(seller.id) });
    expect(certificates().map((c) => c.getAttribute('aria-label'))).toEqual([
      '交易凭证 3 月集中竞价',
      '交易凭证 3 月滚动撮合',
      '交易凭证 3 月 15 日现货',
    ]);
    expect(certificates().map((c) => rowsOf(c).length)).toEqual([2, 1, 1]);
  });

  it('states the round, series, enterprise, delivery period, lines and totals', slow, async () => {
    answerMyTrades(sellerTrades);
    storeCourseState({ enterprise: seller });
    renderApp('/user/cert/0');
    await waitFor(() => expect(certificates()).toHaveLength(3), wait);
    const [bidding, , spot] = certificates();
    expect(within(bidding!).getByText('交易凭证')).toBeTruthy();
    const facts = (el: HTMLElement) =>
      Object.fromEntries(
        [...el.querySelectorAll('.ant-descriptions:not([aria-label]) th')].map((th) => [
          th.textContent,
          th.nextElementSibling?.textContent,
        ]),
      );
    expect(facts(bidding!)).toEqual({
      交易名称: '3 月集中竞价',
      交易类型: '省内集中竞价',
      交易主体: seller.name,
      交割期: '2026年3月1日–31日',
    });
    expect(rowsOf(bidding!)).toEqual([
      ['东方 1 号机组', '卖出', '峰', '100.00', '400.00', '40000.00'],
      ['东方 1 号机组', '卖出', '谷', '50.00', '300.00', '15000.00'],
    ]);
    expect(descriptionsOf(bidding!, '合计')).toEqual({
      '卖出电量(MWh)': '150.00',
      '卖出金额(元)': '55000.00',
      '卖出均价(元/MWh)': '366.67',
    });
    expect(facts(spot!)['交割期']).toBe('2026年3月15日');
    expect(screen.getByRole('button', { name: /打印凭证/ })).toBeTruthy();
  });

  it('says 暂无成交记录 when nothing cleared', slow, async () => {
    answerMyTrades([]);
    storeCourseState({ enterprise: seller });
    renderApp('/user/cert/0');
    expect(
      await screen.findByText('暂无成交记录，交易出清后将在此生成交易凭证', {}, wait),
    ).toBeTruthy();
    expect(certificates()).toHaveLength(0);
    expect((screen.getByRole('button', { name: /打印凭证/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
