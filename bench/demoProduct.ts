// The product serving a built front end on a fresh demo database, as the browser benches and probes
// use it: seeded in a temporary data directory, started on a free loopback port, removed at stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { seedDemo } from '../server/seed/seedDemo';
import { freePort } from '../tests/node/durabilityServer';
import { startBenchServer, stopBenchServer, type BenchServer } from './benchServers';

/** A running product and how to stop it (the server, then its data directory). */
export interface DemoProduct {
  server: BenchServer;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the product on `dist` (a built front end). `returningUsers`: the trainees' first-login
 * password change already done, so signing in lands on the course as for a returning user.
 */
export async function startDemoProduct(
  dist: string,
  { returningUsers = false }: { returningUsers?: boolean } = {},
): Promise<DemoProduct> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-demo-'));
  const db = await openDatabase(dataDir);
  await seedDemo(db);
  if (returningUsers) await db.updateTable('users').set({ isNewUser: 0 }).execute();
  await db.destroy();
  const server = await startBenchServer('server/index.ts', await freePort(), {
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(dist),
  });
  return {
    server,
    baseUrl: server.baseUrl,
    async stop() {
      await stopBenchServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine's load averages, the line each probe ends with. */
export const loadLine = () =>
  `load ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
