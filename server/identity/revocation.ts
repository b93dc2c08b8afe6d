import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Ends every provider session of a user and revokes every token issued to them (access, refresh,
 * codes), e.g. after a password change, so a stolen token or an open session elsewhere stops working.
 * Grants and sessions carry the account id only inside their JSON payload, hence the text match
 * (user ids are UUIDs, so the pattern cannot match another user's id).
 */
export async function revokeUserTokens(db: Kysely<Database>, userId: string): Promise<number> {
  const pattern = `%"accountId":"${userId}"%`;
  return db.transaction().execute(async (trx) => {
    const grants = await trx
      .selectFrom('oidc_payload')
      .select('id')
      .where('model', '=', 'Grant')
      .where('payload', 'like', pattern)
      .execute();
    const grantIds = grants.map((g) => g.id);
    let removed = 0;
    if (grantIds.length > 0) {
      const tokens = await trx
        .deleteFrom('oidc_payload')
        .where('grantId', 'in', grantIds)
        .executeTakeFirst();
      removed += Number(tokens.numDeletedRows);
    }
    const own = await trx
      .deleteFrom('oidc_payload')
      .where('model', 'in', ['Grant', 'Session', 'AccessToken', 'RefreshToken'])
      .where('payload', 'like', pattern)
      .executeTakeFirst();
    return removed + Number(own.numDeletedRows);
  });
}

/**
 * Ends a user's provider sessions (sign-out at logout), so the next code-flow login asks for the
 * password again instead of signing the user in silently. Returns how many were ended.
 */
export async function endUserSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payload')
    .where('model', '=', 'Session')
    .where('payload', 'like', `%"accountId":"${userId}"%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
