// Probe for issue 16's signed-in data page: Lighthouse 12 desktop on a signed-in /user/assets of two
// builds, taken in turns (A, B, B, A, …) beside the plain React 19 + antd 6 reference page in each
// round, so a shared machine's load moves both alike. Each build has its own demo server and its own
// browser profile, the trainee signed in once per build. Prints each run's score, FCP, LCP and TBT,
// then the medians. Usage: tsx bench/lighthouseAssetsAB.ts <dist A> <dist B> [rounds]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { demoPassword, demoTrainees } from '../server/seed/seedDemo';
import { enterCourse } from '../tests/e2e/login';
import { freePort } from '../tests/node/durabilityServer';
import { startDemoProduct } from './demoProduct';
import { audit, type AuditFigures } from './lighthouseAudit';
import { buildReferencePage, median, serveBuilt } from './pageLoadSupport';

interface Browser {
  context: BrowserContext;
  port: number;
  profile: string;
}

async function openBrowser(): Promise<Browser> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-lh-assets-ab-'));
  // A persistent context is the browser's default one, which Lighthouse's tabs share: the login stays.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    headless: true,
    locale: 'zh-CN',
  });
  return { context, port, profile };
}

const line = (name: string, r: AuditFigures) =>
  `${name.padEnd(6)} ${String(r.performance).padStart(4)} ${[r.fcpMs, r.lcpMs, r.siMs, r.tbtMs]
    .map((v) => v.toFixed(0).padStart(6))
    .join(' ')}`;

async function main(): Promise<void> {
  const [distA, distB, roundsArg] = process.argv.slice(2);
  if (!distA || !distB)
    throw new Error('usage: tsx bench/lighthouseAssetsAB.ts <dist A> <dist B> [rounds]');
  const referenceDir = await buildReferencePage();
  const reference = await serveBuilt(referenceDir);
  const products = {
    A: await startDemoProduct(distA, { returningUsers: true }),
    B: await startDemoProduct(distB, { returningUsers: true }),
  };
  const browsers = { A: await openBrowser(), B: await openBrowser() };
  const runs: Record<'ref' | 'A' | 'B', AuditFigures[]> = { ref: [], A: [], B: [] };
  try {
    for (const which of ['A', 'B'] as const) {
      const page = await browsers[which].context.newPage();
      await enterCourse(page, products[which].baseUrl, demoTrainees[0]!.userName, demoPassword);
      await page.close();
    }
    console.log(`load at start ${os.loadavg()[0]?.toFixed(2)}; A = ${distA}, B = ${distB}`);
    console.log('page   perf    FCP    LCP     SI    TBT');
    for (let i = 0; i < Number(roundsArg ?? 3); i++) {
      const order = i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      const ref = await audit(`${reference.baseUrl}/`, browsers.A.port, false);
      runs.ref.push(ref);
      console.log(line('ref', ref));
      for (const which of order) {
        const r = await audit(`${products[which].baseUrl}/user/assets`, browsers[which].port, true);
        runs[which].push(r);
        console.log(line(which, r));
      }
    }
    console.log(`medians (load at end ${os.loadavg()[0]?.toFixed(2)}):`);
    for (const [name, list] of Object.entries(runs)) {
      const m = (pick: (r: AuditFigures) => number) => median(list.map(pick));
      console.log(
        `${line(name, {
          ...list[0]!,
          performance: m((r) => r.performance),
          fcpMs: m((r) => r.fcpMs),
          lcpMs: m((r) => r.lcpMs),
          siMs: m((r) => r.siMs),
          tbtMs: m((r) => r.tbtMs),
        })}  scores ${list.map((r) => r.performance).join(' ')}, TBT ${list.map((r) => r.tbtMs.toFixed(0)).join(' ')}`,
      );
    }
  } finally {
    for (const b of Object.values(browsers)) {
      await b.context.close();
      fs.rmSync(b.profile, { recursive: true, force: true });
    }
    await products.A.stop();
    await products.B.stop();
    await reference.app.close();
    fs.rmSync(referenceDir, { recursive: true, force: true });
  }
}

await main();
