// Probe for issue 16's login-page LCP: Lighthouse 12 desktop on /user/login of two builds, taken in
// turns (A, B, B, A, …) beside the plain React 19 + antd 6 reference page in each round, so a shared
// machine's load moves both alike. Prints each run's score, FCP, LCP, Speed Index, TBT and the observed
// first paint, then the medians (LIGHTHOUSE_JSON_DIR=dir keeps each report). Usage: tsx bench/lighthouseLoginAB.ts <dist A> <dist B> [rounds]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { freePort } from '../tests/node/durabilityServer';
import { startDemoProduct } from './demoProduct';
import { buildReferencePage, median, serveBuilt } from './pageLoadSupport';

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
  /** The first paint as the trace saw it (Lighthouse's FCP above is Lantern's simulation). */
  observedFcp: number;
}

async function run(url: string, port: number): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error(`no result: ${url}`);
  const { lhr } = result;
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    fs.mkdirSync(jsonDir, { recursive: true });
    fs.writeFileSync(path.join(jsonDir, `login-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const observed = (
    lhr.audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> }
  )?.items?.[0]?.observedFirstContentfulPaint;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    si: n('speed-index'),
    tbt: n('total-blocking-time'),
    observedFcp: observed ?? Number.NaN,
  };
}

const line = (name: string, r: Run) =>
  `${name.padEnd(10)} ${String(r.score).padStart(4)} ${[r.fcp, r.lcp, r.si, r.tbt, r.observedFcp]
    .map((v) => v.toFixed(0).padStart(6))
    .join(' ')}`;

async function main(): Promise<void> {
  const [distA, distB, roundsArg] = process.argv.slice(2);
  if (!distA || !distB)
    throw new Error('usage: tsx bench/lighthouseLoginAB.ts <dist A> <dist B> [rounds]');
  const referenceDir = await buildReferencePage();
  const reference = await serveBuilt(referenceDir);
  const a = await startDemoProduct(distA);
  const b = await startDemoProduct(distB);
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-lh-ab-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    headless: true,
    locale: 'zh-CN',
  });
  const runs: Record<string, Run[]> = { ref: [], A: [], B: [] };
  try {
    console.log(`load at start ${os.loadavg()[0]?.toFixed(2)}; A = ${distA}, B = ${distB}`);
    console.log('page       perf    FCP    LCP     SI    TBT  FCP observed');
    for (let i = 0; i < Number(roundsArg ?? 3); i++) {
      const order = i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      const ref = await run(`${reference.baseUrl}/`, port);
      runs.ref!.push(ref);
      console.log(line('ref', ref));
      for (const which of order) {
        const r = await run(`${(which === 'A' ? a : b).baseUrl}/user/login`, port);
        runs[which]!.push(r);
        console.log(line(which, r));
      }
    }
    console.log(`medians (load at end ${os.loadavg()[0]?.toFixed(2)}):`);
    for (const [name, list] of Object.entries(runs))
      console.log(
        line(name, {
          score: median(list.map((r) => r.score)),
          fcp: median(list.map((r) => r.fcp)),
          lcp: median(list.map((r) => r.lcp)),
          si: median(list.map((r) => r.si)),
          tbt: median(list.map((r) => r.tbt)),
          observedFcp: median(list.map((r) => r.observedFcp)),
        }),
      );
  } finally {
    await context.close();
    await a.stop();
    await b.stop();
    await reference.app.close();
    fs.rmSync(referenceDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

await main();
