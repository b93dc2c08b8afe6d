import type { Kysely, Migration } from 'kysely';

/**
 * State of the OpenID provider: its models (sessions, grants, codes, tokens, interactions) as JSON
 * payloads, and its secrets (signing keys, cookie keys) so tokens and sessions survive restarts.
 */
export const m0101_identity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oidc_payload')
      .addColumn('model', 'varchar(40)', (col) => col.notNull())
      .addColumn('id', 'varchar(255)', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('grantId', 'varchar(255)')
      .addColumn('userCode', 'varchar(255)')
      .addColumn('uid', 'varchar(255)')
      // Epoch seconds; bigint so the column outlives 2038 on PostgreSQL.
      .addColumn('expiresAt', 'bigint')
      .addColumn('consumedAt', 'bigint')
      .addPrimaryKeyConstraint('oidc_payload_pk', ['model', 'id'])
      .execute();
    await db.schema
      .createIndex('oidc_payload_grant')
      .on('oidc_payload')
      .column('grantId')
      .execute();
    await db.schema.createIndex('oidc_payload_uid').on('oidc_payload').column('uid').execute();
    await db.schema
      .createIndex('oidc_payload_expiry')
      .on('oidc_payload')
      .column('expiresAt')
      .execute();
    await db.schema
      .createTable('identity_secret')
      .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('identity_secret').execute();
    await db.schema.dropTable('oidc_payload').execute();
  },
};
