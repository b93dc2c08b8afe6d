// The figures of the data panel and the monitor screen, computed from the contract's answers
// (getMyTrades, getCourseOverview) as plain data, so tests check them without drawing.
import type { components } from '../../api/schema.gen';
import { roundPhase } from '../../machines/roundStatus';

type Schemas = components['schemas'];
/** One trade of the enterprise (getMyTrades). */
export type MyTrade = Schemas['MyTrade'];
/** The course overview (getCourseOverview). */
export type CourseOverview = Schemas['CourseOverview'];
/** One round of the course overview. */
export type RoundOverview = Schemas['RoundOverview'];

/** Money over volume (元/MWh); null when nothing was traded, as a price of no volume is no price. */
export function averagePrice(money: number, volume: number): number | null {
  return volume > 0 ? money / volume : null;
}

/** The enterprise's totals over all its trades. */
export interface TradeTotals {
  /** 成交电量 (MWh), bought and sold. */
  volume: number;
  /** 成交金额 (元). */
  money: number;
  /** 成交均价 (元/MWh): money / volume. */
  averagePrice: number | null;
  /** Rounds with at least one trade. */
  tradedRounds: number;
}

/** Totals of the enterprise's trades. */
export function tradeTotals(trades: readonly MyTrade[]): TradeTotals {
  let volume = 0;
  let money = 0;
  for (const t of trades) {
    volume += t.volume;
    money += t.money;
  }
  return {
    volume,
    money,
    averagePrice: averagePrice(money, volume),
    tradedRounds: new Set(trades.map((t) => t.roundId)).size,
  };
}

/** One line of the breakdown by trade type. */
export interface TradeTypeRow extends Record<string, unknown> {
  tradeType: number;
  tradeTypeName: string;
  /** 买入电量 (MWh). */
  buyVolume: number;
  /** 卖出电量 (MWh). */
  sellVolume: number;
  /** 成交电量 (MWh): bought and sold. */
  volume: number;
  /** 成交金额 (元). */
  money: number;
  /** 成交均价 (元/MWh): money / volume. */
  averagePrice: number | null;
}

/** The enterprise's trades summed by trade type, in trade type order. */
export function tradesByType(trades: readonly MyTrade[]): TradeTypeRow[] {
  const rows = new Map<number, TradeTypeRow>();
  for (const t of trades) {
    const row = rows.get(t.tradeType) ?? {
      tradeType: t.tradeType,
      tradeTypeName: t.tradeTypeName,
      buyVolume: 0,
      sellVolume: 0,
      volume: 0,
      money: 0,
      averagePrice: null,
    };
    if (t.direction === 0) row.buyVolume += t.volume;
    else row.sellVolume += t.volume;
    row.volume += t.volume;
    row.money += t.money;
    rows.set(t.tradeType, row);
  }
  return [...rows.values()]
    .map((row) => ({ ...row, averagePrice: averagePrice(row.money, row.volume) }))
    .sort((a, b) => a.tradeType - b.tradeType);
}

/** Whether a round takes declarations now (status 0 交易中 or 1 申报中). */
export function isDeclaring(round: Pick<RoundOverview, 'status'>): boolean {
  return roundPhase(round.status) === 'declaring';
}

/** The counters of the monitor screen. */
export interface CourseCounters {
  traineeCount: number;
  enterpriseCount: number;
  roundCount: number;
  /** Rounds taking declarations now. */
  declaringCount: number;
}

/** The course's counters. */
export function courseCounters(overview: CourseOverview): CourseCounters {
  return {
    traineeCount: overview.traineeCount,
    enterpriseCount: overview.enterpriseCount,
    roundCount: overview.rounds.length,
    declaringCount: overview.rounds.filter(isDeclaring).length,
  };
}

/** Share of the round's enterprises that have declared, 0 to 1 (0 when it has none). */
export function declaredShare(round: Pick<RoundOverview, 'declaredCount' | 'enterpriseCount'>) {
  return round.enterpriseCount > 0 ? Math.min(1, round.declaredCount / round.enterpriseCount) : 0;
}

/** E.g. 已申报 3/8企业. */
export function declaredText(round: Pick<RoundOverview, 'declaredCount' | 'enterpriseCount'>) {
  return `已申报 ${round.declaredCount}/${round.enterpriseCount}企业`;
}

/** One line of the monitor's totals by trade type. */
export interface RoundTypeTotal extends Record<string, unknown> {
  tradeType: number;
  tradeTypeName: string;
  roundCount: number;
  /** 成交电量 (MWh, sell side). */
  clearedVolume: number;
  /** 成交金额 (元). */
  money: number;
  /** 成交均价 (元/MWh): money / volume. */
  averagePrice: number | null;
}

/**
 * The course's rounds summed by trade type, in trade type order. A round's cleared volume is booked by
 * the series of its contracts (its `series`), as my trades books them: a day-ahead round listed under
 * 省间现货 clears the province's own market (省内现货) and the session's exports (省间现货), so its
 * volume splits over the two. A round counts in its own type and in each type it cleared in.
 */
export function roundTotalsByType(rounds: readonly RoundOverview[]): RoundTypeTotal[] {
  const rows = new Map<number, RoundTypeTotal & { rounds: Set<number> }>();
  const rowOf = (tradeType: number, tradeTypeName: string) => {
    const row = rows.get(tradeType) ?? {
      tradeType,
      tradeTypeName,
      roundCount: 0,
      clearedVolume: 0,
      money: 0,
      averagePrice: null,
      rounds: new Set<number>(),
    };
    rows.set(tradeType, row);
    return row;
  };
  for (const r of rounds) {
    rowOf(r.tradeType, r.tradeTypeName).rounds.add(r.id);
    for (const part of r.series) {
      const row = rowOf(part.tradeType, part.tradeTypeName);
      row.rounds.add(r.id);
      row.clearedVolume += part.clearedVolume;
      row.money += part.money;
    }
  }
  return [...rows.values()]
    .map(({ rounds: ids, ...row }) => ({
      ...row,
      roundCount: ids.size,
      averagePrice: averagePrice(row.money, row.clearedVolume),
    }))
    .sort((a, b) => a.tradeType - b.tradeType);
}
