import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';

/** A migrated database in a fresh temporary folder, and a function that closes and deletes it. */
export async function openTestDatabase(): Promise<{
  db: Kysely<Database>;
  dataDir: string;
  dispose: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pt-identity-'));
  const db = await openDatabase(dataDir);
  return {
    db,
    dataDir,
    dispose: async () => {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
