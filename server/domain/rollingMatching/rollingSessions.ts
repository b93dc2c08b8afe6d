// The teacher's steps of a type-3 round through its single writer: ending a session (场次) cancels the
// open orders and listings placed in it and allocates waiting takes; closing the round does the same for
// everything, ends every session and builds the results.
import type { Kysely } from 'kysely';
import { validationError } from '../../auth/identity';
import type { Database } from '../../db/schema';
import { advanceRoundStatus, roundStatus, type RoundRow } from '../rounds';
import { buildRollingResults } from './rollingResults';
import { marketRoundOf } from './rollingRules';
import { RollingService } from './rollingService';

const refuse = (reason: string): Error => validationError(reason, 'roundId');

/** Stops a session (quotation stopped, 2, or ended, 3): its open orders are cancelled by the system. */
export async function endRollingSession(
  db: Kysely<Database>,
  session: RoundRow,
  to: 2 | 3,
  userId: string,
): Promise<RoundRow> {
  const market = await marketRoundOf(db, session);
  let updated = session;
  await RollingService.of(db).run(
    market,
    async () => {
      updated = await advanceRoundStatus(db, session.id, to);
      return { kind: 'sessionEnd', sessionId: session.id };
    },
    refuse,
    userId,
  );
  return updated;
}

/** Closes a market round: every open order is cancelled by the system, sessions end, results are built. */
export async function closeRollingRound(
  db: Kysely<Database>,
  market: RoundRow,
  userId: string,
): Promise<RoundRow> {
  let updated = market;
  await RollingService.of(db).run(
    market,
    async () => {
      updated = await advanceRoundStatus(db, market.id, 3);
      await db
        .updateTable('round')
        .set({ status: roundStatus.ended })
        .where('parentId', '=', market.id)
        .where('status', '<', roundStatus.ended)
        .execute();
      return { kind: 'close' };
    },
    refuse,
    userId,
  );
  await buildRollingResults(db, updated, 'all');
  return updated;
}
