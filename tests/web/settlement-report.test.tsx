// The settlement report screens (config/screens/settlement/user-report-generator.json and
// user-report-demand.json) in the whole app against msw: not generated until a month is settled,
// the settlement form's call, the check again after it, and a month's line items.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { course } from '../../src/api/testing/fixtures/course';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import { buyer, list, seller, storeCourseState, wait } from './centerTradeHarness';
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

/** Months answer empty until the settlement call, then March; returns the bodies it was sent. */
function settleable(report: string, rows: object[]): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/api/app/generatorSettlement/settlementMonth/:courseId`, () =>
      HttpResponse.json(list(bodies.length > 0 ? [{ year: 2026, month: 3 }] : [])),
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

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const rowsOf = (el: HTMLElement) =>
  [...el.querySelectorAll('tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );

async function settleMarch(): Promise<void> {
  const form = card('月度结算');
  fireEvent.change(within(form).getByLabelText('年份'), { target: { value: '2026' } });
  fireEvent.mouseDown(within(form).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('3月'));
  fireEvent.click(within(form).getByRole('button', { name: /结\s*算/ }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
}

describe('the generator settlement report', () => {
  it('says the report is not generated, settles a month, and then shows it by unit', async () => {
    const bodies = settleable('/api/app/generatorSettlement', [
      row(501, '东方 1 号机组', '省内集中竞价', 40_000),
      row(501, '东方 1 号机组', '合计', 43_450),
      row(null, '全部机组', '合计', 43_450),
    ]);
    storeCourseState({ enterprise: seller });
    renderApp('/user/report/generator/0');
    expect(await screen.findByText('结算报告结果尚未生成，请稍后查询', {}, wait)).toBeTruthy();
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
    await waitFor(() => expect(rowsOf(card('已结算月份'))).toEqual([['2026', '3']]), wait);
    fireEvent.click(card('已结算月份').querySelector('tr.ant-table-row')!);
    expect(await screen.findByText('各机组结算项目', {}, wait)).toBeTruthy();
    await waitFor(
      () =>
        expect(rowsOf(card('各机组结算项目'))).toEqual([
          ['东方 1 号机组', '省内集中竞价', '100.00', '400.00', '40000.00'],
          ['东方 1 号机组', '合计', '100.00', '434.50', '43450.00'],
          ['全部机组', '合计', '100.00', '434.50', '43450.00'],
        ]),
      wait,
    );
  });
});

describe('the retailer settlement report', () => {
  it('shows its months and line items without a unit column', async () => {
    settleable('/api/app/demandSettlement', [
      { ...row(null, null, '省内集中竞价', 40_000), enterpriseId: buyer.id },
    ]);
    storeCourseState({ enterprise: buyer });
    renderApp('/user/report/demand/0');
    await screen.findByText('结算报告结果尚未生成，请稍后查询', {}, wait);
    await settleMarch();
    await waitFor(() => expect(rowsOf(card('已结算月份'))).toEqual([['2026', '3']]), wait);
    fireEvent.click(card('已结算月份').querySelector('tr.ant-table-row')!);
    await waitFor(
      () =>
        expect(rowsOf(card('结算项目'))).toEqual([
          ['省内集中竞价', '100.00', '400.00', '40000.00'],
        ]),
      wait,
    );
  });
});
