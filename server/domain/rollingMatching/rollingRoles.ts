// Listing roles (挂牌角色): the side an enterprise trades in a type-3 round. Unchosen, it is the
// enterprise's own side; it can change only before the enterprise's first order of the round.
import { validationError } from '../../auth/identity';
import type { Db } from '../db';
import { roundStatus, type RoundRow } from '../rounds';

/** The stored roles of a round, optionally one enterprise's. */
export async function rolesOf(
  db: Db,
  roundId: number,
  enterpriseId?: number,
): Promise<Array<{ roundId: number; enterpriseId: number; role: number }>> {
  let query = db
    .selectFrom('rolling_role')
    .select(['roundId', 'enterpriseId', 'role'])
    .where('roundId', '=', roundId);
  if (enterpriseId !== undefined) query = query.where('enterpriseId', '=', enterpriseId);
  return query.orderBy('enterpriseId').execute();
}

/**
 * Sets an enterprise's role; 400 once it has an order in the round, or once the round stopped
 * quotation or ended (no order can follow the role then: a change would only rewrite the record).
 */
export async function setRole(
  db: Db,
  market: RoundRow,
  enterpriseId: number,
  role: number,
): Promise<void> {
  if (market.status === roundStatus.priceStopped) {
    throw validationError('本轮已停止报价，不能再更改挂牌角色', 'roundId');
  }
  if (market.status >= roundStatus.ended) {
    throw validationError('本轮交易申报已结束，不能再更改角色', 'roundId');
  }
  const placed = await db
    .selectFrom('rolling_order')
    .select('id')
    .where('roundId', '=', market.id)
    .where('enterpriseId', '=', enterpriseId)
    .executeTakeFirst();
  if (placed) throw validationError('本轮已有委托，不能更改挂牌角色', 'role');
  const existing = await db
    .selectFrom('rolling_role')
    .select('id')
    .where('roundId', '=', market.id)
    .where('enterpriseId', '=', enterpriseId)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('rolling_role').set({ role }).where('id', '=', existing.id).execute();
  } else {
    await db
      .insertInto('rolling_role')
      .values({ roundId: market.id, enterpriseId, role })
      .execute();
  }
}

/**
 * The default-declaration job: every trading enterprise of the course without a role gets its own side,
 * so the round's role list is complete. Returns how many roles were written.
 */
export async function writeDefaultRoles(db: Db, market: RoundRow): Promise<number> {
  const enterprises = await db
    .selectFrom('enterprise')
    .select(['id', 'isBuyer'])
    .where('courseId', '=', market.courseId)
    .where('isTrade', '=', 1)
    .execute();
  const have = new Set((await rolesOf(db, market.id)).map((r) => r.enterpriseId));
  const rows = enterprises
    .filter((e) => !have.has(e.id))
    .map((e) => ({ roundId: market.id, enterpriseId: e.id, role: e.isBuyer ? 0 : 1 }));
  if (rows.length > 0) await db.insertInto('rolling_role').values(rows).execute();
  return rows.length;
}
