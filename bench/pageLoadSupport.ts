// Support of bench/pageLoad.bench.ts: builds and serves the reference page, starts the product, and
// times one page load in Chromium (navigate, wait for the first table row, record the requests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { build } from 'vite';
import { precompressPlugin } from '../scripts/precompress';
import { serveFrontEnd } from '../server/http/staticFiles';
import { demoPassword, demoTrainees } from '../server/seed/seedDemo';
import { enterCourse } from '../tests/e2e/login';

/**
 * Waits until the signed-in page holds the course's enterprise as a returning user's browser does: the
 * course actor saves it after the assets page opened, and a storage state taken before lacks it (the
 * pages' enterprise-bound calls then wait for the session in some runs and not in others).
 */
export async function waitForHeldCourse(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('current_enterprise') !== null);
}

/** A signed-in browser's storage (token, held course), to open product pages as that user. */
export type StorageState = NonNullable<BrowserContextOptions['storageState']>;

/**
 * Signs the first demo trainee in through the login page and into the demo course, as a person does,
 * and returns the storage a cold load of a signed-in page starts from.
 */
export async function signedInState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await enterCourse(page, baseUrl, demoTrainees[0]!.userName, demoPassword);
  await waitForHeldCourse(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Builds bench/referencePage (its own vite build, precompressed like the product) into a temp folder;
 * `minify: false` keeps function names for a profile, `sourcemap` writes maps beside the chunks.
 */
export async function buildReferencePage({
  minify = true,
  sourcemap = false,
} = {}): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-reference-page-'));
  await build({
    root: path.join(import.meta.dirname, 'referencePage'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompressPlugin()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000, minify, sourcemap },
  });
  return outDir;
}

/** Serves a built folder with the product's static-file rules (compression, cache headers). */
export async function serveBuilt(dir: string): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify({ logger: false });
  await serveFrontEnd(app, dir);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: address };
}

/**
 * One request as the page made it: when it started and when its answer began to arrive (ms since
 * navigation; from then on the page could learn what to fetch next), its size.
 */
export interface Fetched {
  url: string;
  start: number;
  end: number;
  bytes: number;
  type: string;
}

/** What one load of a page measured. */
export interface LoadFigures {
  /** Navigation start to the first `.ant-table-row` attached, ms; NaN when none came. */
  firstRowMs: number;
  /** Serial stages of requests: 1 + the deepest chain of requests each started after another ended. */
  depth: number;
  /** Requests made. */
  requests: number;
  /** JavaScript bytes received (encoded, as sent over the wire). */
  jsBytes: number;
  /** The requests made before the first row, in start order. */
  fetched: Fetched[];
}

/** Each request's stage: 1 + the highest stage among requests answered before it began. */
function waterfallStages(fetched: readonly Fetched[]): Map<Fetched, number> {
  const sorted = [...fetched].sort((a, b) => a.start - b.start);
  const stage = new Map<Fetched, number>();
  for (const r of sorted) {
    let s = 1;
    for (const q of sorted)
      if (q.end <= r.start && stage.has(q)) s = Math.max(s, stage.get(q)! + 1);
    stage.set(r, s);
  }
  return stage;
}

/** Waterfall depth: the deepest stage of any request. */
export function waterfallDepth(fetched: readonly Fetched[]): number {
  return Math.max(0, ...waterfallStages(fetched).values());
}

/** The waterfall as lines "stage start–end ms path", in start order (BENCH_WATERFALL=1 prints it). */
export function waterfallLines(fetched: readonly Fetched[]): string[] {
  const stages = waterfallStages(fetched);
  return [...fetched]
    .sort((a, b) => a.start - b.start)
    .map((f) => {
      const { pathname, search } = new URL(f.url);
      const span = `${f.start.toFixed(0)}–${f.end.toFixed(0)} ms`;
      return `  ${String(stages.get(f)).padStart(2)}  ${span.padEnd(16)} ${pathname}${search}`;
    });
}

/** Loads `url` in a new page of `context` and measures it (rows: wait for `.ant-table-row`). */
export async function loadPage(
  context: BrowserContext,
  url: string,
  waitFor: string,
  timeoutMs = 30_000,
): Promise<LoadFigures> {
  const page = await context.newPage();
  const fetched: Fetched[] = [];
  const started = new Map<object, number>();
  const answered = new Map<object, number>();
  const t0 = performance.now();
  page.on('request', (request) => started.set(request, performance.now() - t0));
  page.on('response', (response) => answered.set(response.request(), performance.now() - t0));
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) =>
        fetched.push({
          url: request.url(),
          start: started.get(request) ?? 0,
          end: answered.get(request) ?? performance.now() - t0,
          bytes: sizes.responseBodySize,
          type: request.resourceType(),
        }),
      () => undefined,
    );
  });
  let firstRowMs = NaN;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(waitFor).first().waitFor({ state: 'attached', timeout: timeoutMs });
    firstRowMs = performance.now() - t0;
  } catch {
    // No row within the time limit: reported as NaN.
  }
  // Requests the first row waited for are done; let late size look-ups settle before reading them.
  await page.waitForTimeout(300);
  await page.close();
  const before = fetched.filter((f) => Number.isNaN(firstRowMs) || f.start <= firstRowMs);
  return {
    firstRowMs,
    depth: waterfallDepth(before),
    requests: before.length,
    jsBytes: before.filter((f) => f.type === 'script').reduce((sum, f) => sum + f.bytes, 0),
    fetched: before,
  };
}

/** The median of some numbers (NaN ignored; NaN when none). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Mount and update times of the reference page's 96 × 50 slot table (`grid`: 'plain' or 'virtual'). */
export async function slotGridTimes(
  context: BrowserContext,
  baseUrl: string,
  grid: 'plain' | 'virtual' | 'engine',
): Promise<{ mountMs: number; updateMs: number }> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/?grid=${grid}`);
    // Not page.waitForFunction: it evaluates Playwright's injected script in the page (~20 ms of
    // script at load 15) and polls each frame, both inside the times measured. A timer every 100 ms
    // in the page's own world costs next to nothing.
    // A string, as tsx would wrap a named function of the bench in a helper the page lacks.
    const times: unknown = await page.evaluate(`new Promise((resolve) => {
      const started = Date.now();
      const check = () => {
        if (window.slotGridTimes) resolve(window.slotGridTimes);
        else if (Date.now() - started > 60000) resolve({ mountMs: NaN, updateMs: NaN });
        else setTimeout(check, 100);
      };
      check();
    })`);
    return times as { mountMs: number; updateMs: number };
  } finally {
    await page.close();
  }
}
