import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Inputs of the front-end build; a change to any of them makes dist/ stale. */
const buildInputs = [
  'src',
  'config',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** True when dist/index.html is missing or older than any build input. */
export function frontEndIsStale(root = process.cwd()): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return buildInputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/** Runs `vite build` when the front end is missing or stale; throws if the build fails. */
export function buildIfStale(root = process.cwd()): void {
  if (!frontEndIsStale(root)) return;
  console.log('正在构建前端 (vite build)…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      // Called from vitest's global setup, where NODE_ENV is 'test': that would make a development
      // bundle (React's dev runtime, antd's dev class names) that `npm start` then serves.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('前端构建失败 (vite build)');
}
