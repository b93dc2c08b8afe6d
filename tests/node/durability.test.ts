import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { demoPassword, demoTrainees } from '../../server/seed/seedDemo';
import {
  fetchToken,
  freePort,
  seededDataDir,
  startServer,
  stopServer,
  type ServerProcess,
} from './durabilityServer';

let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Writer {
  token: string;
  enterpriseId: number;
  unitId: number | null;
  isBuyer: boolean;
  /** Highest price (in cents above 300 元) the server acknowledged with 200. */
  lastAcked: number;
}

describe('durability', () => {
  it('keeps every acknowledged declaration after the server is killed with SIGKILL mid-load', async () => {
    const port = await freePort();
    dataDir = await seededDataDir('pts-durability-');
    server = await startServer(dataDir, port);
    const { baseUrl } = server;
    // Read ids straight from the database file (SQLite in WAL mode allows a concurrent reader).
    const enterprises = await readEnterprises();
    const round = enterprises.roundId;
    const writers: Writer[] = [];
    for (const trainee of demoTrainees) {
      const e = enterprises.byName.get(trainee.enterpriseName);
      if (!e) throw new Error(`缺少企业 ${trainee.enterpriseName}`);
      writers.push({
        ...e,
        token: await fetchToken(baseUrl, trainee.userName, demoPassword),
        lastAcked: -1,
      });
    }
    let running = true;
    let acked = 0;
    const loops = writers.map(async (w) => {
      for (let n = 0; running; n += 1) {
        const body = {
          roundId: round,
          enterpriseId: w.enterpriseId,
          direction: w.isBuyer ? 0 : 1,
          bids: [{ unitId: w.unitId, objId: 1, price: 300 + n / 100, volume: 10 }],
        };
        try {
          const response = await fetch(`${baseUrl}/api/app/centerTrade/bids`, {
            method: 'POST',
            headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (response.status === 200) {
            w.lastAcked = n;
            acked += 1;
          } else {
            throw new Error(`申报失败：${response.status} ${await response.text()}`);
          }
        } catch (error) {
          if (running) throw error;
          return; // The server died under us: this write was never acknowledged.
        }
      }
    });
    await new Promise((r) => setTimeout(r, 2000));
    // Kill without warning while the eight writers are mid-request.
    running = false;
    await stopServer(server, 'SIGKILL');
    await Promise.all(loops);
    server = undefined;
    expect(acked).toBeGreaterThan(20);

    const db = await openDatabase(dataDir);
    try {
      for (const w of writers) {
        const stored = await db
          .selectFrom('declaration')
          .select('price')
          .where('roundId', '=', round)
          .where('enterpriseId', '=', w.enterpriseId)
          .execute();
        expect(stored, `企业 ${w.enterpriseId}`).toHaveLength(1);
        const n = Math.round(((stored[0]?.price ?? 0) - 300) * 100);
        // The stored bid is the last acknowledged one, or a later one committed just before the kill.
        expect(n).toBeGreaterThanOrEqual(w.lastAcked);
        expect(n).toBeLessThanOrEqual(w.lastAcked + 1);
      }
    } finally {
      await db.destroy();
    }

    // The killed server's lock is stale: a new server starts on the same folder and serves the data.
    server = await startServer(dataDir, port);
    const first = writers[0];
    if (!first) throw new Error('没有申报者');
    const token = await fetchToken(server.baseUrl, demoTrainees[0]?.userName ?? '', demoPassword);
    const response = await fetch(
      `${server.baseUrl}/api/app/centerTrade/bids?roundId=${round}&enterpriseId=${first.enterpriseId}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const bids = (await response.json()) as { items: Array<{ price: number }> };
    expect(Math.round(((bids.items[0]?.price ?? 0) - 300) * 100)).toBeGreaterThanOrEqual(
      first.lastAcked,
    );
  }, 120_000);
});

describe('data folder lock between processes', () => {
  it('refuses to start a second server on a data folder a running server holds', async () => {
    const dir = await seededDataDir('pts-lock-');
    const first = await startServer(dir, await freePort());
    try {
      await expect(startServer(dir, await freePort())).rejects.toThrow(/已被另一个服务器进程/);
      // The first server is unaffected.
      expect((await fetch(`${first.baseUrl}/health`)).status).toBe(200);
    } finally {
      await stopServer(first, 'SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

async function readEnterprises(): Promise<{
  roundId: number;
  byName: Map<string, { enterpriseId: number; unitId: number | null; isBuyer: boolean }>;
}> {
  const Database = (await import('better-sqlite3')).default;
  const sqlite = new Database(path.join(dataDir, 'platform.sqlite'), { readonly: true });
  try {
    const round = sqlite
      .prepare(
        'select id from round where type = 15 and status = 0 and isHide = 0 order by id limit 1',
      )
      .get() as { id: number };
    const rows = sqlite
      .prepare(
        'select e.id, e.name, e.isBuyer, (select min(u.id) from generator_unit u where u.enterpriseId = e.id) as unitId from enterprise e',
      )
      .all() as Array<{ id: number; name: string; isBuyer: number; unitId: number | null }>;
    return {
      roundId: round.id,
      byName: new Map(
        rows.map((r) => [
          r.name,
          { enterpriseId: r.id, unitId: r.unitId, isBuyer: r.isBuyer === 1 },
        ]),
      ),
    };
  } finally {
    sqlite.close();
  }
}
