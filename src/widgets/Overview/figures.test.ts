// The panel's and monitor's figures as plain data: totals, average price as money over volume (none
// without volume), the breakdown by trade type, counters and declared shares.
import { describe, expect, it } from 'vitest';
import {
  averagePrice,
  courseCounters,
  declaredShare,
  declaredText,
  roundTotalsByType,
  tradeTotals,
  tradesByType,
  type MyTrade,
  type RoundOverview,
} from './figures';

const trade = (over: Partial<MyTrade>): MyTrade => ({
  id: 'x',
  roundId: 1,
  roundName: '轮次',
  tradeType: 15,
  tradeTypeName: '省内集中竞价',
  year: 2026,
  month: 3,
  firstDay: 1,
  lastDay: 31,
  unitId: null,
  unitName: '企业',
  direction: 1,
  timeId: 1,
  timeName: '峰',
  volume: 0,
  price: 0,
  money: 0,
  ...over,
});

const round = (over: Partial<RoundOverview>): RoundOverview =>
  withSeries({
    id: 1,
    name: '轮次',
    type: 15,
    tradeType: 15,
    tradeTypeName: '省内集中竞价',
    isInterProvincial: false,
    status: 0,
    year: 2026,
    month: 3,
    day: null,
    cycle: 1,
    enterpriseCount: 4,
    declaredCount: 1,
    clearedVolume: 0,
    averagePrice: null,
    money: 0,
    ...over,
  });

/** A cleared round's volume in its own series unless the test splits it. */
function withSeries(r: Omit<RoundOverview, 'series'> & { series?: RoundOverview['series'] }) {
  const own = { tradeType: r.tradeType, tradeTypeName: r.tradeTypeName };
  const series =
    r.series ??
    (r.clearedVolume > 0 ? [{ ...own, clearedVolume: r.clearedVolume, money: r.money }] : []);
  return { ...r, series };
}

describe('overview figures', () => {
  it('takes the average price as money over volume, and none without volume', () => {
    expect(averagePrice(1000, 4)).toBe(250);
    expect(averagePrice(0, 0)).toBeNull();
  });

  it('sums trades and counts the rounds traded in', () => {
    const totals = tradeTotals([
      trade({ roundId: 1, volume: 100, money: 40_000 }),
      trade({ roundId: 1, volume: 50, money: 17_500 }),
      trade({ roundId: 2, volume: 50, money: 22_500, direction: 0 }),
    ]);
    expect(totals).toEqual({ volume: 200, money: 80_000, averagePrice: 400, tradedRounds: 2 });
    expect(tradeTotals([])).toEqual({ volume: 0, money: 0, averagePrice: null, tradedRounds: 0 });
  });

  it('breaks trades down by trade type, bought and sold apart, in trade type order', () => {
    const rows = tradesByType([
      trade({ tradeType: 115, tradeTypeName: '省间集中竞价', volume: 10, money: 3_000 }),
      trade({
        tradeType: 3,
        tradeTypeName: '省内滚动撮合',
        direction: 0,
        volume: 30,
        money: 9_000,
      }),
      trade({
        tradeType: 3,
        tradeTypeName: '省内滚动撮合',
        direction: 1,
        volume: 10,
        money: 3_400,
      }),
    ]);
    expect(
      rows.map((r) => [r.tradeType, r.buyVolume, r.sellVolume, r.volume, r.averagePrice]),
    ).toEqual([
      [3, 30, 10, 40, 310],
      [115, 0, 10, 10, 300],
    ]);
  });

  it('counts the rounds taking declarations and shares of declared enterprises', () => {
    const overview = {
      courseId: 1,
      courseName: '课程',
      traineeCount: 9,
      enterpriseCount: 4,
      rounds: [
        round({ status: 0 }),
        round({ status: 1 }),
        round({ status: 2 }),
        round({ status: 3 }),
      ],
    };
    expect(courseCounters(overview)).toEqual({
      traineeCount: 9,
      enterpriseCount: 4,
      roundCount: 4,
      declaringCount: 2,
    });
    expect(declaredShare(round({ declaredCount: 3, enterpriseCount: 4 }))).toBe(0.75);
    expect(declaredShare(round({ declaredCount: 0, enterpriseCount: 0 }))).toBe(0);
    expect(declaredText(round({ declaredCount: 3, enterpriseCount: 4 }))).toBe('已申报 3/4企业');
  });

  it('sums rounds by trade type with money over cleared volume', () => {
    const totals = roundTotalsByType([
      round({ id: 1, clearedVolume: 100, money: 40_000 }),
      round({ id: 2, clearedVolume: 0, money: 0 }),
      round({
        id: 3,
        tradeType: 1,
        tradeTypeName: '省内双边协商',
        clearedVolume: 50,
        money: 19_000,
      }),
    ]);
    expect(totals.map((t) => [t.tradeType, t.roundCount, t.clearedVolume, t.averagePrice])).toEqual(
      [
        [1, 1, 50, 380],
        [15, 2, 100, 400],
      ],
    );
  });

  it('books a 省间现货 day-ahead round by its contracts: the provincial part under 省内现货', () => {
    // The tester's 3月14日 round: 13068.55 MWh of the province's market and 7425.18 of exports.
    const spot = (series: RoundOverview['series'], over: Partial<RoundOverview> = {}) =>
      round({
        type: 11,
        tradeType: 111,
        tradeTypeName: '省间现货',
        isInterProvincial: true,
        clearedVolume: series.reduce((s, p) => s + p.clearedVolume, 0),
        money: series.reduce((s, p) => s + p.money, 0),
        series,
        ...over,
      });
    const totals = roundTotalsByType([
      spot([
        {
          tradeType: 11,
          tradeTypeName: '省内现货',
          clearedVolume: 13068.55,
          money: 13068.55 * 300,
        },
        { tradeType: 111, tradeTypeName: '省间现货', clearedVolume: 7425.18, money: 7425.18 * 320 },
      ]),
      // A day-ahead round of the province alone, and a 省间现货 round not cleared yet.
      round({
        id: 2,
        type: 11,
        tradeType: 11,
        tradeTypeName: '省内现货',
        clearedVolume: 1000,
        money: 310_000,
      }),
      spot([], { id: 3 }),
    ]);
    expect(totals.map((t) => [t.tradeTypeName, t.roundCount, t.clearedVolume])).toEqual([
      ['省内现货', 2, 14068.55],
      ['省间现货', 2, 7425.18],
    ]);
    expect(totals[1]?.averagePrice).toBeCloseTo(320, 6);
  });
});
