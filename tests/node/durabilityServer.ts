import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyWorldTemplate } from './worldTemplate';

/** A reference server running as a child process (the real `server/index.ts`, no test doubles). */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Output so far, for failure messages. */
  output: () => string;
}

/** A TCP port free on loopback right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `server/index.ts` with node + tsx on a loopback port and the given data folder, and waits
 * until /health answers (a first start on an empty folder seeds the demo course, so allow time).
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const root = path.resolve(import.meta.dirname, '../..');
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-static'),
      // The background spot clearings would only compete with the load these tests put on.
      SPOT_WARM_UP: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务器启动失败：\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return { child, baseUrl, output: () => log };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`服务器 60 秒内未就绪：\n${log}`);
}

/**
 * A new data folder holding the run's seeded demo database (tests/node/worldTemplate.ts), so a
 * server started on it skips the seeding and its twenty password hashes.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  await copyWorldTemplate(dir);
  return dir;
}

/** Stops a server process by its pid and waits until it has exited. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

/** Gets an access token with the password grant, as the app's form login does. */
export async function fetchToken(
  baseUrl: string,
  userName: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'power-trading-web',
      username: userName,
      password,
      scope: 'openid profile PowerTrading',
    }),
  });
  if (!response.ok)
    throw new Error(`登录 ${userName} 失败：${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
