// The day-ahead declaration screens (config/screens/spot/spot-sellerreport.json, spot-buyerreport.json,
// seller-province-report.json) in the whole app against msw: a unit's limits and stored offer, the
// section 5 checks with messages that keep the input, server refusals on the cell they name, copying the
// previous day's offer, the buyer's 96-point bid beside the forecast, and closed rounds.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import { badRequest, buyer, list, seller } from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';
import { enterSpot, openSpot, previousSpot } from './spotHarness';
import { bidChartRows } from '../../src/widgets/SpotDeclaration/DemandBidChart';

setupShellServer();

// The whole app renders in jsdom on a loaded machine: generous waits.
const wait = { timeout: 45_000 };

const coal = '东方 1 号机组';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (text: string, n = 0) => screen.getAllByText(text)[n]!.closest('button')!;
function type(label: string, text: string) {
  fireEvent.change(input(label), { target: { value: text } });
  fireEvent.blur(input(label));
}

/** Records the offers posted; answers each with `answer` (the stored offer by default). */
function recordOffers(answer?: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${testApiBaseUrl}/api/app/dayAhead/offers`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer ? answer() : HttpResponse.json({ ...body, unitName: coal });
    }),
  );
  return bodies;
}

async function openSeller(path = `/spot/sellerreport/${openSpot.id}`) {
  enterSpot(seller);
  renderApp(path);
  return screen.findByLabelText(`${coal} 第1段出力`, {}, { timeout: 45_000 });
}

describe('seller offer', { timeout: 120_000 }, () => {
  it("shows each unit's Pmax, Pmin and ramp and its stored offer, drawn as a step curve", async () => {
    await openSeller();
    // Spec section 2: the round selector reads 运行日 on the declaration (report) pages.
    expect(screen.getByLabelText('运行日')).toBeTruthy();
    expect(screen.queryByLabelText('交易名称')).toBeNull();
    expect(screen.getByText('600 MW')).toBeTruthy();
    expect(screen.getByText('240 MW')).toBeTruthy();
    expect(screen.getByText('30 MW/15分钟')).toBeTruthy();
    expect(input(`${coal} 第3段出力`).value).toBe('600');
    expect(input(`${coal} 第3段报价`).value).toBe('420');
    expect(screen.getAllByText('已申报').length).toBeGreaterThan(0);
    // The fixture answers the offers of every unit with the coal unit's: the wind farm shows none.
    await waitFor(() => expect(screen.getAllByLabelText('图表').length).toBeGreaterThan(0), wait);
  });

  it('checks each cell as the user leaves it and the whole curve on submit, sending nothing wrong', async () => {
    const bodies = recordOffers();
    await openSeller();
    type(`${coal} 第2段报价`, '350.123');
    expect(screen.getByText('注意保留2位小数')).toBeTruthy();
    type(`${coal} 第2段报价`, '1600');
    expect(screen.getByText('申报价格最大值为1500元/MWh')).toBeTruthy();
    type(`${coal} 第3段出力`, '700');
    // In the error colour of form messages (the table is no form, where antd would not colour it).
    expect(screen.getByText('申报最大出力为600MW').style.color).toBe('var(--ant-color-error)');
    type(`${coal} 第3段出力`, '600');
    type(`${coal} 第2段报价`, '280');
    fireEvent.click(button('提交报价'));
    expect(
      await screen.findByText('第2段报价不应低于第1段（各段报价应逐段递增或持平）'),
    ).toBeTruthy();
    expect(screen.getByText('请按提示修改报价段')).toBeTruthy();
    // The typed text stays for the user to fix.
    expect(input(`${coal} 第2段报价`).value).toBe('280');
    type(`${coal} 第2段出力`, '200');
    type(`${coal} 第2段报价`, '350');
    fireEvent.click(button('提交报价'));
    expect(await screen.findByText('第2段出力应大于第1段（各段出力应逐段递增）')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends the segments as cumulative MW and price and says so', async () => {
    const bodies = recordOffers();
    await openSeller();
    fireEvent.click(button('添加报价段'));
    type(`${coal} 第4段出力`, '600');
    type(`${coal} 第3段出力`, '500');
    type(`${coal} 第4段报价`, '480.5');
    fireEvent.click(button('提交报价'));
    expect(await screen.findByText('报价提交成功', {}, wait)).toBeTruthy();
    expect(bodies).toEqual([
      {
        roundId: openSpot.id,
        unitId: 501,
        province: null,
        steps: [
          { volume: 240, price: 300 },
          { volume: 400, price: 350 },
          { volume: 500, price: 420 },
          { volume: 600, price: 480.5 },
        ],
      },
    ]);
  });

  it('refuses a curve ending below the minimum output before sending, naming the unit and times', async () => {
    const bodies = recordOffers();
    await openSeller();
    // The fixture's unit has Pmin 240 MW; every segment now ends below it.
    type(`${coal} 第1段出力`, '100');
    type(`${coal} 第2段出力`, '150');
    type(`${coal} 第3段出力`, '200');
    fireEvent.click(button('提交报价'));
    const message = `${coal} 00:00–24:00 报价段末出力应不低于最小技术出力240MW`;
    // The card's alert and the last segment's cell.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(input(`${coal} 第3段出力`).closest('.ant-input-status-error')).toBeTruthy();
    expect(input(`${coal} 第3段出力`).value).toBe('200');
    expect(bodies).toEqual([]);
    type(`${coal} 第3段出力`, '240');
    fireEvent.click(button('提交报价'));
    expect(await screen.findByText('报价提交成功', {}, wait)).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('disables 添加报价段 at ten segments and says why', async () => {
    await openSeller();
    const card = screen.getByTestId('offer-501');
    const add = () => within(card).getByText('添加报价段').closest('button')!;
    // The stored offer has 3 segments.
    for (let i = 0; i < 7; i++) fireEvent.click(add());
    expect(input(`${coal} 第10段出力`)).toBeTruthy();
    expect(add().disabled).toBe(true);
    expect(within(card).getByText('每个时段最多10段报价')).toBeTruthy();
    fireEvent.click(within(card).getByLabelText(`${coal} 删除第10段`));
    expect(add().disabled).toBe(false);
    expect(within(card).queryByText('每个时段最多10段报价')).toBeNull();
  });

  it("shows the server's refusal on the cell it names and keeps the input", async () => {
    recordOffers(() => badRequest('申报价格最小值为0元/MWh', ['steps[0].price']));
    await openSeller();
    type(`${coal} 第1段报价`, '0');
    fireEvent.click(button('提交报价'));
    // The 400 warning of spec section 8 (the message once), the card's alert and the cell's message.
    expect((await screen.findAllByText('申报价格最小值为0元/MWh', {}, wait)).length).toBe(3);
    expect(input(`${coal} 第1段报价`).value).toBe('0');
    expect(input(`${coal} 第1段报价`).closest('.ant-input-status-error')).toBeTruthy();
  });

  it("copies the unit's offer of the previous trading day", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${testApiBaseUrl}/api/app/dayAhead/offers`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.searchParams.toString());
        const previous = url.searchParams.get('roundId') === String(previousSpot.id);
        return HttpResponse.json(
          list(
            previous
              ? [{ roundId: previousSpot.id, unitId: 501, steps: [{ volume: 600, price: 333 }] }]
              : [],
          ),
        );
      }),
    );
    await openSeller();
    expect(input(`${coal} 第1段出力`).value).toBe('');
    fireEvent.click(button('复制上一日报价'));
    await waitFor(() => expect(input(`${coal} 第1段报价`).value).toBe('333'), wait);
    expect(input(`${coal} 第1段出力`).value).toBe('600');
    expect(asked).toContain(`roundId=${previousSpot.id}&enterpriseId=${seller.id}&unitId=501`);
  });

  it('names the sending province on the inter-provincial page and lists the channels', async () => {
    const bodies = recordOffers();
    await openSeller(`/spot/sellerProvince/${openSpot.id}`);
    expect(await screen.findByText('省间通道', {}, wait)).toBeTruthy();
    expect(screen.getByText('省间现货')).toBeTruthy();
    // What the receiving end needs, slot by slot, beside the channels the exports use.
    expect(await screen.findByText('受端需求曲线（96 时段）', {}, wait)).toBeTruthy();
    fireEvent.click(button('提交报价'));
    await screen.findByText('报价提交成功', {}, wait);
    expect(bodies).toMatchObject([{ province: seller.province }]);
  });

  it('tells a seller of the receiving province that it does not offer in the session, with no form', async () => {
    enterSpot({ ...seller, province: '2', provinceName: '乙省' });
    renderApp(`/spot/sellerProvince/${openSpot.id}`);
    expect(
      await screen.findByText('本企业所在省（乙省）为受端，不参与省间现货报价', {}, wait),
    ).toBeTruthy();
    expect(screen.queryByText('提交报价')).toBeNull();
    expect(screen.queryByText(/为送端/)).toBeNull();
  });

  it('closes the inputs once declaration stopped, in the spot round words (停止申报)', async () => {
    enterSpot(seller, { ...openSpot, status: 2 });
    renderApp(`/spot/sellerreport/${openSpot.id}`);
    await screen.findByLabelText(`${coal} 第1段出力`, {}, wait);
    expect(screen.getByText('本轮已停止申报，申报内容不能再修改')).toBeTruthy();
    expect(screen.getByTestId('round-status').textContent).toBe('停止申报');
    expect(input(`${coal} 第1段出力`).disabled).toBe(true);
    expect(button('提交报价').disabled).toBe(true);
  });

  it('tells a buyer which page is theirs', async () => {
    enterSpot(buyer);
    renderApp(`/spot/sellerreport/${openSpot.id}`);
    expect(
      await screen.findByText('售电企业请在日前申报（售电）页面申报负荷', {}, wait),
    ).toBeTruthy();
  });
});

describe('buyer bid', { timeout: 120_000 }, () => {
  const load = '城南工业园负荷';
  async function openBuyer() {
    enterSpot(buyer);
    renderApp(`/spot/buyerreport/${openSpot.id}`);
    return screen.findByLabelText(`${load} 00:00 申报负荷`, {}, { timeout: 45_000 });
  }
  function recordBids(): unknown[] {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${testApiBaseUrl}/api/app/dayAhead/demandBids`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(body);
      }),
    );
    return bodies;
  }

  it('fills a period, checks every slot and sends the 96 points', async () => {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/dayAhead/demandBids`, () => HttpResponse.json(list([]))),
    );
    const bodies = recordBids();
    await openBuyer();
    fireEvent.click(button('提交负荷申报'));
    expect(
      await screen.findByText('有96个时段需要修改（第一个：00:00，请填写该时段负荷）'),
    ).toBeTruthy();
    // Every slot is marked, the message is written once (under 00:00), not 96 times.
    expect(screen.getAllByText('请填写该时段负荷')).toHaveLength(1);
    expect(document.querySelectorAll('.ant-table input[aria-invalid="true"]')).toHaveLength(96);
    expect(input(`${load} 12:00 申报负荷`).title).toBe('请填写该时段负荷');
    fireEvent.change(input(`${load} 时段负荷`), { target: { value: '250' } });
    fireEvent.click(button('按时段填入'));
    expect(input(`${load} 23:45 申报负荷`).value).toBe('250');
    fireEvent.change(input(`${load} 12:00 申报负荷`), { target: { value: '1x' } });
    fireEvent.click(button('提交负荷申报'));
    expect(await screen.findByText('有1个时段需要修改（第一个：12:00，请输入数字）')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(input(`${load} 12:00 申报负荷`), { target: { value: '300.5' } });
    fireEvent.click(button('提交负荷申报'));
    expect(await screen.findByText('负荷申报提交成功', {}, wait)).toBeTruthy();
    const points = (bodies[0] as { points: { timeId: number; volume: number }[] }).points;
    expect(points).toHaveLength(96);
    expect(points[48]).toEqual({ timeId: 48, volume: 300.5 });
    expect(points[0]).toEqual({ timeId: 0, volume: 250 });
  });

  it('says beside the fill row why a period value is refused, and fills nothing', async () => {
    await openBuyer();
    const before = input(`${load} 00:00 申报负荷`).value;
    fireEvent.change(input(`${load} 时段负荷`), { target: { value: '-50' } });
    fireEvent.click(button('按时段填入'));
    // The slot cells' message for a value below the minimum load, tied to the fill input.
    const fill = input(`${load} 时段负荷`);
    expect(fill.getAttribute('aria-invalid')).toBe('true');
    const said = document.getElementById(fill.getAttribute('aria-describedby') ?? '');
    expect(said?.textContent).toBe('申报最小负荷为0MW');
    expect(input(`${load} 00:00 申报负荷`).value).toBe(before);
    expect(input(`${load} 23:45 申报负荷`).value).not.toBe('-50');
    // Typing again clears the message.
    fireEvent.change(fill, { target: { value: '50' } });
    expect(fill.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the forecast beside each slot and copies it on 按预测填写', async () => {
    await openBuyer();
    const forecastCell = input(`${load} 00:00 申报负荷`).closest('tr')!.querySelectorAll('td')[1]!;
    const forecast = forecastCell.textContent ?? '';
    expect(forecast).toMatch(/^\d+\.\d\d$/);
    fireEvent.click(button('按预测填写'));
    expect(Number(input(`${load} 00:00 申报负荷`).value).toFixed(2)).toBe(forecast);
  });

  it('draws the bid against the forecast in a chart named for both', async () => {
    await openBuyer();
    const card = input(`${load} 00:00 申报负荷`).closest<HTMLElement>('[data-testid^="bid-"]')!;
    const chart = within(card).getByRole('figure', { name: '申报负荷与预测负荷' });
    await waitFor(() => expect(chart.querySelector('svg')).toBeTruthy(), wait);
    expect(chart.textContent).toContain('预测负荷');
    expect(chart.textContent).toContain('申报负荷');
  });

  it('charts each slot as typed: the forecast, and the bid where it is a number (a gap elsewhere)', () => {
    expect(bidChartRows([300, 310.5, undefined], ['250', '1x', ''])).toEqual([
      { timeId: 0, forecast: 300, bid: 250 },
      { timeId: 1, forecast: 310.5, bid: null },
      { timeId: 2, forecast: null, bid: null },
    ]);
  });

  it("keeps the bid when the server refuses it and shows the server's message", async () => {
    server.use(
      http.post(`${testApiBaseUrl}/api/app/dayAhead/demandBids`, () =>
        badRequest('申报最大负荷为800MW', ['points[3].volume']),
      ),
    );
    await openBuyer();
    // The stored bid of the fixture fills every slot.
    const before = input(`${load} 00:45 申报负荷`).value;
    fireEvent.click(button('提交负荷申报'));
    // The 400 warning of spec section 8 and the card's alert.
    expect(await screen.findAllByText('申报最大负荷为800MW', {}, wait)).toHaveLength(2);
    expect(input(`${load} 00:45 申报负荷`).value).toBe(before);
  });
});
