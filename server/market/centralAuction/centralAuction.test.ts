import { describe, expect, it } from 'vitest';
import { clearCentralAuction } from './centralAuction';
import { buy, channel, sell } from '../rollingMatching/testOrders';

// Book used by several tests (segment 1, province 1):
//   buys  B1 400×100, B2 380×50, B3 350×80     sells S1 300×60, S2 360×70, S3 390×100
// Walk: B1/S1 60 (Q 60) → B1/S2 40 (Q 100) → B2/S2 30 (Q 130) → B2 380 < S3 390, stop.
// Last matched buy 380, last matched sell 360 → uniform P* = (380 + 360) / 2 = 370.
const book = [
  buy('B1', 400, 100, 1),
  buy('B2', 380, 50, 2),
  buy('B3', 350, 80, 3),
  sell('S1', 300, 60, 4),
  sell('S2', 360, 70, 5),
  sell('S3', 390, 100, 6),
];

function byId(result: ReturnType<typeof clearCentralAuction>, id: string) {
  const found = result.orders.list().find((o) => o.orderId === id);
  if (!found) throw new Error(`no order ${id}`);
  return found;
}

describe('clearCentralAuction, uniform marginal price', () => {
  const result = clearCentralAuction({ orders: book });
  const peak = result.markets.find((m) => m.segmentId === 1);

  it('clears 130 MWh at (380 + 360) / 2 = 370 元/MWh', () => {
    expect(peak?.clearedVolume).toBe(130);
    expect(peak?.clearingPrice).toBe(370);
    expect(peak?.receivingPrice).toBe(370);
    expect(peak?.clearingPoint).toEqual({ volume: 130, price: 370 });
  });

  it('fills B1 whole, B2 in part (30 of 50) and leaves B3 and S3 unmatched', () => {
    expect(byId(result, 'B1')).toMatchObject({ clearedVolume: 100, outcome: 'cleared' });
    expect(byId(result, 'B2')).toMatchObject({ clearedVolume: 30, outcome: 'partial' });
    expect(byId(result, 'B3')).toMatchObject({
      clearedVolume: 0,
      outcome: 'unmatched',
      price: null,
    });
    expect(byId(result, 'S3')).toMatchObject({ clearedVolume: 0, outcome: 'unmatched' });
  });

  it('prices money at P*: B1 100 × 370 = 37000, B2 30 × 370 = 11100, S1 60 × 370 = 22200, S2 70 × 370 = 25900', () => {
    expect(byId(result, 'B1').money).toBe(37000);
    expect(byId(result, 'B2').money).toBe(11100);
    expect(byId(result, 'S1').money).toBe(22200);
    expect(byId(result, 'S2').money).toBe(25900);
  });

  it('returns both step curves, cumulative from 0', () => {
    expect(peak?.buyCurve).toEqual([
      { price: 400, fromVolume: 0, toVolume: 100 },
      { price: 380, fromVolume: 100, toVolume: 150 },
      { price: 350, fromVolume: 150, toVolume: 230 },
    ]);
    expect(peak?.sellCurve.map((s) => [s.price, s.toVolume])).toEqual([
      [300, 60],
      [360, 130],
      [390, 230],
    ]);
  });

  it('reports every segment of the default object solution, empty ones with no price', () => {
    expect(result.markets.map((m) => [m.segmentId, m.segmentName])).toEqual([
      [1, '峰'],
      [2, '平'],
      [3, '谷'],
    ]);
    expect(result.markets[1]).toMatchObject({ clearedVolume: 0, clearingPrice: null });
  });
});

describe('clearCentralAuction, high-low pairing', () => {
  const result = clearCentralAuction({ orders: book, settings: { pricingRule: 'highLow' } });

  it('prices each pair at its own average: (400+300)/2 = 350, (400+360)/2 = 380, (380+360)/2 = 370', () => {
    expect(
      result.trades.list().map((t) => [t.buyOrderId, t.sellOrderId, t.volume, t.buyPrice]),
    ).toEqual([
      ['B1', 'S1', 60, 350],
      ['B1', 'S2', 40, 380],
      ['B2', 'S2', 30, 370],
    ]);
  });

  it('gives B1 60×350 + 40×380 = 36200 元 (average 362) and S2 40×380 + 30×370 = 26300 元', () => {
    expect(byId(result, 'B1')).toMatchObject({ money: 36200, price: 362 });
    // 26300 / 70 = 375.714285… → 375.7143 at 4 decimals.
    expect(byId(result, 'S2')).toMatchObject({ money: 26300, price: 375.7143 });
  });

  it('reports the volume-weighted price of the segment: 47300 / 130 = 363.8462', () => {
    expect(result.markets[0]?.clearingPrice).toBe(363.8462);
  });
});

describe('clearCentralAuction, marginal tier', () => {
  // One seller S 300×1; three buyers at 350, 1 MWh each: the tier of 3 MWh shares Q* = 1 MWh.
  // 100 cents × 100 / 300 = 33.3 → 33 each (99); the 1 cent left goes to the largest remainder, all
  // equal here (0.3), so to the earliest declaration (A) → 0.34, 0.33, 0.33.
  const result = clearCentralAuction({
    orders: [buy('C', 350, 1, 3), buy('A', 350, 1, 1), buy('B', 350, 1, 2), sell('S', 300, 1, 4)],
  });

  it('shares pro rata; with equal remainders the left-over cent goes to the earliest declaration', () => {
    expect(['A', 'B', 'C'].map((id) => byId(result, id).clearedVolume)).toEqual([0.34, 0.33, 0.33]);
  });

  it('prices money at P* = (350 + 300) / 2 = 325: 0.34 × 325 = 110.5, 0.33 × 325 = 107.25', () => {
    expect(['A', 'B', 'C'].map((id) => byId(result, id).money)).toEqual([110.5, 107.25, 107.25]);
    expect(byId(result, 'S').money).toBe(325);
  });

  it('gives the cents left by rounding to the largest remainders, not simply to the earliest', () => {
    // Tier of 0.03, 0.01, 0.03, 0.03 MWh at 2 元 shares 0.03 MWh (3 cents of 10):
    // exact 0.9, 0.3, 0.9, 0.9 cents → floors 0, 0, 0, 0; 3 cents to the remainders 0.9 → 1, 0, 1, 1.
    const r = clearCentralAuction({
      orders: [
        buy('P', 2, 0.03, 1),
        buy('Q', 2, 0.01, 2),
        buy('R', 2, 0.03, 3),
        buy('T', 2, 0.03, 4),
        sell('S', 0, 0.03, 5),
      ],
    });
    expect(['P', 'Q', 'R', 'T'].map((id) => byId(r, id).clearedVolume)).toEqual([
      0.01, 0, 0.01, 0.01,
    ]);
  });

  it('shares in proportion to volume: 20 and 40 MWh at one price sharing 30 MWh get 10 and 20', () => {
    const r = clearCentralAuction({
      orders: [buy('X', 500, 20, 1), buy('Y', 500, 40, 2), sell('S', 100, 30, 3)],
    });
    expect([byId(r, 'X').clearedVolume, byId(r, 'Y').clearedVolume]).toEqual([10, 20]);
  });
});

describe('clearCentralAuction, inter-provincial', () => {
  // Channel C1 from province 1 to 2, tariff 20, limit 50. Sells compare at price + 20: S1 320, S2 350.
  // Walk: B1 400 / S1 320 → 40; B1 400 / S2 350 → 10 more and the limit 50 stops the walk.
  // P* on the receiving side = (400 + 350) / 2 = 375; sellers receive 375 − 20 = 355.
  const orders = [
    sell('S1', 300, 40, 1, { channelId: 'C1' }),
    sell('S2', 330, 40, 2, { channelId: 'C1' }),
    buy('B1', 400, 60, 3, { province: 2, channelId: 'C1' }),
    buy('B2', 345, 30, 4, { province: 2, channelId: 'C1' }),
  ];
  const result = clearCentralAuction({ orders, channels: [channel('C1', 1, 2, 20, 50)] });

  it('caps the cleared volume at the channel limit and says so', () => {
    expect(result.markets[0]).toMatchObject({ clearedVolume: 50, limitedByChannel: true });
  });

  it('adds the tariff back for the receiving side: buyers pay 375, sellers get 355', () => {
    expect(result.markets[0]).toMatchObject({ clearingPrice: 355, receivingPrice: 375 });
    expect(byId(result, 'B1')).toMatchObject({ clearedVolume: 50, price: 375, money: 18750 });
    expect(byId(result, 'S1')).toMatchObject({ clearedVolume: 40, price: 355, money: 14200 });
    expect(byId(result, 'S2')).toMatchObject({ clearedVolume: 10, price: 355, money: 3550 });
  });

  it('draws the supply curve with the tariff included, so it crosses the demand curve', () => {
    expect(result.markets[0]?.sellCurve.map((s) => s.price)).toEqual([320, 350]);
  });

  it('clears 60 MWh when the channel has no limit (B2 345 < S2 350 stops it)', () => {
    const open = clearCentralAuction({ orders, channels: [channel('C1', 1, 2, 20, null)] });
    expect(open.markets[0]).toMatchObject({ clearedVolume: 60, limitedByChannel: false });
  });

  it('clears nothing on a channel with limit 0 and reports the channel as the cause', () => {
    const shut = clearCentralAuction({ orders, channels: [channel('C1', 1, 2, 20, 0)] });
    expect(shut.markets[0]).toMatchObject({ clearedVolume: 0, limitedByChannel: true });
    expect(shut.trades.list()).toEqual([]);
  });

  it('rejects orders on the wrong end of a channel, with no channel, or with a channel inside a province', () => {
    const r = clearCentralAuction({
      channels: [channel('C1', 1, 2, 20, null)],
      orders: [buy('W', 400, 1, 1, { province: 1, channelId: 'C1' }), sell('N', 1, 1, 2)],
    });
    expect(byId(r, 'W')).toMatchObject({ outcome: 'rejected', reason: '购方须位于通道的受端省份' });
    expect(byId(r, 'N')).toMatchObject({ outcome: 'rejected', reason: '省间交易须选择输电通道' });
    const provincial = clearCentralAuction({ orders: [sell('P', 1, 1, 1, { channelId: 'C1' })] });
    expect(byId(provincial, 'P').reason).toBe('省内交易不能指定输电通道');
  });
});

describe('clearCentralAuction, per province and segment', () => {
  it('never matches a buyer of one province with a seller of another, nor across segments', () => {
    const r = clearCentralAuction({
      orders: [
        buy('B', 500, 10, 1, { province: 1 }),
        sell('S', 100, 10, 2, { province: 2 }),
        sell('T', 100, 10, 3, { province: 1, segmentId: 2 }),
      ],
    });
    expect(r.trades.list()).toEqual([]);
    expect(r.markets.map((m) => [m.scope, m.segmentId])).toHaveLength(6);
  });

  it('rejects an order for a segment the object solution lacks, or for an hour', () => {
    const hourly = { ...buy('H', 1, 1, 2), period: { kind: 'hour', hour: 3 } as const };
    const r = clearCentralAuction({ orders: [buy('X', 1, 1, 1, { segmentId: 9 }), hourly] });
    expect(byId(r, 'X')).toMatchObject({ outcome: 'rejected', reason: '时段不存在：9' });
    expect(byId(r, 'H').reason).toBe('集中竞价须按时段申报');
  });

  it('rejects volumes with more than 2 decimals and volumes not above 0', () => {
    const r = clearCentralAuction({ orders: [buy('D', 1, 1.234, 1), buy('Z', 1, 0, 2)] });
    expect(byId(r, 'D').reason).toBe('注意保留2位小数');
    expect(byId(r, 'Z').reason).toBe('申报电量必须大于0');
  });
});

describe('clearCentralAuction, repeated declaration ids', () => {
  // Ids rising in input order (by length, then text: '2' < '10') need no lookup; a repeat after them
  // must still be found, whether it repeats the last id or one before the first that did not rise.
  const outcomes = (orders: ReturnType<typeof buy>[]) =>
    clearCentralAuction({ orders })
      .orders.list()
      .map((o) => [o.orderId, o.reason]);

  it('rejects the later of two declarations with one id after ids that rose', () => {
    const orders = [buy('1', 400, 10, 1), buy('2', 390, 10, 2), buy('10', 380, 10, 3)];
    expect(outcomes([...orders, sell('2', 300, 10, 4)])).toEqual([
      ['1', null],
      ['2', null],
      ['10', null],
      ['2', '申报编号重复：2'],
    ]);
  });

  it('finds a repeat of an id from before the first id that did not rise', () => {
    const orders = [buy('1', 400, 10, 1), buy('3', 390, 10, 2), buy('2', 380, 10, 3)];
    expect(outcomes([...orders, sell('3', 300, 10, 4), sell('4', 300, 10, 5)])).toEqual([
      ['1', null],
      ['3', null],
      ['2', null],
      ['3', '申报编号重复：3'],
      ['4', null],
    ]);
  });

  it('rejects an id repeated straight after itself', () => {
    expect(outcomes([buy('7', 400, 10, 1), sell('7', 300, 10, 2)])).toEqual([
      ['7', null],
      ['7', '申报编号重复：7'],
    ]);
  });
});
