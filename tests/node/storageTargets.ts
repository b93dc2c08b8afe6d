import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';

/** A freshly created, migrated database of one dialect, and how to throw it away. */
export interface StorageTarget {
  db: Kysely<Database>;
  dispose: () => Promise<void>;
}

/** Dialects the storage tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const storageDialects: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** Opens a new empty database of the dialect (a temp folder, or a new database on the server). */
export async function openTarget(dialect: 'sqlite' | 'postgres'): Promise<StorageTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-storage-'));
  if (dialect === 'sqlite') {
    const db = await openDatabase(dataDir);
    return {
      db,
      dispose: async () => {
        await db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `pts_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase(dataDir, { databaseUrl: url.toString() });
  return {
    db,
    dispose: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
