// The monitor screen (/screen/monitor, src/pages/monitor) in the whole app against msw: outside the
// main layout, the course name and clock, the counters, each round's status tag and declared progress,
// the per-round chart and the totals by trade type computed from the mocked overview, the refresh on
// the updateRound push, the empty course, no course entered, and a server error.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authFixtures } from '../../src/api/testing/fixtures/auth';
import { course } from '../../src/api/testing/fixtures/course';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { interRound, list, openRound, wait } from './centerTradeHarness';
import {
  answerError,
  answerOverview,
  bilateralRound,
  overviewOf,
  roundOverview,
  storeOverviewCourse,
  type RoundOverview,
} from './overviewHarness';
import { renderAdmin } from './adminHarness';
import { fakeRealtime, renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const rounds = [
  roundOverview(openRound, { declaredCount: 3, enterpriseCount: 8 }),
  roundOverview(bilateralRound, {
    declaredCount: 8,
    clearedVolume: 1500,
    averagePrice: 410.5,
    money: 615750,
  }),
  roundOverview(interRound, {
    status: 1,
    declaredCount: 5,
    enterpriseCount: 8,
    clearedVolume: 500,
    averagePrice: 380,
    money: 190000,
  }),
];

const counter = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/^\d+$/).textContent;
const round = (name: string) => screen.getByRole('listitem', { name });
const cellsOf = (rows: Iterable<Element>) =>
  [...rows].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));

describe('the monitor screen', () => {
  it('shows the course name, a clock and the counters outside the main layout', async () => {
    storeOverviewCourse();
    answerOverview(overviewOf(rounds));
    renderApp('/screen/monitor');
    const title = await screen.findByRole('heading', { level: 1 }, wait);
    expect(title.textContent).toContain(course.name);
    expect(title.textContent).toContain('监控大屏');
    expect(screen.getByLabelText('当前时间').textContent).toMatch(
      /^\d{4}年\d{1,2}月\d{1,2}日 星期[日一二三四五六] \d{2}:\d{2}:\d{2}$/,
    );
    await screen.findByRole('group', { name: '学员数' }, wait);
    expect(counter('学员数')).toBe('12');
    expect(counter('企业数')).toBe('8');
    expect(counter('轮次数')).toBe('3');
    // Status 0 (交易中) and 1 (申报中) both take declarations.
    expect(counter('交易中轮次')).toBe('2');
    // No header, side menu or breadcrumb of the main layout.
    expect(screen.queryByTestId('header-course')).toBeNull();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
  });

  it('shows each round’s status tag, declared progress and cleared figures', async () => {
    storeOverviewCourse();
    answerOverview(overviewOf(rounds));
    renderApp('/screen/monitor');
    await screen.findByRole('listitem', { name: openRound.name }, wait);
    expect(within(round(openRound.name)).getByTestId('round-status').textContent).toBe('交易中');
    expect(within(round(bilateralRound.name)).getByTestId('round-status').textContent).toBe(
      '停止报价',
    );
    expect(within(round(interRound.name)).getByTestId('round-status').textContent).toBe('申报中');
    // Declared over enterprises: 3/8 is 38 %, 8/8 is 100 %, 5/8 is 63 %.
    const progress = (name: string) =>
      within(round(name)).getByRole('progressbar').getAttribute('aria-valuenow');
    expect(progress(openRound.name)).toBe('38');
    expect(progress(bilateralRound.name)).toBe('100');
    expect(progress(interRound.name)).toBe('63');
    expect(within(round(openRound.name)).getByText('已申报 3/8企业')).toBeTruthy();
    expect(round(bilateralRound.name).textContent).toContain(
      '成交 1500.00 MWh · 均价 410.50 元/MWh',
    );
    // A round not cleared yet has no price.
    expect(round(openRound.name).textContent).toContain('成交 0.00 MWh · 均价 -');
  });

  it('words a stopped round as its round type does: spot 停止申报, others 停止报价', async () => {
    storeOverviewCourse();
    const spot = roundOverview(
      { ...openRound, id: openRound.id + 40, name: '3月15日日前现货', type: 11 },
      { status: 2, tradeTypeName: '省内日前现货' },
    );
    answerOverview(overviewOf([...rounds, spot]));
    renderApp('/screen/monitor');
    await screen.findByRole('listitem', { name: spot.name }, wait);
    const tag = within(round(spot.name)).getByTestId('round-status');
    expect(tag.textContent).toBe('停止申报');
    // The same state (orange) as any stopped round.
    expect(tag.querySelector('.state-tag-pending')).not.toBeNull();
    expect(within(round(bilateralRound.name)).getByTestId('round-status').textContent).toBe(
      '停止报价',
    );
  });

  it('sums the rounds by trade type, the price as money over volume, beside the per-round chart', async () => {
    storeOverviewCourse();
    answerOverview(
      overviewOf([
        ...rounds,
        roundOverview(
          { ...openRound, id: openRound.id + 30, name: '7 月月度集中竞价' },
          {
            clearedVolume: 2000,
            averagePrice: 400,
            money: 800000,
          },
        ),
      ]),
    );
    renderApp('/screen/monitor');
    const totals = await screen.findByRole('region', { name: '分交易类型成交合计' }, wait);
    await waitFor(
      () =>
        expect(cellsOf(totals.querySelectorAll('tr.ant-table-row'))).toEqual([
          ['省内双边协商', '1', '1500.00', '615750.00', '410.50'],
          // Two intra-provincial rounds: 800,000 元 over 2,000 MWh (the uncleared one adds nothing).
          ['省内集中竞价', '2', '2000.00', '800000.00', '400.00'],
          ['省间集中竞价', '1', '500.00', '190000.00', '380.00'],
        ]),
      wait,
    );
    const chart = screen.getByRole('figure', { name: '各轮次成交电量与均价' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), wait);
  });

  it('reloads the overview when the updateRound push changes a round', async () => {
    storeOverviewCourse();
    let status: RoundOverview['status'] = 0;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
        HttpResponse.json(list([{ ...openRound, status }, interRound, bilateralRound])),
      ),
      http.get(`${testApiBaseUrl}/api/app/course/:id/overview`, () =>
        HttpResponse.json(overviewOf([roundOverview(openRound, { status })])),
      ),
    );
    const realtime = fakeRealtime();
    renderApp('/screen/monitor', { realtime });
    await screen.findByRole('listitem', { name: openRound.name }, wait);
    expect(within(round(openRound.name)).getByTestId('round-status').textContent).toBe('交易中');
    // Nothing cleared yet: a note instead of empty axes.
    expect(screen.getByText('各轮次尚无成交')).toBeTruthy();
    await waitFor(() => expect(realtime.started).toBe(true), wait);
    // The teacher stops quotation: the hub says the course's rounds changed.
    status = 2;
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course.id, '', 'updateRound'));
    await waitFor(
      () =>
        expect(within(round(openRound.name)).getByTestId('round-status').textContent).toBe(
          '停止报价',
        ),
      wait,
    );
    expect(counter('交易中轮次')).toBe('0');
  });

  it('says so in Chinese when the course has no rounds', async () => {
    storeOverviewCourse();
    answerOverview(overviewOf([]));
    renderApp('/screen/monitor');
    expect(await screen.findByText('本课程暂无交易轮次', {}, wait)).toBeTruthy();
    expect(counter('轮次数')).toBe('0');
    expect(counter('交易中轮次')).toBe('0');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('asks to enter a course first when none is entered', async () => {
    // A user who has not entered any course yet.
    server.use(
      http.get(`${testApiBaseUrl}/api/app/user/userinfo`, () =>
        HttpResponse.json({ ...authFixtures.UserInfo, currentCourseId: null }),
      ),
    );
    renderApp('/screen/monitor');
    expect(
      await screen.findByText('尚未进入课程，请先在“我的仿真”中进入一门课程', {}, wait),
    ).toBeTruthy();
    // Still no course once the session has loaded: the page never asks for an overview.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByText('尚未进入课程，请先在“我的仿真”中进入一门课程')).toBeTruthy();
    expect(screen.getByRole('button', { name: '进入我的仿真' })).toBeTruthy();
  });

  it("shows the course a teacher's link names, and follows that course's data pushes", async () => {
    // A teacher enters no course; the course page links the monitor with ?courseId=.
    server.use(
      http.get(`${testApiBaseUrl}/api/app/user/userinfo`, () =>
        HttpResponse.json({ ...authFixtures.UserInfo, currentCourseId: null }),
      ),
    );
    const asked: string[] = [];
    let overview = overviewOf([roundOverview(openRound, { declaredCount: 3, enterpriseCount: 8 })]);
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course/:id/overview`, ({ params, request }) => {
        // Projected to the class: the teacher asks as the trainees see it.
        asked.push(`${String(params.id)}:${new URL(request.url).searchParams.get('asTrainee')}`);
        return HttpResponse.json({ ...overview, courseId: 77, courseName: '期末对抗赛' });
      }),
    );
    const { push } = renderAdmin('/screen/monitor?courseId=77');
    expect(await screen.findByText('期末对抗赛', {}, wait)).toBeTruthy();
    expect(within(round(openRound.name)).getByText('已申报 3/8企业')).toBeTruthy();
    expect(asked.every((id) => id === '77:true')).toBe(true);
    overview = overviewOf([roundOverview(openRound, { declaredCount: 4, enterpriseCount: 8 })]);
    // Another course's push changes nothing; this course's overview push reloads the board.
    act(() =>
      push.push('titan', 'OnDataChanged', {
        courseId: 78,
        roundId: null,
        operations: ['getCourseOverview'],
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(round(openRound.name)).getByText('已申报 3/8企业')).toBeTruthy();
    act(() =>
      push.push('titan', 'OnDataChanged', {
        courseId: 77,
        roundId: null,
        operations: ['getCourseOverview'],
      }),
    );
    expect(await within(round(openRound.name)).findByText('已申报 4/8企业', {}, wait)).toBeTruthy();
  });

  it('shows the server’s Chinese message with 重试 when the overview fails', async () => {
    storeOverviewCourse();
    answerError('/api/app/course/:id/overview', '课程不存在或已关闭', 404);
    renderApp('/screen/monitor');
    expect(await screen.findByText('加载失败：课程不存在或已关闭', {}, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
