// The day-ahead result screens (config/screens/spot/user-sellerSpotResult.json, user-buyerSpotResult.json,
// spot-result-before.json, seller-province-result.json) in the whole app against msw: readiness of each
// kind, a unit's 96-slot dispatch with nodal prices split into energy and congestion parts and its
// revenue, the explanation of one slot with the merit order, congested lines, pre-clearing rows, and
// channel flows with limits and tariffs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import { answerGet, buyer, list, seller, storeCourseState } from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';
import { enterSpot, openSpot } from './spotHarness';

setupShellServer();

const slow = { timeout: 45_000 };
const coal = '东方 1 号机组';
const texts = (cells: Iterable<Element>) => [...cells].map((c) => c.textContent ?? '');
const rowsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('tr.ant-table-row')].map((tr) => texts(tr.querySelectorAll('td')));
// Role queries are scoped to a card: a failing *ByRole over the whole app lists every role on the page,
// and jsdom's getComputedStyle makes that take minutes, which looks like a hung test.
function card(title: string): HTMLElement {
  const head = screen.getByText(title, { selector: '.ant-card-head-title' });
  return head.closest('.ant-card') as HTMLElement;
}

/**
 * Presses 获取结果 until `title` shows, as a user presses again while the page still says 尚未生成: on a
 * loaded machine the result block may start over (a fresh check, its button loading) just as the first
 * press lands, and that check can answer from before the result was made.
 */
async function fetchUntilShown(title: string, selector = '*'): Promise<HTMLElement> {
  let shown: HTMLElement | undefined;
  await waitFor(
    () => {
      shown = screen.queryAllByText(title, { selector })[0];
      if (shown) return;
      const button = screen.queryByText('获取结果')?.closest('button');
      if (button && !button.classList.contains('ant-btn-loading')) fireEvent.click(button);
      throw new Error(`${title} is not shown yet`);
    },
    { ...slow, interval: 1500 },
  );
  return shown!;
}

/** Answers the spot readiness with the codes in turn (the last repeats). */
function spotReadiness(codes: number[]) {
  let calls = 0;
  server.use(
    http.get(`${testApiBaseUrl}/api/app/resultReadiness/spot/:roundId`, () => {
      const code = codes[Math.min(calls, codes.length - 1)]!;
      calls += 1;
      return HttpResponse.json({ code, message: '' });
    }),
  );
}

const result = (timeId: number, volume: number, price: number, congestion: number) => ({
  roundId: openSpot.id,
  unitId: 501,
  unitName: coal,
  busName: '甲东',
  timeId,
  volume,
  price,
  energyPrice: price - congestion,
  congestionPrice: congestion,
  amount: Math.round(volume * price * 25) / 100,
});

describe('seller result', { timeout: 120_000 }, () => {
  it('says the spot result is not generated (code 3) and shows it after 获取结果', async () => {
    spotReadiness([3, 1]);
    enterSpot(seller, { ...openSpot, status: 3 });
    renderApp(`/user/sellerSpotResult/${openSpot.id}`);
    expect(await screen.findByText('现货结果尚未生成，请稍后查询', {}, slow)).toBeTruthy();
    expect(await fetchUntilShown('本企业机组')).toBeTruthy();
  });

  it("shows a unit's dispatch, LMP parts and revenue per slot, and why it ran as it did", async () => {
    const asked: string[] = [];
    spotReadiness([1]);
    server.use(
      http.get(`${testApiBaseUrl}/api/app/dayAhead/results`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json(list([result(0, 240, 300, 0), result(40, 380, 350, -12.5)]));
      }),
    );
    enterSpot(seller, { ...openSpot, status: 3 });
    renderApp(`/user/sellerSpotResult/${openSpot.id}`);
    await screen.findByText('本企业机组', {}, slow);
    const units = card('本企业机组');
    await waitFor(() => expect(within(units).getByText(coal)).toBeTruthy(), slow);
    fireEvent.click(within(units).getByText(coal).closest('tr')!);
    const slots = await screen.findByText('逐时段结果', { selector: '.ant-card-head-title' }, slow);
    const slotCard = slots.closest('.ant-card') as HTMLElement;
    await waitFor(() =>
      expect(rowsOf(slotCard)).toEqual([
        ['00:00', '甲东', '240.00', '300.00', '300.00', '0.00', '18000.00'],
        ['10:00', '甲东', '380.00', '350.00', '362.50', '-12.50', '33250.00'],
      ]),
    );
    expect(asked).toContain(`roundId=${openSpot.id}&enterpriseId=${seller.id}&unitId=501`);
    expect(
      within(card('出清电力与节点电价')).getByRole('figure', { name: '出清电力与节点电价' }),
    ).toBeTruthy();
    fireEvent.click(within(slotCard).getByText('10:00').closest('tr')!);
    // The explanation of the fixture (marginal unit) and its merit order; other units' names are not
    // disclosed, so their cell shows the engine's empty value '-'.
    expect(await screen.findByText('边际机组，部分中标', {}, slow)).toBeTruthy();
    const merit = card('边际段附近的报价排序');
    await waitFor(() => expect(rowsOf(merit)).toHaveLength(4));
    expect(rowsOf(merit)[0]).toEqual(['1', '-', '280.00', '300.00', '300.00', '300.00', '否']);
    expect(rowsOf(merit)[2]).toEqual(['3', coal, '350.00', '160.00', '700.00', '140.00', '是']);
  });

  it('lists only the congested line slots and each line over 96 slots with its limit', async () => {
    spotReadiness([1]);
    enterSpot(seller, { ...openSpot, status: 3 });
    renderApp(`/user/sellerSpotResult/${openSpot.id}`);
    await screen.findByText('阻塞线路', {}, slow);
    // Only the open tab loads: the congested slots of the fixture (slot 48 of four) are all listed.
    await waitFor(() =>
      expect(rowsOf(document.body).filter((r) => r[0] === '甲东—甲西 500kV 线')).toEqual([
        ['甲东—甲西 500kV 线', '12:00', '1000.00', '1000.00'],
      ]),
    );
  });
});

describe('channel flows beside the formal result', { timeout: 120_000 }, () => {
  // Seller and buyer alike read the inter-provincial channels' flows against their limits, the
  // slots at the limit marked, on the formal result page (docs/market-rules.md, "Inter-provincial spot").
  it.each([
    ['seller', seller, 'sellerSpotResult'],
    ['buyer', buyer, 'buyerSpotResult'],
  ] as const)(
    'shows the %s each channel over 96 slots, full slots marked',
    async (_, who, page) => {
      spotReadiness([1]);
      enterSpot(who, { ...openSpot, status: 3 });
      renderApp(`/user/${page}/${openSpot.id}`);
      const tab = await screen.findByText('省间通道潮流', { selector: '[role="tab"]' }, slow);
      fireEvent.click(tab);
      const panel = await waitFor(() => {
        const found = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (!found) throw new Error('the tab has no panel yet');
        return found;
      }, slow);
      await waitFor(() =>
        expect(rowsOf(panel)).toEqual([['甲乙直流', '甲省', '乙省', '3000.00', '35.50']]),
      );
      fireEvent.click(within(panel).getByText('甲乙直流').closest('tr')!);
      const detail = await within(panel).findByTestId('table-detail', {}, slow);
      await waitFor(() =>
        expect(rowsOf(detail)).toEqual([
          ['00:00', '2400.00', '3000.00', '否'],
          ['06:00', '2400.00', '3000.00', '否'],
          ['12:00', '2400.00', '3000.00', '否'],
          ['18:00', '3000.00', '3000.00', '是'],
        ]),
      );
    },
  );
});

describe('buyer result', { timeout: 120_000 }, () => {
  it("shows the buyer's loads and their cost per slot", async () => {
    spotReadiness([1]);
    answerGet(
      '/api/app/dayAhead/results',
      list([{ ...result(8, 200, 310, 0), unitId: 601, unitName: '城南工业园负荷' }]),
    );
    enterSpot(buyer, { ...openSpot, status: 3 });
    renderApp(`/user/buyerSpotResult/${openSpot.id}`);
    const loads = await screen.findByText('本企业负荷', { selector: '.ant-card-head-title' }, slow);
    const table = loads.closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(table).getByText('城南工业园负荷')).toBeTruthy(), slow);
    fireEvent.click(within(table).getByText('城南工业园负荷').closest('tr')!);
    // The slot table's header (antd's sticky header, on a wide table, draws the column titles twice).
    await screen.findAllByText('电费(元)', {}, slow);
    await waitFor(() =>
      expect(rowsOf(card('逐时段结果'))).toEqual([
        ['02:00', '甲东', '200.00', '310.00', '310.00', '0.00', '15500.00'],
      ]),
    );
  });
});

describe('pre-clearing', { timeout: 120_000 }, () => {
  it('says the pre-clearing is not generated while the answer is empty, then shows own rows', async () => {
    let ready = false;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/provincialQuota/preResult/:roundId`, () =>
        HttpResponse.json(
          ready
            ? {
                roundId: openSpot.id,
                rows: [{ unitId: 501, unitName: coal, timeId: 4, volume: 300, price: 351 }],
              }
            : null,
        ),
      ),
    );
    enterSpot(seller);
    renderApp(`/user/SpotResultBefore/${openSpot.id}`);
    expect(await screen.findByText('预出清结果尚未生成，请稍后查询', {}, slow)).toBeTruthy();
    ready = true;
    const units = await fetchUntilShown('本企业机组', '.ant-card-head-title');
    const table = units.closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(table).getByText(coal)).toBeTruthy(), slow);
    fireEvent.click(within(table).getByText(coal).closest('tr')!);
    const detail = await screen.findByTestId('table-detail', {}, slow);
    await waitFor(() =>
      expect(rowsOf(detail).filter((r) => r[0] === '01:00')).toEqual([
        ['01:00', '300.00', '351.00'],
      ]),
    );
  });
});

describe('inter-provincial result', { timeout: 120_000 }, () => {
  it('opens from the menu on the inter-provincial round, though the current round is a provincial one', async () => {
    const interDay = {
      ...openSpot,
      id: openSpot.id + 10,
      name: '6 月 15 日省间现货',
      isInterProvincial: true,
      status: 3 as const,
    };
    const asked: string[] = [];
    server.use(
      http.get(`${testApiBaseUrl}/api/app/dAScucCurve/provincialStatus/:roundId`, ({ params }) => {
        asked.push(String(params.roundId));
        return HttpResponse.json({ code: 0, message: '' });
      }),
    );
    enterSpot(seller, openSpot);
    storeCourseState({ rounds: [openSpot, interDay], round: openSpot, enterprise: seller });
    renderApp('/user/sellerProvinceResult/0?isProvince=1&type=11');
    expect(await screen.findByText('省间现货结果尚未生成，请稍后查询', {}, slow)).toBeTruthy();
    expect(asked).toEqual([String(interDay.id)]);
    const select = screen.getByLabelText('交易名称').closest('.ant-select') as HTMLElement;
    expect(within(select).getByText(interDay.name)).toBeTruthy();
  });

  it('waits for the inter-provincial result (code 0), then shows channels with tariffs and flows', async () => {
    let code = 0;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/dAScucCurve/provincialStatus/:roundId`, () =>
        HttpResponse.json({ code, message: '' }),
      ),
    );
    enterSpot(seller, { ...openSpot, status: 3 });
    renderApp(`/user/sellerProvinceResult/${openSpot.id}`);
    expect(await screen.findByText('省间现货结果尚未生成，请稍后查询', {}, slow)).toBeTruthy();
    code = 1;
    const channels = await fetchUntilShown('省间通道出清', '.ant-card-head-title');
    const table = channels.closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0), slow);
    const first = table.querySelector('tr.ant-table-row') as HTMLElement;
    fireEvent.click(first);
    const detail = await screen.findByTestId('table-detail', {}, slow);
    // Each slot's flow against the channel limit, the full one (slot 72 of the fixture) marked.
    await waitFor(() =>
      expect(rowsOf(detail)).toEqual([
        ['00:00', '2400.00', '3000.00', '否'],
        ['06:00', '2400.00', '3000.00', '否'],
        ['12:00', '2400.00', '3000.00', '否'],
        ['18:00', '3000.00', '3000.00', '是'],
      ]),
    );
    const quota = card('本省送端额度（96 时段）');
    expect(within(quota).getByRole('figure', { name: '本省送端额度（96 时段）' })).toBeTruthy();
  });

  it("shows each own unit's cleared MW per channel and slot with the price it earns and the tariff", async () => {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/dAScucCurve/provincialStatus/:roundId`, () =>
        HttpResponse.json({ code: 1, message: '' }),
      ),
    );
    const row = (unitId: number, channelName: string, volume: number) => ({
      unitId,
      unitName: unitId === 501 ? coal : '其他机组',
      channelId: channelName === '鲁苏一通道' ? 1 : 2,
      channelName,
      timeId: 0,
      volume,
      price: 372,
      tariff: channelName === '鲁苏一通道' ? 28 : 35,
      receivingPrice: 400,
      amount: Math.round(volume * 372 * 25) / 100,
    });
    answerGet(
      `/api/app/pathFlowModel/unitResults/${openSpot.id}`,
      list([row(501, '鲁苏一通道', 600), row(501, '鲁苏二通道', 0), row(502, '鲁苏一通道', 50)]),
    );
    enterSpot(seller, { ...openSpot, status: 3 });
    renderApp(`/user/sellerProvinceResult/${openSpot.id}`);
    const head = await screen.findByText(
      '本企业机组省间出清',
      { selector: '.ant-card-head-title' },
      slow,
    );
    const table = head.closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(table).getByText(coal)).toBeTruthy(), slow);
    fireEvent.click(within(table).getByText(coal).closest('tr')!);
    const detail = await screen.findByTestId('table-detail', {}, slow);
    // Only unit 501's rows: one per channel in the slot, the sending price, the tariff, 600 × 372 × 0.25.
    await waitFor(() =>
      expect(rowsOf(detail).map((r) => r.slice(0, 6))).toEqual([
        ['鲁苏一通道', '00:00', '600.00', '372.00', '28.00', '400.00'],
        ['鲁苏二通道', '00:00', '0.00', '372.00', '35.00', '400.00'],
      ]),
    );
    expect(rowsOf(detail)[0]?.[6]).toBe('55800.00');
  });
});
