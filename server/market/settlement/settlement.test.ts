import { describe, expect, it } from 'vitest';
import {
  operatingCost,
  settleCell,
  settleUnit,
  sumLines,
  type SettlementCell,
  type SettlementRules,
} from './settlement';

const names: Record<number, string> = { 11: '省内现货', 15: '省内集中竞价', 3: '省内滚动撮合' };
const rules = (over: Partial<SettlementRules>): SettlementRules => ({
  side: 'seller',
  withSpot: false,
  tolerance: 0.03,
  assessPrice: 50,
  deviationPrice: 380,
  seriesName: (s) => names[s] ?? String(s),
  ...over,
});
const cell = (over: Partial<SettlementCell>): SettlementCell => ({
  day: 1,
  timeId: 40,
  deals: [],
  metered: 0,
  planned: 0,
  refPrice: 0,
  cost: 0,
  ...over,
});
const rounded = (lines: ReturnType<typeof settleUnit>) =>
  lines.map((l) => [l.item, Math.round(l.volume * 100) / 100, Math.round(l.money * 100) / 100]);

describe('settlement without spot', () => {
  // 100 MWh sold at 400; 105 planned, 110 metered: 10 MWh of deviation from the contracts at the
  // province's contract price 380; 5 MWh off the plan, 5 − 3 % × 105 = 1.85 MWh assessed at 50.
  const cells = [
    cell({
      deals: [{ series: 15, volume: 100, money: 40_000 }],
      metered: 110,
      planned: 105,
      cost: 22_000,
    }),
  ];

  it("pays a generator its contracts at their price, the rest at the province's price, less the assessment", () => {
    expect(rounded(settleUnit(cells, rules({})))).toEqual([
      ['省内集中竞价', 100, 40_000],
      ['偏差电量', 10, 3_800],
      ['偏差考核', 1.85, -92.5],
      ['合计', 110, 43_707.5],
      ['发电成本', 110, 22_000],
      ['利润', 110, 21_707.5],
    ]);
  });

  it('charges a retailer the assessment on top, and shows no cost or profit', () => {
    expect(rounded(settleUnit(cells, rules({ side: 'buyer' })))).toEqual([
      ['省内集中竞价', 100, 40_000],
      ['偏差电量', 10, 3_800],
      ['偏差考核', 1.85, 92.5],
      ['合计', 110, 43_892.5],
    ]);
  });

  it('assesses nothing within the tolerance of the plan', () => {
    const within = [
      cell({ deals: [{ series: 15, volume: 50, money: 20_000 }], metered: 102, planned: 100 }),
    ];
    expect(settleUnit(within, rules({})).find((l) => l.item === '偏差考核')?.money).toBe(0);
  });

  it('assesses against the contracts what was sold beyond the plan and not delivered', () => {
    // Sold 100, planned and metered 90: 10 short of the contracts, 10 − 3 = 7 assessed.
    const oversold = [
      cell({ deals: [{ series: 15, volume: 100, money: 40_000 }], metered: 90, planned: 90 }),
    ];
    expect(settleUnit(oversold, rules({})).find((l) => l.item === '偏差考核')).toEqual({
      item: '偏差考核',
      volume: 7,
      money: -350,
    });
  });
});

describe('settlement with spot: contracts for difference', () => {
  // Sold 100 MWh at 400 in the month's bidding and 90 MWh day-ahead at 300; metered 110;
  // the hour's reference price 320.
  const deals = [
    { series: 15, volume: 100, money: 40_000 },
    { series: 11, volume: 90, money: 27_000 },
  ];

  it('pays a generator day-ahead, the rest at the reference price and the contract difference', () => {
    const lines = settleUnit(
      [cell({ deals, metered: 110, refPrice: 320 })],
      rules({ withSpot: true }),
    );
    // 27,000 + 20 × 320 + 100 × (400 − 320) = 41,400
    expect(rounded(lines)).toEqual([
      ['省内集中竞价差价合约', 100, 8_000],
      ['省内现货', 90, 27_000],
      ['实时偏差电量', 20, 6_400],
      ['合计', 110, 41_400],
      ['发电成本', 110, 0],
      ['利润', 110, 41_400],
    ]);
  });

  it('charges a retailer q_DA·P_DA + (q_m − q_DA)·P_ref − Σ q_c·(P_ref − P_c)', () => {
    const bought = [
      { series: 15, volume: 50, money: 20_000 },
      { series: 11, volume: 60, money: 18_000 },
    ];
    const lines = settleUnit(
      [cell({ deals: bought, metered: 70, refPrice: 320 })],
      rules({ side: 'buyer', withSpot: true }),
    );
    expect(lines.at(-1)).toEqual({ item: '合计', volume: 70, money: 18_000 + 10 * 320 + 50 * 80 });
  });

  it('settles each cell at its own reference price', () => {
    const a = cell({
      timeId: 12,
      deals: [{ series: 15, volume: 10, money: 3_000 }],
      refPrice: 250,
    });
    const b = cell({
      timeId: 72,
      deals: [{ series: 15, volume: 10, money: 3_000 }],
      refPrice: 450,
    });
    const s = rules({ withSpot: true });
    expect(settleCell(a, s).contractSettled).toBe(500);
    expect(settleCell(b, s).contractSettled).toBe(-1_500);
    expect(settleUnit([a, b], s)[0]).toEqual({
      item: '省内集中竞价差价合约',
      volume: 20,
      money: -1_000,
    });
  });
});

describe('sums and costs', () => {
  it('sums units item by item with the totals last', () => {
    const s = rules({});
    const a = settleUnit(
      [cell({ deals: [{ series: 3, volume: 5, money: 2_000 }], metered: 5 })],
      s,
    );
    const b = settleUnit(
      [cell({ deals: [{ series: 15, volume: 10, money: 4_000 }], metered: 10 })],
      s,
    );
    expect(sumLines([a, b]).map((l) => [l.item, l.volume, l.money])).toEqual([
      ['省内滚动撮合', 5, 2_000],
      ['省内集中竞价', 10, 4_000],
      ['偏差电量', 0, 0],
      ['偏差考核', 0, 0],
      ['合计', 15, 6_000],
      ['发电成本', 15, 0],
      ['利润', 15, 6_000],
    ]);
  });

  it('costs output step by step, at the last step beyond the curve', () => {
    const curve = [
      [100, 200],
      [300, 300],
    ] as const;
    expect(operatingCost(curve, 150, 0.25)).toBe(8_750);
    expect(operatingCost(curve, 350, 0.25)).toBe(23_750);
    expect(operatingCost(curve, 0, 1)).toBe(0);
  });
});
