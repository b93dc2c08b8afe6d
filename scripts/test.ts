// `npm test`: every check in order, stopping at the first that fails, then unit and end-to-end tests.
// Ends with one summary line, "N passed, N failed", counted from the test runners' JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumInstallHint, chromiumPath, hasChromium } from './chromium';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const root = process.cwd();
const artifacts = path.join(root, '.artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/**
 * Static checks, run only when package.json defines them (later issues add some). The first two are
 * the slow single-threaded ones: they run side by side, one per core.
 */
const parallelChecks = ['typecheck', 'lint'];
const checks = ['lint:api', 'codegen:check', 'config:check', 'docs:check'];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
  return result.status === 0;
}

function npmRun(name: string, extra: string[] = []): boolean {
  return run(`npm run ${name}`, 'npm', [
    'run',
    '--silent',
    name,
    ...(extra.length ? ['--', ...extra] : []),
  ]);
}

/** Runs `npm run name` with its output held back and printed whole when it ends (no interleaving). */
function npmRunBuffered(name: string): Promise<boolean> {
  const label = `npm run ${name}`;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { cwd: root, env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

function readReport(file: string): VitestReport | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport;
}

function finish(reports: Array<VitestReport | undefined>, ok: boolean): never {
  const sum = (key: keyof VitestReport) => reports.reduce((n, r) => n + (r?.[key] ?? 0), 0);
  const skipped = sum('numPendingTests') + sum('numTodoTests');
  console.log(
    `\n${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  process.exit(ok ? 0 : 1);
}

const defined = parallelChecks.filter((check) => scripts[check]);
const passed = await Promise.all(defined.map(npmRunBuffered));
const failed = defined.find((_, i) => !passed[i]);
if (failed) {
  console.error(`\n检查失败: npm run ${failed}`);
  finish([], false);
}
for (const check of checks) {
  if (scripts[check] && !npmRun(check)) {
    console.error(`\n检查失败: npm run ${check}`);
    finish([], false);
  }
}

const unitFile = path.join(artifacts, 'unit-report.json');
const e2eFile = path.join(artifacts, 'e2e-report.json');
fs.rmSync(unitFile, { force: true });
fs.rmSync(e2eFile, { force: true });
const json = (file: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

/** Debian's PostgreSQL server binaries, if installed: storage tests then also run against a real server. */
function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((v) => path.join(base, v, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'initdb')));
}

const pgBin = postgresBin();
const unitArgs = ['run', '--silent', 'test:unit', '--', ...json(unitFile)];
const unitOk = pgBin
  ? run(
      'npm run test:unit (with PostgreSQL)',
      'sh',
      ['scripts/with-postgres.sh', 'npm', ...unitArgs],
      {
        PG_BIN: pgBin,
      },
    )
  : npmRun('test:unit', json(unitFile));
if (!pgBin) console.warn('⚠ PostgreSQL not installed: storage tests ran on SQLite only.');
const unit = readReport(unitFile);

if (!hasChromium()) {
  const message = `Chromium not found at ${chromiumPath()}. Install it with:\n  ${chromiumInstallHint}`;
  if (process.env.CI) {
    console.error(`\n端到端测试需要 Chromium。${message}`);
    finish([unit], false);
  }
  console.warn(`\n⚠ End-to-end tests NOT run. ${message}`);
  finish([unit], unitOk);
}

const e2eOk = npmRun('test:e2e', json(e2eFile));
finish([unit, readReport(e2eFile)], unitOk && e2eOk);
