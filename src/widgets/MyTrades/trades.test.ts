// The data rules of 我的交易: delivery period wording, series codes from the address, the filter
// choices, totals per direction and the grouping of the trade certificates.
import { describe, expect, it } from 'vitest';
import {
  filterTrades,
  groupByRound,
  marketName,
  periodText,
  roundChoices,
  seriesChoices,
  seriesCode,
  seriesLabel,
  totalsByDirection,
  type MyTrade,
} from './trades';

const trade = (over: Partial<MyTrade>): MyTrade => ({
  id: 'x',
  roundId: 1,
  roundName: '一轮',
  tradeType: 15,
  tradeTypeName: '省内集中竞价',
  year: 2026,
  month: 3,
  firstDay: 1,
  lastDay: 31,
  unitId: null,
  unitName: '城南售电有限公司',
  direction: 0,
  timeId: 1,
  timeName: '峰',
  volume: 10,
  price: 300,
  money: 3000,
  ...over,
});

describe('my trades data', () => {
  it('words the delivery period as a day range, one day, or the month alone', () => {
    expect(periodText(trade({}))).toBe('3月1日–31日');
    expect(periodText(trade({ firstDay: 15, lastDay: 15 }))).toBe('3月15日');
    expect(periodText(trade({ firstDay: 15, lastDay: 15 }), true)).toBe('2026年3月15日');
    expect(periodText(trade({ firstDay: 0, lastDay: 0 }))).toBe('3月');
  });

  it('reads a series code from the address, ignoring empty or malformed values', () => {
    expect(seriesCode('115')).toBe(115);
    expect(seriesCode(15)).toBe(15);
    expect(seriesCode(undefined)).toBeUndefined();
    expect(seriesCode('')).toBeUndefined();
    expect(seriesCode('abc')).toBeUndefined();
  });

  it('names series as the server does, between and within provinces', () => {
    expect(seriesLabel(1)).toBe('省内双边协商');
    expect(seriesLabel(111)).toBe('省间现货');
    expect(seriesLabel(7)).toBe('省内交易类型7');
  });

  it('offers the series present by code, and keeps a wanted one that is absent', () => {
    const trades = [
      trade({ tradeType: 15 }),
      trade({ tradeType: 3, tradeTypeName: '省内滚动撮合' }),
    ];
    expect(seriesChoices(trades)).toEqual([
      { value: 3, label: '省内滚动撮合' },
      { value: 15, label: '省内集中竞价' },
    ]);
    expect(seriesChoices(trades, 101).at(-1)).toEqual({ value: 101, label: '省间双边协商' });
  });

  it('offers the rounds in line order, once each', () => {
    const trades = [
      trade({ roundId: 2, roundName: '乙' }),
      trade({ roundId: 1 }),
      trade({ roundId: 2, roundName: '乙' }),
    ];
    expect(roundChoices(trades)).toEqual([
      { value: 2, label: '乙' },
      { value: 1, label: '一轮' },
    ]);
  });

  it('keeps a market within and between provinces (series 15 and 115 for type 15), and no other', () => {
    const trades = [
      trade({ tradeType: 15 }),
      trade({ tradeType: 115 }),
      trade({ tradeType: 11 }),
      trade({ tradeType: 111 }),
    ];
    expect(filterTrades(trades, { market: 15 }).map((t) => t.tradeType)).toEqual([15, 115]);
    expect(filterTrades(trades, { market: 11, tradeType: 111 }).map((t) => t.tradeType)).toEqual([
      111,
    ]);
    expect(filterTrades(trades, { market: 3 })).toEqual([]);
    expect(marketName(11)).toBe('现货');
    expect(marketName(7)).toBeUndefined();
  });

  it('totals each direction present, with no average price without volume', () => {
    expect(
      totalsByDirection([
        trade({ direction: 1, volume: 10, money: 3000 }),
        trade({ direction: 1, volume: 30, money: 12_000 }),
        trade({ direction: 0, volume: 0, money: 0 }),
      ]),
    ).toEqual([
      { direction: 0, volume: 0, money: 0, price: null },
      { direction: 1, volume: 40, money: 15_000, price: 375 },
    ]);
  });

  it('groups lines by round in first-seen order with the period including the year', () => {
    const groups = groupByRound([
      trade({ id: 'a', roundId: 2, roundName: '乙', firstDay: 5, lastDay: 5 }),
      trade({ id: 'b', roundId: 1 }),
      trade({ id: 'c', roundId: 2, roundName: '乙', firstDay: 5, lastDay: 5 }),
    ]);
    expect(groups.map((g) => [g.roundName, g.period, g.lines.map((l) => l.id)])).toEqual([
      ['乙', '2026年3月5日', ['a', 'c']],
      ['一轮', '2026年3月1日–31日', ['b']],
    ]);
  });
});
