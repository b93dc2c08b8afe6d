import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { openDatabase } from '../../server/db/database';
import { createUser } from '../../server/identity/users';
import { publishNotice } from '../../server/realtime/publisher';
import { openTestDatabase } from './identityTestDb';
import { passwordToken, testAccounts } from './identityTestApp';
import { hubClient, nextCall, startHubServer } from './signalrTestServer';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function waitForState(connection: HubConnection, state: HubConnectionState, ms = 30_000) {
  return new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + ms;
    const check = () => {
      if (connection.state === state) return resolve();
      if (Date.now() > deadline) return reject(new Error(`状态仍为 ${connection.state}`));
      setTimeout(check, 25);
    };
    check();
  });
}

async function seededDataDir() {
  const { db, dataDir } = await openTestDatabase();
  await createUser(db, { ...testAccounts.trainee, roles: ['trainee'], currentCourseId: 1 });
  return { db, dataDir };
}

describe('automatic reconnect', () => {
  it('reconnects after a graceful restart on the same port with the same token', async () => {
    const { db, dataDir } = await seededDataDir();
    const first = await startHubServer(db);
    const token = await passwordToken(first.app, testAccounts.trainee);
    const client = hubClient(`${first.base}/signalr/notice`, token);
    cleanups.push(() => client.stop());
    let reconnecting = 0;
    client.onreconnecting(() => (reconnecting += 1));
    await client.start();

    await first.app.close(); // sends Close with allowReconnect to every connection
    await db.destroy();
    await waitForState(client, HubConnectionState.Reconnecting);

    const db2 = await openDatabase(dataDir);
    const second = await startHubServer(db2, first.port);
    cleanups.push(async () => {
      await second.app.close();
      await db2.destroy();
    });
    await waitForState(client, HubConnectionState.Connected);
    expect(reconnecting).toBe(1);
    const received = nextCall(client, 'OnReceiveNoticeMsg');
    publishNotice(1, '重启后的通知', 'notice');
    expect(await received).toEqual([1, '重启后的通知', 'notice']);
  });

  it('reconnects after the server process is killed with SIGKILL and started again', async () => {
    const { db, dataDir } = await seededDataDir();
    await db.destroy();
    const script = path.join(import.meta.dirname, 'signalrChildServer.ts');
    const children: ChildProcess[] = [];
    cleanups.push(() => children.forEach((c) => c.kill('SIGKILL')));

    const start = (port: number) =>
      new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
          stdio: ['pipe', 'pipe', 'inherit'],
        });
        children.push(child);
        child.once('exit', (code) => reject(new Error(`子进程退出 ${code}`)));
        child.stdout?.on('data', (data: Buffer) => {
          const match = /ready (\d+)/.exec(data.toString());
          if (match) resolve({ child, port: Number(match[1]) });
        });
      });

    const first = await start(0);
    const base = `http://127.0.0.1:${first.port}`;
    const response = await fetch(`${base}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'power-trading-web',
        username: testAccounts.trainee.userName,
        password: testAccounts.trainee.password,
      }),
    });
    const { access_token: token } = (await response.json()) as { access_token: string };
    const client = hubClient(`${base}/signalr/notice`, token);
    cleanups.push(() => client.stop());
    await client.start();

    first.child.kill('SIGKILL');
    await waitForState(client, HubConnectionState.Reconnecting);
    const second = await start(first.port);
    await waitForState(client, HubConnectionState.Connected);
    const received = nextCall(client, 'OnReceiveNoticeMsg');
    second.child.stdin?.write('1 进程被杀后重启的通知\n');
    expect(await received).toEqual([1, '进程被杀后重启的通知', 'notice']);
  }, 90_000);
});
