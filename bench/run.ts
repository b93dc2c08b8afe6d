// `npm run bench`: runs each benchmark script in bench/ (files named *.bench.ts) and prints its figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(process.cwd(), 'bench');
const only = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
if (files.length === 0) console.log('没有找到基准测试 (bench/*.bench.ts)');
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', path.join(dir, file)],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exitCode = 1;
}
