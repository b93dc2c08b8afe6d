// Child processes for bench/apiLoad.bench.ts: the real server (optionally under the CPU profiler) and
// the bare Fastify reference, each on its own loopback port, stopped by their pid.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A server started by the bench. */
export interface BenchServer {
  child: ChildProcess;
  baseUrl: string;
  /** What the server wrote to stdout and stderr so far (its log: pino JSON lines at level warn). */
  output(): string;
}

/** pino's numeric level of error and above. */
const ERROR_LEVEL = 50;

/**
 * The first `max` lines of a server's output at level error or above, or that are not JSON (a crash's
 * stack), so a run with failed answers shows their cause.
 */
export function errorLines(server: BenchServer, max = 10): string[] {
  const lines: string[] = [];
  for (const line of server.output().split('\n')) {
    if (lines.length >= max) break;
    if (line.trim() === '') continue;
    try {
      const entry = JSON.parse(line) as { level?: unknown };
      if (typeof entry.level === 'number' && entry.level >= ERROR_LEVEL) lines.push(line);
    } catch {
      lines.push(line);
    }
  }
  return lines;
}

const root = path.resolve(import.meta.dirname, '..');

async function waitReady(child: ChildProcess, url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务器启动失败：\n${log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`服务器 90 秒内未就绪：\n${log()}`);
}

/**
 * Starts `script` with node + tsx on `port`. `nodeArgs` go before it (e.g. --cpu-prof); `env` is added
 * to this process's environment.
 */
export async function startBenchServer(
  script: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BenchServer> {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    // The spot warm-up's clearings would share the CPU with what a bench measures; a bench that wants
    // them passes SPOT_WARM_UP itself.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SPOT_WARM_UP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, `${baseUrl}/health`, () => output);
  return { child, baseUrl, output: () => output };
}

/** Stops a bench server with SIGTERM (the real server then writes its CPU profile) and waits for it. */
export async function stopBenchServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
