// The teacher's round steps for type-3 rounds, called by the generic stopQuotation and closeRound:
// a session's end and the round's close go through the round's single writer, then every screen is told.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { closeRollingRound, endRollingSession } from '../../domain/rollingMatching/rollingSessions';
import { marketRoundOf, ROLLING_TYPE } from '../../domain/rollingMatching/rollingRules';
import type { RoundRow } from '../../domain/rounds';
import { pushChanges } from './rollingDto';

export { ROLLING_TYPE };

/** Ends a session (status 2 or 3): its open orders and listings are cancelled by the system. */
export async function rollingSessionEnded(
  db: Kysely<Database>,
  session: RoundRow,
  to: 2 | 3,
  userId: string,
): Promise<RoundRow> {
  const updated = await endRollingSession(db, session, to, userId);
  const market = await marketRoundOf(db, session);
  pushChanges(market.courseId, market.id, { traded: true, cancelled: true });
  return updated;
}

/** Closes a type-3 round or one of its sessions (a session closes like its end). */
export async function rollingRoundClosed(
  db: Kysely<Database>,
  round: RoundRow,
  userId: string,
): Promise<RoundRow> {
  if (round.parentId !== null) return rollingSessionEnded(db, round, 3, userId);
  const updated = await closeRollingRound(db, round, userId);
  pushChanges(round.courseId, round.id, { traded: true, cancelled: true, results: true });
  return updated;
}
