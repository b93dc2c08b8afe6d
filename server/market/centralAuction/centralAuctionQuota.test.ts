import { describe, expect, it } from 'vitest';
import { clearCentralAuction } from './centralAuction';
import type { VolumeLimit } from '../types';
import { buy, sell } from '../rollingMatching/testOrders';

// Buyer E1 may still buy 50 MWh in segment 1; it declared X 30 MWh (earlier) and Y 40 MWh (later).
const orders = [
  buy('X', 400, 30, 1, { enterpriseId: 'E1' }),
  buy('Y', 450, 40, 2, { enterpriseId: 'E1' }),
  sell('S', 100, 500, 3, { enterpriseId: 'G1', unitId: 'U1' }),
];
const limits: VolumeLimit[] = [
  { side: 'buy', enterpriseId: 'E1', unitId: null, segmentId: 1, max: 50 },
];

function find(result: ReturnType<typeof clearCentralAuction>, id: string) {
  return result.orders.list().find((o) => o.orderId === id);
}

describe('quota limits in clearing', () => {
  it('caps in declaration order: X keeps 30, Y only 50 − 30 = 20, with the reason', () => {
    const r = clearCentralAuction({ orders, limits });
    expect(find(r, 'X')).toMatchObject({ acceptedVolume: 30, clearedVolume: 30, reason: null });
    expect(find(r, 'Y')).toMatchObject({
      acceptedVolume: 20,
      clearedVolume: 20,
      outcome: 'partial',
      reason: '申报电量超过剩余额度，仅20MWh参与出清',
    });
  });

  it('rejects whole orders that do not fit in reject mode', () => {
    const r = clearCentralAuction({ orders, limits, settings: { quotaMode: 'reject' } });
    expect(find(r, 'X')?.clearedVolume).toBe(30);
    expect(find(r, 'Y')).toMatchObject({
      outcome: 'rejected',
      clearedVolume: 0,
      reason: '申报电量超过剩余额度',
    });
  });

  it('rejects every order on a blocked side (limit null, shown as -)', () => {
    const blocked: VolumeLimit[] = [{ ...limits[0]!, max: null }];
    const r = clearCentralAuction({ orders, limits: blocked });
    expect(find(r, 'X')).toMatchObject({ outcome: 'rejected', reason: '当前额度方向不允许购电' });
    expect(find(r, 'Y')?.outcome).toBe('rejected');
  });

  it("applies a unit's own limit to a seller's orders for that unit", () => {
    const unitLimit: VolumeLimit[] = [
      { side: 'sell', enterpriseId: 'G1', unitId: 'U1', segmentId: 1, max: 12.5 },
    ];
    const r = clearCentralAuction({ orders, limits: unitLimit });
    expect(find(r, 'S')).toMatchObject({ acceptedVolume: 12.5, clearedVolume: 12.5 });
  });

  it('leaves orders with no matching limit unlimited, and limits only their own segment', () => {
    const other: VolumeLimit[] = [{ ...limits[0]!, segmentId: 2, max: 0 }];
    const r = clearCentralAuction({ orders, limits: other });
    expect(find(r, 'Y')?.clearedVolume).toBe(40);
  });

  it('rounds a 4-decimal remaining quota down to the 0.01 MWh volume grid (12.3456 → 12.34)', () => {
    const fine: VolumeLimit[] = [{ ...limits[0]!, max: 12.3456 }];
    const r = clearCentralAuction({ orders, limits: fine });
    expect(find(r, 'X')?.acceptedVolume).toBe(12.34);
  });
});
