import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';

/** Expired rows are deleted on every this many writes, so the table does not grow without bound. */
const sweepEvery = 200;

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Returns oidc-provider's adapter factory storing every model in the `oidc_payload` table, so
 * sessions, grants and tokens survive a restart (the built-in adapter keeps them in memory).
 */
export function kyselyAdapter(db: Kysely<Database>): new (model: string) => Adapter {
  let writes = 0;
  return class KyselyAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? epochSeconds() + expiresIn : null,
        consumedAt: null,
      };
      await db
        .insertInto('oidc_payload')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grantId: row.grantId,
            userCode: row.userCode,
            uid: row.uid,
            expiresAt: row.expiresAt,
          }),
        )
        .execute();
      writes += 1;
      if (writes % sweepEvery === 0) {
        await db.deleteFrom('oidc_payload').where('expiresAt', '<', epochSeconds()).execute();
      }
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findBy('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findBy('userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payload')
        .set({ consumedAt: epochSeconds() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_payload')
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payload').where('grantId', '=', grantId).execute();
    }

    private async findBy(
      column: 'id' | 'uid' | 'userCode',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payload')
        .select(['payload', 'expiresAt', 'consumedAt'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      // PostgreSQL may return bigint columns as strings; Number() makes both dialects agree.
      if (row.expiresAt !== null && Number(row.expiresAt) <= epochSeconds()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt === null ? payload : { ...payload, consumed: Number(row.consumedAt) };
    }
  };
}
