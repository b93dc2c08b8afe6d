// The settlement report screens (config/screens/settlement/user-report-generator.json and
// user-report-demand.json) in the whole app against msw: not generated until a month is settled,
// the settlement form's call (its year filled in from the course's round), the check again after it,
// the latest month's line items opened without a click (or the month a link names), and the 结算月份
// page leading to the report of the enterprise's side.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { course } from '../../src/api/testing/fixtures/course';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import { buyer, list, seller, storeCourseState, wait } from './centerTradeHarness';
import { openRound, badRequest } from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const row = (unitId: number | null, unitName: string | null, itemName: string, money: number) => ({
  enterpriseId: seller.id,
  enterpriseName: seller.name,
  unitId,
  unitName,
  year: 2026,
  month: 3,
  itemName,
  volume: 100,
  price: money / 100,
  money,
});

/** Months answer empty until the settlement call, then `settled`; returns the bodies it was sent. */
function settleable(
  report: string,
  rows: object[],
  settled = [{ year: 2026, month: 3 }],
  before: object[] = [],
): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/api/app/generatorSettlement/settlementMonth/:courseId`, () =>
      HttpResponse.json(list(bodies.length > 0 ? settled : before)),
    ),
    http.post(
      `${testApiBaseUrl}/api/app/generatorSettlement/executeSettlementByTeach`,
      async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          courseId: course.id,
          year: 2026,
          month: 3,
          enterpriseCount: 1,
        });
      },
    ),
    http.get(`${testApiBaseUrl}${report}`, () => HttpResponse.json(list(rows))),
  );
  return bodies;
}

/** The course's March round: the month the tests settle, one the month picker offers. */
const marchRound = { ...openRound, year: 2026, month: 3, months: [3] };

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const rowsOf = (el: HTMLElement) =>
  [...el.querySelectorAll('tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
/** The settled months: the rows of the card's own table, not those of the report opened under it. */
const monthRows = () => rowsOf(card('已结算月份').querySelector<HTMLElement>('.ant-table')!);

async function settleMarch(): Promise<void> {
  const form = card('月度结算');
  // The year starts as the course's (its current round's) year.
  await waitFor(() =>
    expect((within(form).getByLabelText('年份') as HTMLInputElement).value).toBe('2026'),
  );
  fireEvent.mouseDown(within(form).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('3月'));
  fireEvent.click(within(form).getByRole('button', { name: /结\s*算/ }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
}

describe('the generator settlement report', () => {
  // The first test of the file also loads the screen's chunks: generous on a loaded machine.
  it(
    'says the report is not generated, settles a month, and then shows it by unit',
    { timeout: 60_000 },
    async () => {
      const bodies = settleable('/api/app/generatorSettlement', [
        row(501, '东方 1 号机组', '省内集中竞价', 40_000),
        row(501, '东方 1 号机组', '合计', 43_450),
        row(null, '全部机组', '合计', 43_450),
      ]);
      storeCourseState({ enterprise: seller, rounds: [marchRound] });
      renderApp('/user/report/generator/0');
      expect(await screen.findByText('结算报告结果尚未生成，请稍后查询', {}, wait)).toBeTruthy();
      // No box around the fields: rjsf's fieldset loses the browser's border.
      const fieldset = card('月度结算').querySelector('form.config-form fieldset');
      expect(fieldset && getComputedStyle(fieldset).borderStyle).toBe('none');
      await settleMarch();
      await waitFor(() => expect(bodies).toHaveLength(1), wait);
      expect(bodies[0]).toEqual({
        courseId: course.id,
        enterpriseId: seller.id,
        year: 2026,
        month: 3,
      });
      // The run invalidates the months: the check asks again, without 获取结果.
      expect(await screen.findByText('已结算月份', {}, wait)).toBeTruthy();
      await waitFor(() => expect(monthRows()).toEqual([['2026', '3月']]), wait);
      // The settled month's report opens without a click, its row marked as the one shown.
      expect(await screen.findByText('各机组结算项目', {}, wait)).toBeTruthy();
      expect(
        card('已结算月份').querySelector('tr.ant-table-row')!.getAttribute('aria-selected'),
      ).toBe('true');
      await waitFor(
        () =>
          expect(rowsOf(card('各机组结算项目'))).toEqual([
            ['东方 1 号机组', '省内集中竞价', '100.00', '400.00', '40000.00'],
            ['东方 1 号机组', '合计', '100.00', '434.50', '43450.00'],
            ['全部机组', '合计', '100.00', '434.50', '43450.00'],
          ]),
        wait,
      );
    },
  );
});

describe('the settlement form', () => {
  it('offers the months the course trades in, not the whole year', async () => {
    settleable('/api/app/generatorSettlement', []);
    // March, a monthly round of April and May, and a session of March (its parent's month).
    const rounds = [
      marchRound,
      { ...marchRound, id: marchRound.id + 1, month: 4, months: [4, 5] },
      { ...marchRound, id: marchRound.id + 2, parentId: marchRound.id },
    ];
    storeCourseState({ enterprise: seller, rounds });
    renderApp('/user/report/generator/0');
    await screen.findByText('结算报告结果尚未生成，请稍后查询', {}, wait);
    fireEvent.mouseDown(within(card('月度结算')).getByRole('combobox'));
    await screen.findByTitle('3月');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
      o.getAttribute('title'),
    );
    expect(offered).toEqual(['3月', '4月', '5月']);
  });

  it('shows a refused settlement once: the server’s reason, not again as 操作失败', async () => {
    settleable('/api/app/generatorSettlement', []);
    const refusal = '2026年3月仍有正在申报的交易轮次：3月集中竞价';
    server.use(
      http.post(`${testApiBaseUrl}/api/app/generatorSettlement/executeSettlementByTeach`, () =>
        badRequest(refusal),
      ),
    );
    storeCourseState({ enterprise: seller, rounds: [marchRound] });
    renderApp('/user/report/generator/0');
    await screen.findByText('结算报告结果尚未生成，请稍后查询', {}, wait);
    await settleMarch();
    expect(await screen.findByText(refusal, {}, wait)).toBeTruthy();
    // Long enough for the action's own message to have shown, had it been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(refusal, { exact: false })).toHaveLength(1);
    expect(screen.queryByText(/操作失败/)).toBeNull();
    // The month chosen stays chosen, to settle again once the round has ended.
    const form = card('月度结算');
    expect(within(form).queryByText('请选择月份')).toBeNull();
    expect(within(form).getByText('3月')).toBeTruthy();
  });
});

describe('the report of the other side', () => {
  it('tells a retailer once that it is no generator, with no settle form, and leads to its report', async () => {
    const bodies = settleable('/api/app/generatorSettlement', [], [], [{ year: 2026, month: 3 }]);
    server.use(
      http.get(`${testApiBaseUrl}/api/app/generatorSettlement`, () =>
        HttpResponse.json(
          { error: { message: `企业 ${buyer.name} 不是发电企业，请查看售电结算报告` } },
          { status: 400 },
        ),
      ),
    );
    storeCourseState({ enterprise: buyer, rounds: [marchRound] });
    renderApp('/user/report/generator/0?year=2026&month=3');
    const text = '当前企业是售电公司，不是发电企业，没有发电侧结算报告。请查看售电侧结算报告。';
    expect(await screen.findByText(text, {}, wait)).toBeTruthy();
    // Long enough for the report's own calls to have failed, had they been made.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/加载失败/)).toBeNull();
    expect(screen.queryByText('月度结算', { selector: '.ant-card-head-title' })).toBeNull();
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByText('查看售电侧结算报告').closest('button')!);
    await waitFor(
      () => expect(window.location.pathname).toMatch(/^\/user\/report\/demand\/\d+$/),
      wait,
    );
    expect(window.location.search).toBe('?year=2026&month=3');
  });

  it('leads a generator from the retailer report to its own', async () => {
    settleable('/api/app/demandSettlement', []);
    storeCourseState({ enterprise: seller, rounds: [marchRound] });
    renderApp('/user/report/demand/0');
    expect(
      await screen.findByText(
        '当前企业是发电企业，不是售电公司，没有售电侧结算报告。请查看发电侧结算报告。',
        {},
        wait,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('查看发电侧结算报告').closest('button')!);
    await waitFor(
      () => expect(window.location.pathname).toMatch(/^\/user\/report\/generator\/\d+$/),
      wait,
    );
  });
});

describe('the retailer settlement report', () => {
  it('shows its months and line items without a unit column', async () => {
    settleable('/api/app/demandSettlement', [
      { ...row(null, null, '省内集中竞价', 40_000), enterpriseId: buyer.id },
    ]);
    storeCourseState({ enterprise: buyer, rounds: [marchRound] });
    renderApp('/user/report/demand/0');
    await screen.findByText('结算报告结果尚未生成，请稍后查询', {}, wait);
    await settleMarch();
    await waitFor(() => expect(monthRows()).toEqual([['2026', '3月']]), wait);
    await waitFor(
      () =>
        expect(rowsOf(card('结算项目'))).toEqual([
          ['省内集中竞价', '100.00', '400.00', '40000.00'],
        ]),
      wait,
    );
  });
});

describe('choosing a settled month', () => {
  const months = [
    { year: 2026, month: 2 },
    { year: 2026, month: 3 },
  ];
  /** Serves two settled months and the report rows of whichever month is asked for. */
  function twoMonths(): void {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/generatorSettlement/settlementMonth/:courseId`, () =>
        HttpResponse.json(list(months)),
      ),
      http.get(`${testApiBaseUrl}/api/app/generatorSettlement`, ({ request }) => {
        const month = Number(new URL(request.url).searchParams.get('month'));
        return HttpResponse.json(
          list([{ ...row(501, '东方 1 号机组', `${month}月合计`, 100), month }]),
        );
      }),
    );
  }
  const shownItem = () => rowsOf(card('各机组结算项目'))[0]?.[1];
  const selectedMonth = () =>
    card('已结算月份').querySelector('tr[aria-selected="true"]')?.textContent ?? null;

  it('opens the latest month, and another on a click', async () => {
    twoMonths();
    storeCourseState({ enterprise: seller });
    renderApp('/user/report/generator/0');
    await screen.findByText('各机组结算项目', {}, wait);
    await waitFor(() => expect(shownItem()).toBe('3月合计'), wait);
    expect(selectedMonth()).toBe('20263月');
    fireEvent.click(card('已结算月份').querySelector('tr.ant-table-row')!);
    await waitFor(() => expect(shownItem()).toBe('2月合计'), wait);
    expect(selectedMonth()).toBe('20262月');
  });

  it('opens the month a link names in its query', async () => {
    twoMonths();
    storeCourseState({ enterprise: seller });
    renderApp('/user/report/generator/0?year=2026&month=2');
    await screen.findByText('各机组结算项目', {}, wait);
    await waitFor(() => expect(shownItem()).toBe('2月合计'), wait);
  });

  it('says when the month a link names is not settled, and shows the latest one', async () => {
    twoMonths();
    storeCourseState({ enterprise: seller });
    renderApp('/user/report/generator/0?year=2026&month=4');
    await screen.findByText('各机组结算项目', {}, wait);
    await waitFor(() => expect(shownItem()).toBe('3月合计'), wait);
    expect(screen.getByText('2026年4月尚未结算，下面是最近结算的月份')).toBeTruthy();
    // A month chosen by a click is the reader's own: the line goes.
    fireEvent.click(card('已结算月份').querySelector('tr.ant-table-row')!);
    await waitFor(() => expect(shownItem()).toBe('2月合计'), wait);
    expect(screen.queryByText(/尚未结算/)).toBeNull();
  });

  it('names the exported file by report, enterprise and month', async () => {
    twoMonths();
    storeCourseState({ enterprise: seller });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:workbook');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderApp('/user/report/generator/0?year=2026&month=2');
      await screen.findByText('各机组结算项目', {}, wait);
      await waitFor(() => expect(shownItem()).toBe('2月合计'), wait);
      fireEvent.click(within(card('各机组结算项目')).getByText('导出Excel').closest('button')!);
      await waitFor(
        () => expect(saved).toEqual([`发电侧结算报告-${seller.name}-2026年2月.xlsx`]),
        wait,
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('leads from 结算月份 to the report of the enterprise’s side', async () => {
    twoMonths();
    storeCourseState({ enterprise: seller });
    renderApp('/user/settlementMonths');
    await waitFor(
      () =>
        expect(monthRows().map((r) => r.slice(0, 2))).toEqual([
          ['2026', '2月'],
          ['2026', '3月'],
        ]),
      wait,
    );
    const february = card('已结算月份').querySelectorAll('tr.ant-table-row')[0] as HTMLElement;
    // (getByRole would compute every ancestor's style in jsdom: slow on a whole page of antd styles.)
    fireEvent.click(within(february).getByText('查看结算单').closest('button')!);
    await waitFor(
      () => expect(window.location.pathname).toMatch(/^\/user\/report\/generator\/\d+$/),
      wait,
    );
    expect(window.location.search).toBe('?year=2026&month=2');
    await waitFor(() => expect(shownItem()).toBe('2月合计'), wait);
  });

  it('leads a retailer to the retailer report', async () => {
    twoMonths();
    server.use(
      http.get(`${testApiBaseUrl}/api/app/demandSettlement`, () => HttpResponse.json(list([]))),
    );
    storeCourseState({ enterprise: buyer });
    renderApp('/user/settlementMonths');
    await waitFor(() => expect(monthRows()).toHaveLength(2), wait);
    const march = card('已结算月份').querySelectorAll('tr.ant-table-row')[1] as HTMLElement;
    fireEvent.click(within(march).getByText('查看结算单').closest('button')!);
    await waitFor(
      () => expect(window.location.pathname).toMatch(/^\/user\/report\/demand\/\d+$/),
      wait,
    );
    expect(window.location.search).toBe('?year=2026&month=3');
  });
});
