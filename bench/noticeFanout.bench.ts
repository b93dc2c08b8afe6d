// Fan-out of one notice to 1,000 SignalR connections on loopback: the hub server runs in a child
// process (this file with FANOUT_ROLE=server), 1,000 WebSocket clients speak the JSON hub protocol
// here; prints the time from publishing until the last connection has the message. Stops by itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import WebSocket from 'ws';
import { openDatabase } from '../server/db/database';
import { createUser } from '../server/identity/users';
import { publishNotice } from '../server/realtime/publisher';

const connections = Number(process.env.FANOUT_CONNECTIONS ?? 1000);
const rounds = 5;
const rs = '\u001e';

async function serve(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { registerPlatform } = await import('../server/auth/register');
  const db = await openDatabase(process.env.DATA_DIR ?? 'data');
  const app = Fastify();
  await registerPlatform(app, { db, identity: { tokenRateLimit: 1000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (line === 'quit') break;
    const before = performance.now();
    const sent = publishNotice(1, line, 'notice');
    console.log(`server wrote ${sent} frames in ${(performance.now() - before).toFixed(1)} ms`);
  }
  // Keep-alive HTTP connections of the measuring process must not hold the server open.
  app.server.closeAllConnections();
  await app.close();
  await db.destroy();
  process.exit(0);
}

async function token(base: string, userName: string): Promise<string> {
  const response = await fetch(`${base}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'power-trading-web',
      username: userName,
      password: 'Bench#2025',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Negotiates and opens one hub connection; `onNotice` gets each notice's text. */
async function connect(base: string, accessToken: string, onNotice: (text: string) => void) {
  const negotiated = await fetch(`${base}/signalr/notice/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const url = `${base.replace('http', 'ws')}/signalr/notice?id=${connectionToken}&access_token=${accessToken}`;
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(`{"protocol":"json","version":1}${rs}`);
  socket.on('message', (data) => {
    for (const part of data.toString().split(rs)) {
      if (!part.includes('OnReceiveNoticeMsg')) continue;
      const message = JSON.parse(part) as { arguments: [number, string, string] };
      onNotice(message.arguments[1]);
    }
  });
  return socket;
}

async function measure(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pt-fanout-'));
  const users = ['bench1', 'bench2', 'bench3', 'bench4', 'bench5'];
  const setup = await openDatabase(dataDir);
  for (const userName of users) {
    await createUser(setup, {
      userName,
      name: userName,
      password: 'Bench#2025',
      roles: ['trainee'],
      currentCourseId: 1,
    });
  }
  await setup.destroy();
  const server = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, FANOUT_ROLE: 'server', DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const guard = setTimeout(() => {
    console.error('超时：基准测试在 120 s 内未完成');
    server.kill('SIGKILL');
    process.exit(1);
  }, 120_000);
  try {
    const port = await new Promise<number>((resolve) =>
      server.stdout.on('data', (d: Buffer) => {
        const text = d.toString();
        const match = /ready (\d+)/.exec(text);
        if (match) resolve(Number(match[1]));
        else process.stdout.write(`  ${text}`);
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    const tokens = await Promise.all(users.map((u) => token(base, u)));
    const arrivals = new Map<string, number[]>();
    const onNotice = (text: string) => arrivals.get(text)?.push(performance.now());
    const started = performance.now();
    const sockets: WebSocket[] = [];
    for (let i = 0; i < connections; i += 50) {
      const batch = Array.from({ length: Math.min(50, connections - i) }, (_, k) =>
        connect(base, tokens[(i + k) % tokens.length] ?? '', onNotice),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(
      `${sockets.length} connections open in ${(performance.now() - started).toFixed(0)} ms`,
    );
    await new Promise((r) => setTimeout(r, 500)); // let every handshake finish

    const lasts: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const text = `通知 ${round}`;
      const times: number[] = [];
      arrivals.set(text, times);
      const sent = performance.now();
      server.stdin.write(`${text}\n`);
      while (times.length < connections && performance.now() - sent < 10_000) {
        await new Promise((r) => setImmediate(r));
      }
      const sorted = times.map((t) => t - sent).sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      lasts.push(sorted[sorted.length - 1] ?? NaN);
      console.log(
        `round ${round}: ${times.length}/${connections} received; first ${at(0).toFixed(1)} ms, p50 ${at(0.5).toFixed(1)} ms, last ${lasts[lasts.length - 1]?.toFixed(1)} ms`,
      );
      await new Promise((r) => setTimeout(r, 200));
    }
    const median = [...lasts].sort((a, b) => a - b)[Math.floor(lasts.length / 2)] ?? NaN;
    console.log(
      `notice fan-out to ${connections} connections: median time until the last receives it ${median.toFixed(1)} ms`,
    );
    sockets.forEach((s) => s.terminate());
    server.stdin.write('quit\n');
    await Promise.race([
      new Promise((r) => server.once('exit', r)),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
  } finally {
    clearTimeout(guard);
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await (process.env.FANOUT_ROLE === 'server' ? serve() : measure());
