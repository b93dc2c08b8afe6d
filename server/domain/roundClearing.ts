// The teacher's one-call clearing of a round (runClearing): each market's own way to end a round,
// answered with the same summary (docs/market-rules.md, "Rounds and their trading periods").
import { HttpError } from '../auth/identity';
import { runCenterTradeClearing, type ClearingSummary } from './centerTrade/centerTradeClearing';
import type { Db } from './db';
import { nowIso } from './db';
import { round2 } from './gridDispatch';
import { soldTotals } from './overview/courseOverview';
import type { RoundRow } from './rounds';

/** How a market other than centralised bidding ends its round (the close step of its teacher page). */
export type CloseRound = (round: RoundRow) => Promise<RoundRow>;

/** Contracts a round stored: accepted proposals (bilateral) or matched trades (rolling matching). */
async function tradeCount(db: Db, round: RoundRow): Promise<number> {
  const count = (table: 'bilateral_proposal' | 'rolling_trade') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('roundId', '=', round.id)
      .$if(table === 'bilateral_proposal', (q) => q.where('status', '=', 1))
      .executeTakeFirst();
  const row = await count(round.type === 1 ? 'bilateral_proposal' : 'rolling_trade');
  return Number(row?.n ?? 0);
}

/**
 * Clears a round by its market: centralised bidding runs its auction (after quotation stopped);
 * bilateral negotiation and rolling matching close, their contracts being the ones already made;
 * day-ahead spot is refused, its three clearings running in steps off the request thread.
 */
export async function clearRound(
  db: Db,
  round: RoundRow,
  close: CloseRound,
): Promise<{ summary: ClearingSummary; round: RoundRow }> {
  if (round.type === 15) return runCenterTradeClearing(db, round);
  if (round.type === 11) {
    throw new HttpError(
      400,
      '日前现货分预出清、省间出清、正式出清三步执行，请在现货出清步骤中逐步运行并发布结果',
    );
  }
  const closed = await close(round);
  const sold = (await soldTotals(db, [round.id])).get(round.id) ?? { volume: 0, money: 0 };
  return {
    round: closed,
    summary: {
      roundId: round.id,
      clearedVolume: round2(sold.volume),
      averagePrice: sold.volume > 0 ? round2(sold.money / sold.volume) : 0,
      tradeCount: await tradeCount(db, round),
      finishedAt: nowIso(),
    },
  };
}
