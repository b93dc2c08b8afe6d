import { describe, expect, it } from 'vitest';
import { clearCentralAuction } from './centralAuction';
import { summariseClearing } from './centralAuctionSummary';
import { buy, sell } from '../rollingMatching/testOrders';

// Generator G1 offers unit U1 at 300×40 (peak) and 320×20 (flat), unit U2 at 310×30 (peak).
// Buyer R1 bids 400×60 in peak and 400×10 in flat.
// Peak: R1 60 against U1 40 (300) + U2 20 of 30 (310) → P* = (400 + 310) / 2 = 355.
// Flat: R1 10 against U1 10 of 20 (320) → P* = (400 + 320) / 2 = 360.
const result = clearCentralAuction({
  orders: [
    sell('a', 300, 40, 1, { enterpriseId: 'G1', unitId: 'U1', segmentId: 1 }),
    sell('b', 320, 20, 2, { enterpriseId: 'G1', unitId: 'U1', segmentId: 2 }),
    sell('c', 310, 30, 3, { enterpriseId: 'G1', unitId: 'U2', segmentId: 1 }),
    buy('d', 400, 60, 4, { enterpriseId: 'R1', segmentId: 1 }),
    buy('e', 400, 10, 5, { enterpriseId: 'R1', segmentId: 2 }),
  ],
});

describe('summariseClearing', () => {
  it('gives one row per unit and segment: U1 peak 40×355 = 14200, U1 flat 10×360 = 3600, U2 peak 20×355 = 7100', () => {
    const rows = summariseClearing(result.orders).filter((r) => r.enterpriseId === 'G1');
    expect(
      rows.map((r) => [
        r.unitId,
        r.segmentId,
        r.declaredVolume,
        r.clearedVolume,
        r.money,
        r.averagePrice,
      ]),
    ).toEqual([
      ['U1', 1, 40, 40, 14200, 355],
      ['U1', 2, 20, 10, 3600, 360],
      ['U2', 1, 30, 20, 7100, 355],
    ]);
  });

  it('sums units into one row per enterprise and segment when asked: G1 peak 60 MWh for 21300 元', () => {
    const rows = summariseClearing(result.orders, 'enterprise').filter(
      (r) => r.enterpriseId === 'G1',
    );
    expect(rows.map((r) => [r.unitId, r.segmentId, r.clearedVolume, r.money])).toEqual([
      [null, 1, 60, 21300],
      [null, 2, 10, 3600],
    ]);
  });

  it('shows no average price for a row that cleared nothing', () => {
    const none = clearCentralAuction({ orders: [buy('x', 1, 5, 1, { enterpriseId: 'R9' })] });
    expect(summariseClearing(none.orders)[0]).toMatchObject({
      clearedVolume: 0,
      averagePrice: null,
    });
  });
});
