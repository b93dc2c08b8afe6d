import { describe, expect, it } from 'vitest';
import { ListingMarket } from './listingMarket';
import { takeRefusal } from './takeRoom';

const listing = {
  id: 'L',
  enterpriseId: 'G1',
  province: 1,
  side: 'sell',
  period: { kind: 'segment', segmentId: 2 },
  price: 380,
  volume: 50,
  declaredAt: 1,
  sequence: 1,
} as const;
const take = (id: string, enterpriseId: string, volume: number) =>
  ({ id, listingId: 'L', enterpriseId, province: 1, volume, declaredAt: 2, sequence: 2 }) as const;

describe('the rule on waiting takes', () => {
  it('lets one enterprise wait for at most the listing’s open volume, counting each firm apart', () => {
    const market = new ListingMarket();
    market.post(listing);
    expect(takeRefusal(market, take('T1', 'R1', 50.01))).toBe(
      '摘牌电量超过该挂牌的可摘电量，本企业最多还可摘 50.00 MWh',
    );
    market.take(take('T1', 'R1', 30));
    expect(market.pendingOf('L', 'R1')).toBe(30);
    expect(takeRefusal(market, take('T2', 'R1', 20.01))).toBe(
      '摘牌电量超过该挂牌的可摘电量，本企业最多还可摘 20.00 MWh',
    );
    expect(takeRefusal(market, take('T2', 'R1', 20))).toBeNull();
    market.take(take('T2', 'R1', 20));
    expect(takeRefusal(market, take('T3', 'R1', 0.01))).toBe(
      '已摘取该挂牌的全部可摘电量，请等待分配',
    );
    // Another firm asks on its own: the pro-rata share is between firms, not within one.
    expect(takeRefusal(market, take('T3', 'R2', 50))).toBeNull();
  });

  it('frees the room once the takes are allocated, and never limits first come', () => {
    const market = new ListingMarket();
    market.post({ ...listing, volume: 100 });
    market.take(take('T1', 'R1', 60));
    market.allocate();
    expect(takeRefusal(market, take('T2', 'R1', 40))).toBeNull();
    expect(takeRefusal(market, take('T2', 'R1', 40.01))).not.toBeNull();
    const firstCome = new ListingMarket('firstCome');
    firstCome.post(listing);
    expect(takeRefusal(firstCome, take('T1', 'R1', 80))).toBeNull();
  });
});
