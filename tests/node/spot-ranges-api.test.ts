// Day-ahead offers per time range and the inter-provincial session at the API: ranges that must cover
// the day end to end (400 with the Chinese message naming the gap or overlap), a curve per slot in the
// clearing, inter-provincial offers stored apart from provincial ones, per-unit results per channel, and
// the export held fixed in the formal clearing.
//
// Hand-checked case on the demo grid (both seller units are in 山东, the sending province; 600 MW each):
// unit A offers at the cap (1500) for 00:00–12:00 and at the floor (0) for 12:00–24:00, so in the
// pre-clearing it runs at its minimum output in the morning (prices below the cap) and in the afternoon
// (prices above 0) climbs by its ramp per slot up to capacity. Unit B offers its 600 MW at 0 into the inter-provincial session: it is the
// only sending offer and the channels carry 2000 MW, so all 600 MW go over the cheaper channel
// (鲁苏一通道, tariff 28, not full): the unit earns the receiving price less 28. In the formal clearing
// its 600 MW are already sold, so it has nothing left for the province, and its explanation says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { sellerUnitIds } from './centerTradeSteps';
import { openSpotRound, runSpotStage, type SpotStage } from './spotSteps';

let w: ApiWorld;
let roundId: number;
let unitA: number;
let unitB: number;
let minA: number;
let rampA: number;

type Range = {
  startTimeId: number;
  endTimeId: number;
  steps: Array<{ volume: number; price: number }>;
};

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  ({ minMw: minA, rampMwPerSlot: rampA } = await w.db
    .selectFrom('generator_unit')
    .select(['minMw', 'rampMwPerSlot'])
    .where('id', '=', unitA)
    .executeTakeFirstOrThrow());
  roundId = await openSpotRound(w, 2);
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

const submit = (token: string | undefined, body: unknown) =>
  call(w.app, 'submitDayAheadOffer', { ...(token ? { token } : {}), body });
const ranged = (unitId: number, ranges: Range[]) => ({ roundId, unitId, ranges });
const morningAndAfternoon: Range[] = [
  { startTimeId: 48, endTimeId: 95, steps: [{ volume: 600, price: 0 }] },
  { startTimeId: 0, endTimeId: 47, steps: [{ volume: 600, price: 1500 }] },
];

const runStage = (stage: SpotStage) => runSpotStage(w, roundId, stage);

type UnitRow = components['schemas']['ProvincialUnitResult'];

describe('offers per time range', () => {
  it('asks for a token (401), an enrolment (403) and refuses the teacher (403)', async () => {
    expectAbpError(await submit(undefined, ranged(unitA, morningAndAfternoon)), 401);
    expectAbpError(await submit(w.tokens.outsider, ranged(unitA, morningAndAfternoon)), 403);
    expectAbpError(await submit(w.tokens.teacher, ranged(unitA, morningAndAfternoon)), 403);
  });

  it.each([
    [
      'a gap',
      [
        { startTimeId: 0, endTimeId: 47, steps: [{ volume: 600, price: 300 }] },
        { startTimeId: 50, endTimeId: 95, steps: [{ volume: 600, price: 300 }] },
      ],
      '12:00–12:30没有报价：各时段应首尾相接，覆盖全天96个时段',
      'ranges[1].startTimeId',
    ],
    [
      'an overlap',
      [
        { startTimeId: 0, endTimeId: 50, steps: [{ volume: 600, price: 300 }] },
        { startTimeId: 48, endTimeId: 95, steps: [{ volume: 600, price: 300 }] },
      ],
      '第2个时段与第1个时段在12:00–12:45重叠：各时段不能重叠',
      'ranges[1].startTimeId',
    ],
    [
      'an uncovered end of day',
      [{ startTimeId: 0, endTimeId: 89, steps: [{ volume: 600, price: 300 }] }],
      '22:30–24:00没有报价：各时段应首尾相接，覆盖全天96个时段',
      'ranges[0].endTimeId',
    ],
    [
      'a start after its end',
      [
        { startTimeId: 60, endTimeId: 40, steps: [{ volume: 600, price: 300 }] },
        { startTimeId: 0, endTimeId: 95, steps: [{ volume: 600, price: 300 }] },
      ],
      '第1个时段的起止时间有误：应在00:00至24:00之间，且开始早于结束',
      'ranges[0].startTimeId',
    ],
    [
      'a falling price in the second range',
      [
        { startTimeId: 0, endTimeId: 47, steps: [{ volume: 600, price: 300 }] },
        {
          startTimeId: 48,
          endTimeId: 95,
          steps: [
            { volume: 300, price: 400 },
            { volume: 600, price: 350 },
          ],
        },
      ],
      '第2个时段（12:00–24:00）：各段报价应逐段递增或持平',
      'ranges[1].steps[1].price',
    ],
  ])('refuses %s with a Chinese message naming it', async (_, ranges, message, member) => {
    const error = expectAbpError(await submit(w.tokens.seller, ranged(unitA, ranges)), 400);
    expect(error.message).toBe(message);
    expect(error.members).toEqual([member]);
  });

  it('refuses both a whole-day curve and ranges at once', async () => {
    const body = { ...ranged(unitA, morningAndAfternoon), steps: [{ volume: 600, price: 1 }] };
    expect(expectAbpError(await submit(w.tokens.seller, body), 400).message).toBe(
      '请填写全天报价曲线，或按时段分别填写报价曲线（二者选一）',
    );
  });

  it('stores the ranges sorted by start and shows them to the seller and the teacher', async () => {
    const saved = expectContractOk<{ ranges: Range[]; steps: unknown; kind: string }>(
      'submitDayAheadOffer',
      await submit(w.tokens.seller, ranged(unitA, morningAndAfternoon)),
    );
    const sorted = [morningAndAfternoon[1], morningAndAfternoon[0]];
    expect(saved.ranges).toEqual(sorted);
    expect(saved.steps).toEqual([{ volume: 600, price: 1500 }]);
    expect(saved.kind).toBe('provincial');
    for (const token of [w.tokens.seller, w.tokens.teacher]) {
      const [row] = await okItems<{ unitId: number; ranges: Range[] | null }>(
        w.app,
        'getDayAheadOffers',
        { token, query: { roundId, unitId: unitA } },
      );
      expect(row?.ranges).toEqual(sorted);
    }
    expect(
      await okItems(w.app, 'getDayAheadOffers', {
        token: w.tokens.buyer,
        query: { roundId, unitId: unitA },
      }),
    ).toEqual([]);
  });

  it('clears each slot with its own range: Pmin under the cap in the morning, up to capacity after noon', async () => {
    expectContractOk(
      'submitDayAheadOffer',
      await submit(w.tokens.seller, {
        roundId,
        unitId: unitB,
        steps: [{ volume: 600, price: 0 }],
      }),
    );
    await runStage('pre');
    const pre = expectContractOk<{
      rows: Array<{ unitId: number; timeId: number; volume: number; price: number }>;
    }>(
      'getPreClearingResult',
      await call(w.app, 'getPreClearingResult', { token: w.tokens.seller, params: { roundId } }),
    );
    const a = pre.rows.filter((r) => r.unitId === unitA);
    expect(a).toHaveLength(96);
    for (const r of a) {
      if (r.timeId < 48 && r.price < 1500) expect(r.volume).toBeCloseTo(minA, 3);
      const previous = a[r.timeId - 1]?.volume ?? 0;
      if (r.timeId >= 48 && r.price > 0)
        expect(r.volume).toBeCloseTo(Math.min(600, previous + rampA), 3);
    }
    // The afternoon's floor curve lifts it above Pmin, which the morning's cap curve never does.
    expect(a.some((r) => r.timeId >= 48 && r.volume > minA + 1)).toBe(true);
    expect(a.some((r) => r.timeId < 48 && r.volume > minA + 1)).toBe(false);
    expect(a.filter((r) => r.timeId < 48 && r.price < 1500).length).toBeGreaterThan(0);
    expect(a.filter((r) => r.timeId >= 48 && r.price > 0).length).toBeGreaterThan(0);
  });
});

describe('inter-provincial offers and per-unit results', () => {
  it('stores an inter-provincial offer apart: the provincial offer stays as declared', async () => {
    const saved = expectContractOk<{ kind: string; province: string | null }>(
      'submitDayAheadOffer',
      await submit(w.tokens.seller, {
        roundId,
        unitId: unitB,
        province: '37',
        steps: [{ volume: 600, price: 0 }],
      }),
    );
    expect(saved).toMatchObject({ kind: 'interProvincial', province: '37' });
    const provincial = await okItems<{ unitId: number; kind: string; province: string | null }>(
      w.app,
      'getDayAheadOffers',
      { token: w.tokens.seller, query: { roundId } },
    );
    expect(provincial.map((o) => [o.unitId, o.kind])).toEqual([
      [unitA, 'provincial'],
      [unitB, 'provincial'],
    ]);
    const inter = await okItems<{ unitId: number }>(w.app, 'getDayAheadOffers', {
      token: w.tokens.seller,
      query: { roundId, kind: 'interProvincial' },
    });
    expect(inter.map((o) => o.unitId)).toEqual([unitB]);
  });

  it('shows nothing before the session, and asks for a token and an enrolment', async () => {
    expect(
      await okItems(w.app, 'getProvincialUnitResults', {
        token: w.tokens.seller,
        params: { roundId },
      }),
    ).toEqual([]);
    expectAbpError(await call(w.app, 'getProvincialUnitResults', { params: { roundId } }), 401);
    expectAbpError(
      await call(w.app, 'getProvincialUnitResults', {
        token: w.tokens.outsider,
        params: { roundId },
      }),
      403,
    );
  });

  it("sells unit B's 600 MW over the cheaper channel at the receiving price less its tariff", async () => {
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
    await runStage('interProvincial');
    const rows = await okItems<UnitRow>(w.app, 'getProvincialUnitResults', {
      token: w.tokens.seller,
      params: { roundId },
    });
    // Unit A made no inter-provincial offer: it sold nothing there.
    expect(new Set(rows.map((r) => r.unitId))).toEqual(new Set([unitB]));
    const first = rows.filter((r) => r.channelName === '鲁苏一通道');
    expect(first).toHaveLength(96);
    for (const r of first) {
      expect(r.volume).toBeCloseTo(600, 3);
      expect(r.tariff).toBe(28);
      expect(r.price).toBeCloseTo(r.receivingPrice - 28, 2);
      expect(r.amount).toBeCloseTo(Math.round(600 * r.price * 0.25 * 100) / 100, 2);
    }
    for (const r of rows.filter((x) => x.channelName !== '鲁苏一通道'))
      expect(r.volume).toBeCloseTo(0, 3);
    // The buyer has no units: no rows; the teacher sees the seller's.
    expect(
      await okItems(w.app, 'getProvincialUnitResults', {
        token: w.tokens.buyer,
        params: { roundId },
      }),
    ).toEqual([]);
    expect(
      (
        await okItems<UnitRow>(w.app, 'getProvincialUnitResults', {
          token: w.tokens.teacher,
          params: { roundId },
        })
      ).length,
    ).toBe(rows.length);
  });

  it('holds the export fixed in the formal clearing: unit B has no capacity left for the province', async () => {
    await runStage('formal');
    expectContractOk(
      'publishSpotResults',
      await call(w.app, 'publishSpotResults', { token: w.tokens.teacher, params: { id: roundId } }),
    );
    const rows = await okItems<{ unitId: number; timeId: number; volume: number }>(
      w.app,
      'getDayAheadResults',
      { token: w.tokens.seller, query: { roundId } },
    );
    const b = rows.filter((r) => r.unitId === unitB);
    expect(b).toHaveLength(96);
    for (const r of b) expect(r.volume).toBeCloseTo(0, 3);
  });

  it("keeps unit B's export as its own 省间现货 contract in holdings and my trades, at the sending price", async () => {
    const sold = await okItems<UnitRow>(w.app, 'getProvincialUnitResults', {
      token: w.tokens.seller,
      params: { roundId },
    });
    // What the session paid in hour 10: four slots of 600 MW × 0.25 h at the sending price.
    const hour10 = sold.filter((r) => r.volume > 0 && Math.floor(r.timeId / 4) === 10);
    const money = hour10.reduce((s, r) => s + r.volume * 0.25 * r.price, 0);
    const holdings = await okItems<{
      tradeType: number;
      tradeTypeName: string;
      longDealVolumeAndPrice: Array<{
        unitId: number;
        timeId: number;
        volume: number;
        price: number;
      }>;
    }>(w.app, 'getHoldingsByEnterprise', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.sellerId, month: 6, province: '-1' },
    });
    const inter = holdings.find((h) => h.tradeType === 111);
    expect(inter?.tradeTypeName).toBe('省间现货');
    const cell = inter?.longDealVolumeAndPrice.find((d) => d.unitId === unitB && d.timeId === 10);
    expect(cell?.volume).toBeCloseTo(600, 3);
    expect(cell?.price).toBeCloseTo(money / 600, 2);
    // Its provincial result (0 MW: the whole unit is sold) adds nothing to 省内现货.
    const provincial = await okItems<{
      tradeType: number;
      longDealVolumeAndPrice: Array<{ unitId: number; volume: number }>;
    }>(w.app, 'getHoldingsByEnterprise', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.sellerId, month: 6, province: '37' },
    });
    const ofB = provincial
      .find((h) => h.tradeType === 11)
      ?.longDealVolumeAndPrice.filter((d) => d.unitId === unitB);
    expect((ofB ?? []).every((d) => d.volume === 0)).toBe(true);
    const trades = await okItems<{
      tradeType: number;
      unitId: number;
      timeId: number;
      volume: number;
    }>(w.app, 'getMyTrades', { token: w.tokens.seller, query: { courseId: w.courseId, roundId } });
    const exported = trades.filter((t) => t.tradeType === 111);
    expect(exported).toHaveLength(24);
    expect(exported.every((t) => t.unitId === unitB && Math.abs(t.volume - 600) < 1e-6)).toBe(true);
  });

  it("explains unit B's empty provincial slot by its export: no room left, the 600 MW already sold", async () => {
    const explanation = expectContractOk<{
      stage: string;
      volume: number;
      availableVolume: number;
      reason: string;
      explanation: string;
    }>(
      'getSpotDispatchExplanation',
      await call(w.app, 'getSpotDispatchExplanation', {
        token: w.tokens.seller,
        query: { roundId, unitId: unitB, timeId: 40 },
      }),
    );
    expect(explanation).toMatchObject({
      stage: 'formal',
      volume: 0,
      availableVolume: 0,
      reason: 'capacity',
    });
    expect(explanation.explanation).toContain(
      '本时段已在省间现货外送 600.00 MW，机组须开机，省内可用出力和最小技术出力均扣除外送部分。',
    );
    expect(explanation.explanation).toContain('已达到本时段可用出力');
  });
});

describe("the demo's inter-provincial day, cleared by the seed", () => {
  it('keeps its formal result as 省内现货 and only the exports as 省间现货, though the round is listed under 省间', async () => {
    const holdings = await okItems<{ tradeType: number; tradeTypeName: string }>(
      w.app,
      'getHoldingsByEnterprise',
      {
        token: w.tokens.seller,
        query: { courseId: w.courseId, enterpriseId: w.sellerId, month: 3 },
      },
    );
    expect(holdings.map((h) => [h.tradeType, h.tradeTypeName])).toEqual([
      [0, '合计'],
      [11, '省内现货'],
      [111, '省间现货'],
    ]);
  });

  it("shows 华鲁's trainee each unit's exports per channel, at the receiving price less the tariff", async () => {
    const { id: demoDay } = await w.db
      .selectFrom('round')
      .select('id')
      .where('courseId', '=', w.courseId)
      .where('name', '=', '2026年3月14日省间现货')
      .executeTakeFirstOrThrow();
    expect(
      expectContractOk(
        'getProvincialSpotStatus',
        await call(w.app, 'getProvincialSpotStatus', {
          token: w.tokens.seller,
          params: { roundId: demoDay },
        }),
      ),
    ).toEqual({ code: 1 });
    const rows = await okItems<UnitRow>(w.app, 'getProvincialUnitResults', {
      token: w.tokens.seller,
      params: { roundId: demoDay },
    });
    const sold = rows.filter((r) => r.volume > 0);
    // Both of 华鲁's units sell some slots, all over 鲁苏一通道 (the cheaper tariff), which never fills
    // (≤ 750 of 1200 MW): so each MW earns the receiving price less that tariff.
    expect(new Set(sold.map((r) => r.unitId))).toEqual(new Set([unitA, unitB]));
    expect(new Set(sold.map((r) => r.channelName))).toEqual(new Set(['鲁苏一通道']));
    for (const r of sold) {
      expect(r.price).toBeCloseTo(r.receivingPrice - r.tariff, 2);
      expect(r.amount).toBeCloseTo(r.volume * 0.25 * r.price, 0);
    }
  });
});
