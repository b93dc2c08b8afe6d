import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingMarket } from './listingMarket';
import type { Listing, TakeRequest } from './listingTypes';
import { shareProRata } from './proRata';

function listing(id: string, volume: number, price = 350, more: Partial<Listing> = {}): Listing {
  return {
    id,
    enterpriseId: 'G1',
    province: 1,
    side: 'sell',
    period: { kind: 'segment', segmentId: 1 },
    price,
    volume,
    declaredAt: 1,
    sequence: 1,
    ...more,
  };
}

function take(
  id: string,
  listingId: string,
  volume: number,
  enterpriseId: string,
  at = 2,
): TakeRequest {
  return { id, listingId, enterpriseId, province: 1, volume, declaredAt: at, sequence: at };
}

describe('ListingMarket, pro rata (default)', () => {
  it('shares an oversubscribed listing pro rata: 100 MWh asked 60 + 90 → 40 and 60 at the posted price', () => {
    const market = new ListingMarket();
    market.post(listing('L', 100));
    expect(market.take(take('T1', 'L', 60, 'R1')).ok).toBe(true);
    expect(market.take(take('T2', 'L', 90, 'R2', 3)).ok).toBe(true);
    expect(market.listings()[0]).toMatchObject({ pendingVolume: 150, takenVolume: 0 });
    const trades = market.allocate();
    // 60 × 100 / 150 = 40, 90 × 100 / 150 = 60; money 40 × 350 = 14000 and 60 × 350 = 21000.
    expect(
      trades.map((t) => [t.buyOrderId, t.sellOrderId, t.volume, t.buyPrice, t.buyMoney]),
    ).toEqual([
      ['T1', 'L', 40, 350, 14000],
      ['T2', 'L', 60, 350, 21000],
    ]);
    expect(market.listings()[0]).toMatchObject({
      status: 'filled',
      openVolume: 0,
      takenVolume: 100,
    });
  });

  it('gives every taker what it asked when the listing is not oversubscribed, and keeps the rest open', () => {
    const market = new ListingMarket();
    market.post(listing('L', 100));
    market.take(take('T1', 'L', 30, 'R1'));
    expect(market.allocate().map((t) => t.volume)).toEqual([30]);
    expect(market.listings()[0]).toMatchObject({ status: 'open', openVolume: 70 });
  });

  it('gives the cent left by rounding to the largest remainder (0.01 MWh split three ways)', () => {
    // 1 cent among three equal requests: the earliest gets it.
    expect(shareProRata(1, [{ cents: 5 }, { cents: 5 }, { cents: 5 }])).toEqual([1, 0, 0]);
    // 10 cents by 1:2 → 3.33 and 6.67 → 3 and 7 (largest remainder).
    expect(shareProRata(10, [{ cents: 100 }, { cents: 200 }])).toEqual([3, 7]);
  });

  it('never allocates more than posted nor more than asked, and shares within 0.01 MWh of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (available, asked) => {
          const shares = shareProRata(
            available,
            asked.map((cents) => ({ cents })),
          );
          const total = asked.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(available, total));
          shares.forEach((s, i) => {
            const a = asked[i] ?? 0;
            expect(s).toBeLessThanOrEqual(a);
            if (total > available) expect(Math.abs(s - (a * available) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('ListingMarket, first come', () => {
  it('fills takes at once in arrival order; the last gets what is left, the next is refused', () => {
    const market = new ListingMarket('firstCome');
    market.post(listing('L', 100, 340.5));
    const first = market.take(take('T1', 'L', 60, 'R1'));
    expect(first.ok && first.trades.map((t) => [t.volume, t.buyMoney])).toEqual([[60, 20430]]);
    const second = market.take(take('T2', 'L', 90, 'R2'));
    expect(second.ok && second.value).toMatchObject({ allocatedVolume: 40, money: 13620 });
    expect(market.take(take('T3', 'L', 1, 'R3'))).toEqual({
      ok: false,
      reason: '该挂牌已无剩余电量',
    });
  });
});

describe('ListingMarket refusals and close', () => {
  it('refuses taking an own listing, another province’s, an unknown one, and bad volumes', () => {
    const market = new ListingMarket();
    market.post(listing('L', 10));
    expect(market.take(take('T', 'L', 1, 'G1'))).toEqual({
      ok: false,
      reason: '不能摘本企业的挂牌',
    });
    expect(market.take({ ...take('T', 'L', 1, 'R1'), province: 2 })).toEqual({
      ok: false,
      reason: '只能摘本省的挂牌',
    });
    expect(market.take(take('T', 'X', 1, 'R1'))).toEqual({ ok: false, reason: '挂牌不存在：X' });
    expect(market.take(take('T', 'L', 0.001, 'R1'))).toEqual({
      ok: false,
      reason: '注意保留2位小数',
    });
    expect(market.post(listing('L2', 0))).toEqual({ ok: false, reason: '申报电量必须大于0' });
  });

  it('lets only the poster withdraw a listing, not while takes wait', () => {
    const market = new ListingMarket();
    market.post(listing('L', 10));
    market.post(listing('M', 10));
    market.take(take('T', 'M', 1, 'R1'));
    expect(market.cancel('L', 'R1')).toEqual({ ok: false, reason: '只能撤销本企业的挂牌' });
    expect(market.cancel('M', 'G1')).toEqual({ ok: false, reason: '该挂牌已有摘牌申请，不能撤销' });
    const done = market.cancel('L', 'G1');
    expect(done.ok && done.value).toMatchObject({ status: 'cancelled', cancelledVolume: 10 });
    expect(market.cancel('L', 'G1')).toEqual({ ok: false, reason: '该挂牌已撤销' });
  });

  it('allocates waiting takes at close, then withdraws the rest as the system and refuses more', () => {
    const market = new ListingMarket();
    market.post(listing('L', 10));
    market.take(take('T', 'L', 4, 'R1'));
    const { trades, cancelled } = market.close();
    expect(trades.map((t) => t.volume)).toEqual([4]);
    expect(cancelled.map((l) => [l.id, l.cancelledBy, l.cancelledVolume])).toEqual([
      ['L', 'system', 6],
    ]);
    expect(market.post(listing('N', 1))).toEqual({
      ok: false,
      reason: '本轮交易申报已结束，不能再申报',
    });
  });
});
