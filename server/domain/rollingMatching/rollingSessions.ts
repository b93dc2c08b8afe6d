// The teacher's steps of a type-3 round through its single writer: ending a session (场次) cancels the
// open orders and listings placed in it and allocates waiting takes; closing the round does the same for
// everything, ends every session and builds the results. The status change commits in the same
// transaction as the event, so a restart never finds an ended round with open books (or the reverse).
import type { Kysely } from 'kysely';
import { HttpError, validationError } from '../../auth/identity';
import type { Database } from '../../db/schema';
import { getRound, roundStatus, type RoundRow } from '../rounds';
import { buildRollingResults } from './rollingResults';
import { marketRoundOf } from './rollingRules';
import { RollingService } from './rollingService';

const refuse = (reason: string): Error => validationError(reason, 'roundId');

function checkForward(round: RoundRow, to: 2 | 3): void {
  if (round.status >= to) {
    const message = to === roundStatus.priceStopped ? '该轮次已停止报价' : '该轮次已结束';
    throw new HttpError(409, message, 'RoundStatusConflict');
  }
}

/** Stops a session (quotation stopped, 2, or ended, 3): its open orders are cancelled by the system. */
export async function endRollingSession(
  db: Kysely<Database>,
  session: RoundRow,
  to: 2 | 3,
  userId: string,
): Promise<RoundRow> {
  const market = await marketRoundOf(db, session);
  await RollingService.of(db).run(
    market,
    async (engine) => {
      checkForward(await getRound(db, session.id), to);
      // A second click may read the status before the first commits; the books already know.
      if (to === roundStatus.priceStopped && engine.sessionEnded(session.id)) {
        throw new HttpError(409, '该轮次已停止报价', 'RoundStatusConflict');
      }
      return { kind: 'sessionEnd', sessionId: session.id };
    },
    refuse,
    userId,
    async (trx) => {
      await trx
        .updateTable('round')
        .set({ status: to })
        .where('id', '=', session.id)
        .where('status', '<', to)
        .execute();
    },
  );
  return getRound(db, session.id);
}

/** Closes a market round: every open order is cancelled by the system, sessions end, results are built. */
export async function closeRollingRound(
  db: Kysely<Database>,
  market: RoundRow,
  userId: string,
): Promise<RoundRow> {
  await RollingService.of(db).run(
    market,
    async (engine) => {
      checkForward(await getRound(db, market.id), 3);
      if (engine.closed) throw new HttpError(409, '该轮次已结束', 'RoundStatusConflict');
      return { kind: 'close' };
    },
    refuse,
    userId,
    async (trx) => {
      await trx
        .updateTable('round')
        .set({ status: roundStatus.ended })
        .where((eb) => eb.or([eb('id', '=', market.id), eb('parentId', '=', market.id)]))
        .where('status', '<', roundStatus.ended)
        .execute();
    },
  );
  const updated = await getRound(db, market.id);
  await buildRollingResults(db, updated, 'all');
  return updated;
}
