import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { operationOf } from '../../server/http/contract';
import { demoPassword } from '../../server/seed/seedDemo';
import {
  fetchToken,
  freePort,
  seededDataDir,
  startServer,
  stopServer,
  type ServerProcess,
} from './durabilityServer';

// Repeated SIGKILLs under a teacher's write load: every notice the server acknowledged (200 with
// its id) is in the database after each kill, and the server starts again on the same folder.
let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// Two here (server starts dominate the time); durability.test.ts kills once more under bid load.
const kills = 2;

describe('durability across repeated kills', () => {
  it(`finds every acknowledged notice after ${kills} SIGKILLs mid-load`, async () => {
    const port = await freePort();
    dataDir = await seededDataDir('pts-durability-restarts-');
    const acknowledged: number[] = [];
    const { url } = operationOf('publishNotice');
    for (let kill = 0; kill < kills; kill += 1) {
      server = await startServer(dataDir, port);
      const { baseUrl } = server;
      const token = await fetchToken(baseUrl, 'teacher', demoPassword);
      let running = true;
      // Three concurrent writers, so the kill lands while requests are in flight.
      const loops = [0, 1, 2].map(async (writer) => {
        for (let n = 0; running; n += 1) {
          try {
            const response = await fetch(`${baseUrl}${url}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                courseId: 1,
                roundId: 0,
                month: 3,
                announcementContent: `第${kill}次 写者${writer} 第${n}条`,
              }),
            });
            if (response.status !== 200) {
              throw new Error(`发布失败：${response.status} ${await response.text()}`);
            }
            acknowledged.push(((await response.json()) as { id: number }).id);
          } catch (error) {
            if (running) throw error;
            return; // Killed mid-request: this write was never acknowledged.
          }
        }
      });
      await new Promise((r) => setTimeout(r, 1500));
      running = false;
      await stopServer(server, 'SIGKILL');
      server = undefined;
      await Promise.all(loops);
    }
    expect(acknowledged.length).toBeGreaterThan(kills * 5);
    const db = await openDatabase(dataDir);
    try {
      const stored = new Set(
        (await db.selectFrom('notice').select('id').execute()).map((r) => r.id),
      );
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
