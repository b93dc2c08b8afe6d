// Offers per time range on the day-ahead declaration screen (config/screens/spot/spot-sellerreport.json)
// against msw: switching to 分时段报价 keeps the typed curve in two halves of the day, each range sends
// its own curve, a stored ranged offer shows one chart per range, the server's refusal lands on the
// range's cell it names, and copying the previous day brings its ranges. The coverage rules themselves
// (gaps, overlaps, adding and removing ranges) are checked on the pure functions at the end.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import { badRequest, list, seller } from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';
import { enterSpot, openSpot, previousSpot } from './spotHarness';
import {
  checkRanges,
  coverageProblem,
  splitLongest,
  withBounds,
  type RangeDraft,
} from '../../src/widgets/SpotDeclaration/offerRanges';
import { withoutRange } from '../../src/widgets/SpotDeclaration/RangeHeader';
import { roundPriceRule } from '../../src/engine/values/roundPriceRule';
import { volumeRule } from '../../src/widgets/SpotDeclaration/offerRows';

setupShellServer();

const wait = { timeout: 45_000 };
const coal = '东方 1 号机组';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (text: string, n = 0) => screen.getAllByText(text)[n]!.closest('button')!;
function type(label: string, text: string) {
  fireEvent.change(input(label), { target: { value: text } });
  fireEvent.blur(input(label));
}

const ranged = {
  roundId: openSpot.id,
  unitId: 501,
  steps: [{ volume: 600, price: 200 }],
  ranges: [
    { startTimeId: 0, endTimeId: 31, steps: [{ volume: 600, price: 200 }] },
    {
      startTimeId: 32,
      endTimeId: 95,
      steps: [
        { volume: 300, price: 350 },
        { volume: 600, price: 500 },
      ],
    },
  ],
};

/** Answers the offers of the open round with `current` and of the previous day with `previous`. */
function answerOffers(current: unknown[], previous: unknown[] = []): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/api/app/dayAhead/offers`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.searchParams.toString());
      const isPrevious = url.searchParams.get('roundId') === String(previousSpot.id);
      const unit = url.searchParams.get('unitId');
      const rows = (isPrevious ? previous : current).filter(
        (o) => unit === null || (o as { unitId: number }).unitId === Number(unit),
      );
      return HttpResponse.json(list(rows));
    }),
  );
  return asked;
}

function recordOffers(answer?: () => Response): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${testApiBaseUrl}/api/app/dayAhead/offers`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer ? answer() : HttpResponse.json({ ...body, unitName: coal, steps: [] });
    }),
  );
  return bodies;
}

async function openSeller() {
  enterSpot(seller);
  renderApp(`/spot/sellerreport/${openSpot.id}`);
  return screen.findByLabelText(`${coal} 第1段出力`, {}, wait);
}

describe('offers per time range', { timeout: 120_000 }, () => {
  it('splits the typed curve into two halves of the day and sends a curve per range', async () => {
    const bodies = recordOffers();
    await openSeller();
    fireEvent.click(screen.getAllByText('分时段报价')[0]!);
    const card = screen.getByTestId('offer-501');
    expect(within(card).getByText('（00:00–12:00，共48个时段）')).toBeTruthy();
    expect(within(card).getByText('（12:00–24:00，共48个时段）')).toBeTruthy();
    // Both ranges start from the whole-day curve of the fixture (its third segment: 600 MW at 420).
    expect(input(`${coal} 第1个时段 第3段报价`).value).toBe('420');
    expect(input(`${coal} 第2个时段 第3段报价`).value).toBe('420');
    type(`${coal} 第2个时段 第3段报价`, '450');
    fireEvent.click(button('提交报价'));
    expect(await screen.findByText('报价提交成功', {}, wait)).toBeTruthy();
    const steps = (last: number) => [
      { volume: 240, price: 300 },
      { volume: 400, price: 350 },
      { volume: 600, price: last },
    ];
    expect(bodies).toEqual([
      {
        roundId: openSpot.id,
        unitId: 501,
        province: null,
        ranges: [
          { startTimeId: 0, endTimeId: 47, steps: steps(420) },
          { startTimeId: 48, endTimeId: 95, steps: steps(450) },
        ],
      },
    ]);
    // Back to one curve for the day: the whole-day input is still there.
    fireEvent.click(screen.getAllByText('全天统一报价')[0]!);
    expect(input(`${coal} 第3段报价`).value).toBe('420');
  });

  it('names the unit and the range whose curve ends below Pmin, before sending', async () => {
    const bodies = recordOffers();
    await openSeller();
    fireEvent.click(screen.getAllByText('分时段报价')[0]!);
    // The afternoon's curve ends at 200 MW, below the unit's 240 MW.
    type(`${coal} 第2个时段 第1段出力`, '100');
    type(`${coal} 第2个时段 第2段出力`, '150');
    type(`${coal} 第2个时段 第3段出力`, '200');
    fireEvent.click(button('提交报价'));
    const message = `${coal} 12:00–24:00 报价段末出力应不低于最小技术出力240MW`;
    expect(await screen.findAllByText(message)).toHaveLength(2);
    const cell = input(`${coal} 第2个时段 第3段出力`);
    expect(cell.closest('.ant-input-status-error')).toBeTruthy();
    expect(input(`${coal} 第1个时段 第3段出力`).closest('.ant-input-status-error')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('shows a stored ranged offer per range, with a chart for each, and marks the cell the server names', async () => {
    answerOffers([ranged]);
    recordOffers(() =>
      badRequest('第2个时段（08:00–24:00）：申报价格最大值为1500元/MWh', [
        'ranges[1].steps[1].price',
      ]),
    );
    enterSpot(seller);
    renderApp(`/spot/sellerreport/${openSpot.id}`);
    await screen.findByLabelText(`${coal} 第2个时段 第2段报价`, {}, wait);
    expect(screen.getAllByText('分时段报价').length).toBeGreaterThan(1);
    expect(input(`${coal} 第1个时段 第1段报价`).value).toBe('200');
    expect(input(`${coal} 第2个时段 第2段报价`).value).toBe('500');
    const second = screen.getByTestId('range-501-2');
    await waitFor(() => expect(within(second).getAllByLabelText('图表').length).toBe(1), wait);
    expect(within(screen.getByTestId('range-501-1')).getAllByLabelText('图表')).toHaveLength(1);
    type(`${coal} 第2个时段 第2段报价`, '1400');
    fireEvent.click(button('提交报价'));
    expect(
      (await screen.findAllByText('第2个时段（08:00–24:00）：申报价格最大值为1500元/MWh', {}, wait))
        .length,
      // The 400 warning of spec section 8, the card's alert and the cell's message.
    ).toBe(3);
    expect(input(`${coal} 第2个时段 第2段报价`).value).toBe('1400');
    expect(input(`${coal} 第2个时段 第2段报价`).closest('.ant-input-status-error')).toBeTruthy();
  });

  it("copies the previous day's ranges", async () => {
    const asked = answerOffers([], [{ ...ranged, roundId: previousSpot.id }]);
    await openSeller();
    fireEvent.click(button('复制上一日报价'));
    await waitFor(() => expect(input(`${coal} 第2个时段 第2段报价`).value).toBe('500'), wait);
    expect(screen.getByText('（08:00–24:00，共64个时段）')).toBeTruthy();
    expect(asked).toContain(`roundId=${previousSpot.id}&enterpriseId=${seller.id}&unitId=501`);
  });
});

describe('time range rules of the editor', () => {
  const curve = [{ volume: '600', price: '300' }];
  const draft = (startTimeId: number, endTimeId: number): RangeDraft => ({
    startTimeId,
    endTimeId,
    segments: curve,
  });
  const price = { ...roundPriceRule(undefined), max: 1500 };

  it('names a gap, an overlap and an uncovered end as the server does', () => {
    expect(coverageProblem([draft(0, 47), draft(50, 95)])?.message).toBe(
      '12:00–12:30没有报价：各时段应首尾相接，覆盖全天96个时段',
    );
    expect(coverageProblem([draft(0, 50), draft(48, 95)])?.message).toBe(
      '第2个时段与第1个时段在12:00–12:45重叠：各时段不能重叠',
    );
    expect(coverageProblem([draft(0, 89)])).toEqual({
      message: '22:30–24:00没有报价：各时段应首尾相接，覆盖全天96个时段',
      range: 0,
    });
    expect(coverageProblem([draft(48, 95), draft(0, 47)])).toBeNull();
  });

  it("names the range whose curve breaks a rule and keeps each range's cell messages", () => {
    const broken = { ...draft(48, 95), segments: [{ volume: '600', price: '1600' }] };
    const check = checkRanges([draft(0, 47), broken], price, volumeRule(600));
    expect(check).toMatchObject({
      ok: false,
      message: '第2个时段（12:00–24:00）：请按提示修改报价段',
    });
    if (!check.ok) expect(check.errors[1]?.[0]?.price).toBe('申报价格最大值为1500元/MWh');
  });

  it("moves a start set inside the range before it to that range's end (spec section 5)", () => {
    const moved = withBounds([draft(0, 47), draft(48, 95)], 1, { startTimeId: 40, endTimeId: 95 });
    expect(moved.map((r) => [r.startTimeId, r.endTimeId])).toEqual([
      [0, 47],
      [48, 95],
    ]);
    // A start after the previous end is the user's: the gap is named, not filled.
    const later = withBounds([draft(0, 47), draft(48, 95)], 1, { startTimeId: 50, endTimeId: 95 });
    expect(later[1]?.startTimeId).toBe(50);
    expect(
      withBounds([draft(0, 47), draft(48, 95)], 0, { startTimeId: 0, endTimeId: 40 })[0],
    ).toMatchObject({
      startTimeId: 0,
      endTimeId: 40,
    });
  });

  it('adds a range by halving the longest and removes one without opening a gap', () => {
    const split = splitLongest([draft(0, 31), draft(32, 95)]);
    expect(split?.map((r) => [r.startTimeId, r.endTimeId])).toEqual([
      [0, 31],
      [32, 63],
      [64, 95],
    ]);
    expect(withoutRange(split ?? [], 1).map((r) => [r.startTimeId, r.endTimeId])).toEqual([
      [0, 63],
      [64, 95],
    ]);
    expect(withoutRange(split ?? [], 0).map((r) => [r.startTimeId, r.endTimeId])).toEqual([
      [0, 63],
      [64, 95],
    ]);
  });
});
