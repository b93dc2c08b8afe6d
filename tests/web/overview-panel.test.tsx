// The data panel (/user/panel, config/screens/overview/user-panel.json) in the whole app against msw:
// the statistic cards and the breakdown by trade type computed from the mocked trades, the course's
// rounds with status tags, declared counts and links, the empty course, and a server error.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { interRound, openRound, wait } from './centerTradeHarness';
import {
  answerError,
  answerOverview,
  answerTrades,
  bilateralRound,
  overviewOf,
  roundOverview,
  storeOverviewCourse,
  trade,
} from './overviewHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

/** The value shown by the statistic card titled `title`. */
const figure = (title: string) =>
  within(screen.getByRole('group', { name: title })).getByText(
    (_, el) => el?.classList.contains('ant-statistic-content') ?? false,
  ).textContent;
const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const cellsOf = (rows: Iterable<Element>) =>
  [...rows].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));

// Two sells in the intra-provincial centralised bidding round, one buy in the bilateral round.
const trades = [
  trade(openRound, 1, 1, 1200, 452.3),
  trade(openRound, 1, 3, 800, 301.5),
  trade(bilateralRound, 0, 2, 500, 400),
];
const rounds = [
  roundOverview(openRound, { declaredCount: 3, enterpriseCount: 8 }),
  roundOverview(bilateralRound, {
    declaredCount: 8,
    clearedVolume: 1500,
    averagePrice: 410.5,
    money: 615750,
  }),
  roundOverview(interRound, { status: 3, declaredCount: 0, enterpriseCount: 0 }),
];

describe('the data panel', () => {
  it('sums the trades into 成交电量, 成交金额, 成交均价 (money over volume) and the rounds traded in', async () => {
    storeOverviewCourse();
    answerTrades(trades);
    answerOverview(overviewOf(rounds));
    renderApp('/user/panel');
    await screen.findByRole('group', { name: '成交电量' }, wait);
    await waitFor(() => expect(figure('成交电量')).toBe('2500.00MWh'), wait);
    // 1200 × 452.3 + 800 × 301.5 + 500 × 400 = 983,960 元 over 2,500 MWh.
    expect(figure('成交金额')).toBe('983960.00元');
    expect(figure('成交均价')).toBe('393.58元/MWh');
    // Traded in 2 of the course's 3 rounds.
    expect(figure('成交轮次 / 课程轮次')).toBe('2 / 3轮');
  });

  it('breaks the trades down by trade type with a 合计 line and a chart', async () => {
    storeOverviewCourse();
    answerTrades(trades);
    answerOverview(overviewOf(rounds));
    renderApp('/user/panel');
    await screen.findByText('分交易类型成交', { selector: '.ant-card-head-title' }, wait);
    const breakdown = card('分交易类型成交');
    await waitFor(
      () =>
        expect(cellsOf(breakdown.querySelectorAll('tr.ant-table-row'))).toEqual([
          ['省内双边协商', '500.00', '0.00', '500.00', '200000.00', '400.00'],
          // (542,760 + 241,200) / 2,000 MWh = 391.98 元/MWh.
          ['省内集中竞价', '0.00', '2000.00', '2000.00', '783960.00', '391.98'],
        ]),
      wait,
    );
    expect(cellsOf(breakdown.querySelectorAll('tfoot tr, .ant-table-summary tr'))).toContainEqual([
      '合计',
      '500.00',
      '2000.00',
      '2500.00',
      '983960.00',
      '393.58',
    ]);
    // echarts loads on demand and draws the chart (SVG in jsdom).
    const chart = within(breakdown).getByRole('figure', { name: '分交易类型成交' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), wait);
  });

  it('lists the rounds with status tags, 已申报 x/y企业, cleared figures and links to their pages', async () => {
    storeOverviewCourse();
    answerTrades(trades);
    answerOverview(overviewOf(rounds));
    renderApp('/user/panel');
    await screen.findByText('课程交易轮次', { selector: '.ant-card-head-title' }, wait);
    const list = card('课程交易轮次');
    await waitFor(() => expect(list.querySelectorAll('tr.ant-table-row')).toHaveLength(3), wait);
    const [open, bilateral, inter] = cellsOf(list.querySelectorAll('tr.ant-table-row'));
    expect(open).toEqual([
      openRound.name,
      '省内集中竞价',
      '月度 2025年6月',
      '交易中',
      '已申报 3/8企业',
      '0.00',
      '-',
      '集中竞价集中竞价结果',
    ]);
    expect(bilateral?.slice(2, 8)).toEqual([
      '月度 2025年6月',
      '停止报价',
      '已申报 8/8企业',
      '1500.00',
      '410.50',
      '双边协商双边协商结果',
    ]);
    // An inter-provincial round links to the inter-provincial pages; no enterprise means 0 declared.
    expect(inter?.slice(3, 5)).toEqual(['申报结束', '已申报 0/0企业']);
    expect(inter?.[7]).toBe('集中竞价集中竞价结果');
    const links = within(list.querySelectorAll('tr.ant-table-row')[2] as HTMLElement);
    expect(links.getByRole('link', { name: '集中竞价结果' }).getAttribute('href')).toBe(
      `/user/centerTradeProvinceResult/${interRound.id}?isProvince=1&type=15`,
    );
    // A link opens the round's own trade page (the round selector's deep link).
    fireEvent.click(within(list).getAllByRole('link', { name: '集中竞价' })[0]!);
    await waitFor(() => expect(window.location.pathname).toBe(`/user/centerTrade/${openRound.id}`));
    expect(window.location.search).toBe('?isTrade=1&type=15');
  });

  it('gives 交易申报 (/user/trade/table/:id) the same round table with its entry links', async () => {
    storeOverviewCourse();
    // A stopped day-ahead round reads 停止申报, as its teacher step says, where others say 停止报价.
    const spot = {
      ...openRound,
      id: openRound.id + 30,
      name: '日前现货',
      type: 11 as const,
      cycle: 3 as const,
      status: 2 as const,
    };
    answerOverview(overviewOf([...rounds, roundOverview(spot, { day: 15 })]));
    renderApp(`/user/trade/table/${Date.now()}`);
    await screen.findByText('课程交易轮次', { selector: '.ant-card-head-title' }, wait);
    const list = card('课程交易轮次');
    await waitFor(() => expect(list.querySelectorAll('tr.ant-table-row')).toHaveLength(4), wait);
    const statuses = cellsOf(list.querySelectorAll('tr.ant-table-row')).map((row) => row[3]);
    expect(statuses).toEqual(['交易中', '停止报价', '申报结束', '停止申报']);
    expect(screen.queryByText(/正在建设中/)).toBeNull();
    fireEvent.click(within(list).getAllByRole('link', { name: '双边协商' })[0]!);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/user/transaction/${bilateralRound.id}`),
    );
  });

  it('says so in Chinese when the course has no rounds and the enterprise no trades', async () => {
    storeOverviewCourse();
    answerTrades([]);
    answerOverview(overviewOf([]));
    renderApp('/user/panel');
    expect(await screen.findByText('本课程暂无交易轮次', {}, wait)).toBeTruthy();
    expect(await screen.findByText('暂无成交记录', {}, wait)).toBeTruthy();
    await waitFor(() => expect(figure('成交电量')).toBe('0.00MWh'), wait);
    // No volume, no price: a dash rather than 0 or NaN.
    expect(figure('成交均价')).toBe('-');
    expect(figure('成交轮次 / 课程轮次')).toBe('0 / 0轮');
  });

  it('shows the server’s Chinese message with 重试 when the calls fail', async () => {
    storeOverviewCourse();
    answerError('/api/app/trade/mine', '您没有查看该企业成交的权限', 403);
    answerError(`/api/app/course/:id/overview`, '课程概览暂时无法生成');
    renderApp('/user/panel');
    expect(
      (await screen.findAllByText('加载失败：您没有查看该企业成交的权限', {}, wait)).length,
    ).toBeGreaterThan(0);
    const rounds = card('课程交易轮次');
    await waitFor(
      () => expect(within(rounds).getByText('加载失败：课程概览暂时无法生成')).toBeTruthy(),
      wait,
    );
    expect(within(rounds).getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
