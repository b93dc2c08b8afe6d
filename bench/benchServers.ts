// Child processes for bench/apiLoad.bench.ts: the real server (optionally under the CPU profiler) and
// the bare Fastify reference, each on its own loopback port, stopped by their pid.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A server started by the bench. */
export interface BenchServer {
  child: ChildProcess;
  baseUrl: string;
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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, `${baseUrl}/health`, () => output);
  return { child, baseUrl };
}

/** Stops a bench server with SIGTERM (the real server then writes its CPU profile) and waits for it. */
export async function stopBenchServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
