// 我的交易 (/user/business/:id, config/screens/overview/user-business.json and the myTrades widget) in
// the whole app against msw: the lines of the current enterprise with their formatted cells, the series
// filter taken from the address's tradeType, the round filter, the totals per direction, the Excel
// export button, and the empty state when nothing cleared.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course } from '../../src/api/testing/fixtures/course';
import '../../src/widgets/register';
import { seller, storeCourseState, wait } from './centerTradeHarness';
import { answerMyTrades, descriptionsOf, rowsOf, sellerTrades } from './myTradesHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 60_000 };

/** The card of the widget (its block title is 成交记录). */
const card = () =>
  screen.getByText('成交记录', { selector: '.ant-card-head-title' }).closest('.ant-card')!;

/** Opens the page at `query` and waits for its table (or its empty state). */
async function open(query = '') {
  storeCourseState({ enterprise: seller });
  renderApp(`/user/business/0${query}`);
  await screen.findByText('成交记录', { selector: '.ant-card-head-title' }, wait);
}

/** Picks `option` in the select labelled `label`. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(within(card() as HTMLElement).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

describe('the 我的交易 page', () => {
  it(
    'asks for the current enterprise in the course and lists every line formatted',
    slow,
    async () => {
      const asked = answerMyTrades(sellerTrades);
      await open();
      await waitFor(() => expect(rowsOf(card())).toHaveLength(4), wait);
      expect(asked.at(-1)).toEqual({
        courseId: String(course.id),
        enterpriseId: String(seller.id),
      });
      expect(rowsOf(card())).toEqual([
        [
          '3 月集中竞价',
          '省内集中竞价',
          '3月1日–31日',
          '东方 1 号机组',
          '卖出',
          '峰',
          '100.00',
          '400.00',
          '40000.00',
        ],
        [
          '3 月集中竞价',
          '省内集中竞价',
          '3月1日–31日',
          '东方 1 号机组',
          '卖出',
          '谷',
          '50.00',
          '300.00',
          '15000.00',
        ],
        [
          '3 月滚动撮合',
          '省内滚动撮合',
          '3月1日–31日',
          '东方 1 号机组',
          '买入',
          '平',
          '20.00',
          '350.00',
          '7000.00',
        ],
        [
          '3 月 15 日现货',
          '省内现货',
          '3月15日',
          '东方 1 号机组',
          '卖出',
          '08:00-09:00',
          '30.00',
          '320.50',
          '9615.00',
        ],
      ]);
      expect(screen.getByRole('heading', { name: '我的交易' })).toBeTruthy();
    },
  );

  it(
    'sums volume and money per direction with the volume-weighted average price',
    slow,
    async () => {
      answerMyTrades(sellerTrades);
      await open();
      await waitFor(() => expect(rowsOf(card())).toHaveLength(4), wait);
      expect(descriptionsOf(card(), '成交汇总')).toEqual({
        '买入电量(MWh)': '20.00',
        '买入金额(元)': '7000.00',
        '买入均价(元/MWh)': '350.00',
        '卖出电量(MWh)': '180.00',
        '卖出金额(元)': '64615.00',
        // (40000 + 15000 + 9615) / 180
        '卖出均价(元/MWh)': '358.97',
      });
    },
  );

  it(
    'starts on the series the address names (tradeType=15) and can go back to every series',
    slow,
    async () => {
      answerMyTrades(sellerTrades);
      await open('?tradeType=15');
      await waitFor(() => expect(rowsOf(card())).toHaveLength(2), wait);
      expect(rowsOf(card()).map((r) => r[1])).toEqual(['省内集中竞价', '省内集中竞价']);
      expect(within(card() as HTMLElement).getByTitle('省内集中竞价')).toBeTruthy();
      // The totals follow the filter: only the bidding sale.
      expect(descriptionsOf(card(), '成交汇总')).toEqual({
        '卖出电量(MWh)': '150.00',
        '卖出金额(元)': '55000.00',
        '卖出均价(元/MWh)': '366.67',
      });
      await pick('交易类型', '全部交易类型');
      await waitFor(() => expect(rowsOf(card())).toHaveLength(4), wait);
    },
  );

  it(
    'starts on the market the address names (type=11), tagged, and shows every market once the tag is closed',
    slow,
    async () => {
      answerMyTrades(sellerTrades);
      await open('?type=11');
      await waitFor(() => expect(rowsOf(card())).toHaveLength(1), wait);
      expect(rowsOf(card())[0]?.[1]).toBe('省内现货');
      const tag = within(card() as HTMLElement).getByText('仅看现货');
      // The series choices are the market's only.
      fireEvent.mouseDown(within(card() as HTMLElement).getByLabelText('交易类型'));
      await waitFor(() =>
        expect(
          [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
            o.getAttribute('title'),
          ),
        ).toEqual(['全部交易类型', '省内现货']),
      );
      fireEvent.keyDown(within(card() as HTMLElement).getByLabelText('交易类型'), {
        key: 'Escape',
      });
      fireEvent.click(tag.closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!);
      await waitFor(() => expect(rowsOf(card())).toHaveLength(4), wait);
      expect(within(card() as HTMLElement).queryByText('仅看现货')).toBeNull();
    },
  );

  it('offers only the series and rounds the lines hold, and filters by round', slow, async () => {
    answerMyTrades(sellerTrades);
    await open();
    await waitFor(() => expect(rowsOf(card())).toHaveLength(4), wait);
    fireEvent.mouseDown(within(card() as HTMLElement).getByLabelText('交易类型'));
    const titles = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() =>
      expect(titles()).toEqual(['全部交易类型', '省内滚动撮合', '省内现货', '省内集中竞价']),
    );
    fireEvent.keyDown(within(card() as HTMLElement).getByLabelText('交易类型'), { key: 'Escape' });
    await pick('轮次', '3 月 15 日现货');
    await waitFor(() => expect(rowsOf(card())).toHaveLength(1), wait);
    expect(rowsOf(card())[0]?.[5]).toBe('08:00-09:00');
  });

  it('has an enabled Excel export button while lines are shown', slow, async () => {
    answerMyTrades(sellerTrades);
    await open();
    await waitFor(() => expect(rowsOf(card())).toHaveLength(4), wait);
    const button = within(card() as HTMLElement).getByRole('button', { name: /导出Excel/ });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('says 暂无成交记录 when nothing cleared, with the export disabled', slow, async () => {
    answerMyTrades([]);
    await open();
    expect(
      await within(card() as HTMLElement).findByText(
        '暂无成交记录，交易出清后将在此列出',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(card().querySelector('tr.ant-table-row')).toBeNull();
    const button = within(card() as HTMLElement).getByRole('button', { name: /导出Excel/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it(
    'says the chosen series has no lines when the address names one that did not clear',
    slow,
    async () => {
      answerMyTrades(sellerTrades);
      await open('?tradeType=115');
      expect(
        await within(card() as HTMLElement).findByText('所选条件下暂无成交记录', {}, wait),
      ).toBeTruthy();
      // The select still names the series, worded as the server words series.
      expect(within(card() as HTMLElement).getByTitle('省间集中竞价')).toBeTruthy();
    },
  );
});
