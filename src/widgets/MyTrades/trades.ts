// 我的交易 as data: the series and rounds the trades hold, the filters, the totals per direction and
// the per-round groups of the trade certificates. Pure, so it is tested without drawing.
import type { components } from '../../api/schema.gen';

/** One cleared line of the enterprise (getMyTrades). */
export type MyTrade = components['schemas']['MyTrade'];

/** A line as tables draw and export it: the trade with its delivery period as text. */
export type TradeRow = MyTrade & { period: string };

/** A choice of a filter select. */
export interface Choice {
  value: number;
  label: string;
}

/** What the filters keep; a filter left out keeps every line. */
export interface TradeFilter {
  tradeType?: number | undefined;
  /** A market by its round type (15 集中竞价 …): its series within and between provinces. */
  market?: number | undefined;
  roundId?: number | undefined;
}

/** The totals of one direction: MWh, 元, and the volume-weighted price (null without volume). */
export interface DirectionTotal {
  direction: 0 | 1;
  volume: number;
  money: number;
  price: number | null;
}

/** The lines of one round, with the facts its trade certificate states. */
export interface RoundTrades {
  roundId: number;
  roundName: string;
  tradeTypeName: string;
  period: string;
  lines: TradeRow[];
}

/** The markets of the series codes, worded as the server's tradeTypeName (省内集中竞价 …). */
const marketNames: Record<number, string> = {
  1: '双边协商',
  3: '滚动撮合',
  11: '现货',
  15: '集中竞价',
};

/** A market's name by its round type (1, 3, 11, 15), undefined for a type no market has. */
export const marketName = (roundType: number): string | undefined => marketNames[roundType];

/** A series' name when no line names it: 省内/省间 and the market of the round type. */
export function seriesLabel(code: number): string {
  const market = marketNames[code % 100] ?? `交易类型${code}`;
  return `${code >= 100 ? '省间' : '省内'}${market}`;
}

/** A series code read from a route query or prop: a whole number, else undefined (every series). */
export function seriesCode(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const code = Number(value);
  return Number.isInteger(code) ? code : undefined;
}

/** The delivery period: 3月1日–31日, 3月15日, or with the year 2026年3月1日–31日. */
export function periodText(
  t: Pick<MyTrade, 'year' | 'month' | 'firstDay' | 'lastDay'>,
  withYear = false,
): string {
  const month = `${withYear ? `${t.year}年` : ''}${t.month}月`;
  if (t.firstDay <= 0) return month;
  return t.lastDay > t.firstDay
    ? `${month}${t.firstDay}日–${t.lastDay}日`
    : `${month}${t.firstDay}日`;
}

/** The lines with their delivery periods. */
export function toRows(trades: readonly MyTrade[]): TradeRow[] {
  return trades.map((t) => ({ ...t, period: periodText(t) }));
}

/** The series the lines hold, by code, named as the server names them; `wanted` is kept when absent. */
export function seriesChoices(trades: readonly MyTrade[], wanted?: number): Choice[] {
  const names = new Map<number, string>();
  for (const t of trades) if (!names.has(t.tradeType)) names.set(t.tradeType, t.tradeTypeName);
  if (wanted !== undefined && !names.has(wanted)) names.set(wanted, seriesLabel(wanted));
  return [...names]
    .sort(([a], [b]) => a - b)
    .map(([value, label]) => ({ value, label: label || seriesLabel(value) }));
}

/** The rounds the lines hold, in the lines' (round) order. */
export function roundChoices(trades: readonly MyTrade[]): Choice[] {
  const names = new Map<number, string>();
  for (const t of trades) if (!names.has(t.roundId)) names.set(t.roundId, t.roundName);
  return [...names].map(([value, label]) => ({ value, label }));
}

/** The lines the filter keeps. */
export function filterTrades<T extends MyTrade>(trades: readonly T[], filter: TradeFilter): T[] {
  return trades.filter(
    (t) =>
      (filter.tradeType === undefined || t.tradeType === filter.tradeType) &&
      // A series code is the round type, plus 100 between provinces.
      (filter.market === undefined || t.tradeType % 100 === filter.market) &&
      (filter.roundId === undefined || t.roundId === filter.roundId),
  );
}

/** Totals per direction present, 买入 (0) before 卖出 (1). */
export function totalsByDirection(trades: readonly MyTrade[]): DirectionTotal[] {
  return ([0, 1] as const).flatMap((direction) => {
    const lines = trades.filter((t) => t.direction === direction);
    if (lines.length === 0) return [];
    const volume = lines.reduce((sum, t) => sum + t.volume, 0);
    const money = lines.reduce((sum, t) => sum + t.money, 0);
    return [{ direction, volume, money, price: volume > 0 ? money / volume : null }];
  });
}

/** The lines grouped by round, rounds in the order the lines first name them. */
export function groupByRound(trades: readonly MyTrade[]): RoundTrades[] {
  const groups = new Map<number, RoundTrades>();
  for (const t of toRows(trades)) {
    const group = groups.get(t.roundId);
    if (group) group.lines.push(t);
    else
      groups.set(t.roundId, {
        roundId: t.roundId,
        roundName: t.roundName,
        tradeTypeName: t.tradeTypeName || seriesLabel(t.tradeType),
        period: periodText(t, true),
        lines: [t],
      });
  }
  return [...groups.values()];
}
