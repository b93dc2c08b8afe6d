// The teacher's view of a day-ahead round's offers and bids (src/admin/steps/SpotOffersCard.tsx) on
// /admin/course/:id with a type-11 round picked: one row per enterprise with its declared count, a row
// expanding into each unit's steps per time range (and its inter-provincial offer) or each load's
// bid by hour, the step chart drawn only when asked for, and the message when the call fails.
//
// Data: the contract's example (src/api/testing/fixtures/spotDeclarations.ts): the seller's coal unit
// offers 0–240 MW at 300 and 240–600 at 380 until 12:00, then three steps (320, 400, 460), and 200 MW
// at 350 into the inter-provincial session; its wind unit has not offered. The buyer's load bids 300 MW,
// 400 MW from 08:00 to 18:00: 96 × 300 × 0.25 + 40 × 100 × 0.25 = 8200 MWh.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartEnvironment } from '../../src/engine/blocks/chart';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import type { components } from '../../src/api/schema.gen';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 15_000 };
const saved = { ...chartEnvironment };
beforeAll(() => {
  // echarts' canvas renderer does not run in jsdom.
  chartEnvironment.renderer = 'svg';
  chartEnvironment.width = 600;
});
afterAll(() => {
  Object.assign(chartEnvironment, saved);
});

function course() {
  installFakeCourse({
    rounds: [
      {
        ...responseFixtures.Round,
        id: 12,
        name: '6月1日日前现货',
        type: 11,
        cycle: 3,
        status: 0,
        courseId,
      } satisfies components['schemas']['Round'],
    ],
    hidden: new Set(),
    declarations: {},
    calls: [],
  });
}

/** The offers card, once its rows are there. */
async function card(): Promise<HTMLElement> {
  const title = await screen.findByText('报价与负荷申报 · 6月1日日前现货', {}, wait);
  const element = title.closest('.ant-card') as HTMLElement;
  await within(element).findByText('东方发电有限公司', {}, wait);
  return element;
}

describe("the teacher's view of a day-ahead round's offers and bids", { timeout: 60_000 }, () => {
  it('lists each enterprise with how many units or loads declared, and the inter-provincial offers', async () => {
    const asked: number[] = [];
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotDeclarations', ({ params, response }) => {
        asked.push(Number(params.id));
        return response(200).json(responseFixtures.SpotEnterpriseDeclarationListResult);
      }),
    );
    course();
    renderAdmin(`/admin/course/${courseId}?round=12`);
    const offers = await card();
    const seller = within(offers).getByText('东方发电有限公司').closest('tr') as HTMLElement;
    expect(within(seller).getByText('发电企业')).toBeTruthy();
    expect(within(seller).getByText('机组已申报 1 / 2')).toBeTruthy();
    expect(within(seller).getByText('1 台机组已报价')).toBeTruthy();
    const buyer = within(offers).getByText('华信售电有限公司').closest('tr') as HTMLElement;
    expect(within(buyer).getByText('售电公司')).toBeTruthy();
    expect(within(buyer).getByText('负荷已申报 1 / 1')).toBeTruthy();
    expect(asked).toContain(12);
  });

  it("expands a seller into each unit's steps per time range, its inter-provincial offer and, on request, the chart", async () => {
    course();
    renderAdmin(`/admin/course/${courseId}?round=12`);
    const offers = await card();
    fireEvent.click(within(offers).getByText('东方发电有限公司'));
    const coal = await within(offers).findByTestId('unit-501', {}, wait);
    expect(within(coal).getByText('东方 1 号机组（装机 600.00 MW）')).toBeTruthy();
    // Plain selectors: role queries over the whole admin page's antd tables take minutes in jsdom.
    const [provincial, inter] = [...coal.querySelectorAll('table')];
    // Rows: range (spanning its steps), step, MW from–to, price.
    const rows = [...provincial!.querySelectorAll('tr')]
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['00:00–12:00', '第1段', '0.00 ~ 240.00', '300.00'],
      ['第2段', '240.00 ~ 600.00', '380.00'],
      ['12:00–24:00', '第1段', '0.00 ~ 240.00', '320.00'],
      ['第2段', '240.00 ~ 450.00', '400.00'],
      ['第3段', '450.00 ~ 600.00', '460.00'],
    ]);
    expect(within(coal).getByText('省间现货报价')).toBeTruthy();
    const interRows = [...inter!.querySelectorAll('tr')].slice(1);
    expect([...interRows[0]!.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '全天',
      '第1段',
      '0.00 ~ 200.00',
      '350.00',
    ]);
    const wind = within(offers).getByTestId('unit-502');
    expect(within(wind).getByText('未申报省内报价，出清时按机组成本曲线报价')).toBeTruthy();
    expect(wind.querySelector('button')).toBeNull();
    // The chart (and echarts) only once asked for.
    const figureNamed = (name: string) =>
      document.querySelector(`[role="figure"][aria-label="${name}"]`);
    expect(figureNamed('东方 1 号机组省内日前报价曲线')).toBeNull();
    fireEvent.click(within(coal).getByText('查看报价曲线'));
    await waitFor(
      () => expect(figureNamed('东方 1 号机组省内日前报价曲线')?.querySelector('svg')).toBeTruthy(),
      wait,
    );
    expect(figureNamed('东方 1 号机组省间现货报价曲线')).not.toBeNull();
  });

  it("expands a buyer into its load's day energy, peak and the four quarter-hours of each hour", async () => {
    course();
    renderAdmin(`/admin/course/${courseId}?round=12`);
    const offers = await card();
    fireEvent.click(within(offers).getByText('华信售电有限公司'));
    const load = await within(offers).findByTestId('demand-601', {}, wait);
    expect(within(load).getByText('8200.00 MWh')).toBeTruthy();
    expect(within(load).getByText('400.00 MW')).toBeTruthy();
    const hour = (label: string) =>
      [...(within(load).getByText(label).closest('tr') as HTMLElement).querySelectorAll('td')].map(
        (c) => c.textContent,
      );
    expect(hour('07:00–08:00')).toEqual(['07:00–08:00', '300.00', '300.00', '300.00', '300.00']);
    expect(hour('08:00–09:00')).toEqual(['08:00–09:00', '400.00', '400.00', '400.00', '400.00']);
    expect(hour('23:00–24:00')).toEqual(['23:00–24:00', '300.00', '300.00', '300.00', '300.00']);
  });

  it('says so when the declarations cannot be read', async () => {
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotDeclarations', ({ response }) =>
        response(403).json({ error: { code: 'Forbidden', message: '您没有执行此操作的权限' } }),
      ),
    );
    course();
    renderAdmin(`/admin/course/${courseId}?round=12`);
    expect(await screen.findByText('申报详情加载失败，请稍后刷新', {}, wait)).toBeTruthy();
  });
});
