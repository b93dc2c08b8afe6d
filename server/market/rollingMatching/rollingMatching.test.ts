import { describe, expect, it } from 'vitest';
import { RollingMarket, replayRollingMatching } from './rollingMatching';
import { buy, sell } from './testOrders';
import type { Order } from '../types';

function hourly(order: Order, hour: number): Order {
  return { ...order, period: { kind: 'hour', hour } };
}

describe('RollingMarket, cycle 1 (one book per province and segment)', () => {
  const market = new RollingMarket(1);
  market.place(sell('S1', 350, 50, 1, { enterpriseId: 'G1' }));
  market.place(sell('S2', 340, 30, 2, { enterpriseId: 'G2' }));
  // B1 355×60 takes the best ask first: S2 30 at its resting price 340, then S1 30 at 350.
  const b1 = market.place(buy('B1', 355, 60, 3, { enterpriseId: 'R1' }));

  it('trades at the resting order’s price, best price first: 30×340 = 10200 and 30×350 = 10500', () => {
    expect(b1.trades.map((t) => [t.sellOrderId, t.volume, t.buyPrice, t.buyMoney])).toEqual([
      ['S2', 30, 340, 10200],
      ['S1', 30, 350, 10500],
    ]);
    expect(b1.view).toMatchObject({ status: 'filled', filledVolume: 60, money: 20700 });
  });

  it('keeps a partial fill open in the book (S1 has 20 of 50 left)', () => {
    const s1 = market.orders().find((o) => o.orderId === 'S1');
    expect(s1).toMatchObject({ status: 'open', filledVolume: 30, openVolume: 20 });
    expect(market.depth(1, { kind: 'segment', segmentId: 1 }).asks).toEqual([
      { price: 350, volume: 20, orders: 1 },
    ]);
  });

  it('rests a bid that does not cross, and a later sell trades at that bid’s price (10×345)', () => {
    expect(market.place(buy('B2', 345, 10, 4, { enterpriseId: 'R2' })).trades).toEqual([]);
    const s3 = market.place(sell('S3', 340, 15, 5, { enterpriseId: 'G3' }));
    expect(s3.trades.map((t) => [t.buyOrderId, t.volume, t.sellPrice])).toEqual([['B2', 10, 345]]);
    expect(s3.view).toMatchObject({ status: 'open', openVolume: 5 });
  });

  it('lets only the owner cancel, and only volume not yet filled', () => {
    expect(market.cancel('S1', 'R1')).toEqual({ ok: false, reason: '只能撤销本企业的申报' });
    expect(market.cancel('B1', 'R1')).toEqual({ ok: false, reason: '该申报已全部成交，不能撤销' });
    const cancelled = market.cancel('S1', 'G1');
    expect(cancelled.ok && cancelled.view).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      filledVolume: 30,
      cancelledVolume: 20,
    });
    expect(market.cancel('S1', 'G1')).toEqual({ ok: false, reason: '该申报已撤销' });
    expect(market.cancel('nope', 'G1')).toEqual({ ok: false, reason: '申报不存在：nope' });
  });

  it('cancels everything still open at close and refuses orders afterwards', () => {
    expect(market.close().map((v) => [v.orderId, v.cancelledBy, v.cancelledVolume])).toEqual([
      ['S3', 'system', 5],
    ]);
    expect(market.place(buy('late', 999, 1, 9)).view).toMatchObject({
      status: 'rejected',
      reason: '本轮交易申报已结束，不能再申报',
    });
  });
});

describe('RollingMarket priority and books', () => {
  it('fills the earlier of two bids at the same price first (time priority)', () => {
    const market = new RollingMarket(1);
    market.place(buy('late', 300, 5, 2));
    market.place(buy('early', 300, 5, 1));
    const { trades } = market.place(sell('S', 290, 7, 3));
    expect(trades.map((t) => [t.buyOrderId, t.volume])).toEqual([
      ['early', 5],
      ['late', 2],
    ]);
  });

  it('fills a better price before an earlier one (price priority)', () => {
    const market = new RollingMarket(1);
    market.place(sell('cheapLate', 280, 5, 2));
    market.place(sell('dearEarly', 290, 5, 1));
    expect(market.place(buy('B', 300, 5, 3)).trades[0]?.sellOrderId).toBe('cheapLate');
  });

  it('keeps separate books per hour in cycle 3 and per province', () => {
    const market = new RollingMarket(3);
    market.place(hourly(sell('S10', 100, 1, 1), 10));
    expect(market.place(hourly(buy('B11', 500, 1, 2), 11)).trades).toEqual([]);
    expect(market.place(hourly(buy('P2', 500, 1, 3, { province: 2 }), 10)).trades).toEqual([]);
    expect(market.place(hourly(buy('B10', 500, 1, 4), 10)).trades).toHaveLength(1);
  });

  it('rejects a segment order in cycle 3, an hour order in cycle 1, bad hours and bad volumes', () => {
    expect(new RollingMarket(3).place(buy('x', 1, 1, 1)).view.reason).toBe(
      '分时段滚动撮合须按小时申报',
    );
    expect(new RollingMarket(1).place(hourly(buy('x', 1, 1, 1), 3)).view.reason).toBe(
      '滚动撮合须按时段申报',
    );
    expect(new RollingMarket(3).place(hourly(buy('x', 1, 1, 1), 24)).view.reason).toBe(
      '小时无效：24',
    );
    expect(new RollingMarket(1).place(buy('x', 1, 0.001, 1)).view.reason).toBe('注意保留2位小数');
  });

  it('rejects a repeated order id without touching the first order', () => {
    const market = new RollingMarket(1);
    market.place(buy('A', 300, 5, 1));
    expect(market.place(sell('A', 200, 5, 2)).view.reason).toBe('申报编号重复：A');
    expect(market.trades()).toEqual([]);
  });

  it('rebuilds the same trades and orders from the stored events', () => {
    const events = [
      { kind: 'place', order: sell('S', 300, 10, 1) },
      { kind: 'place', order: buy('B', 310, 4, 2) },
      { kind: 'cancel', orderId: 'S', enterpriseId: 'E-S' },
      { kind: 'close' },
    ] as const;
    const replayed = replayRollingMatching(1, events);
    expect(replayed.trades().map((t) => [t.volume, t.buyPrice])).toEqual([[4, 300]]);
    expect(replayed.orders().map((o) => [o.orderId, o.status, o.cancelledVolume])).toEqual([
      ['S', 'cancelled', 6],
      ['B', 'filled', 0],
    ]);
  });
});
