// Probe for issue 16's page load: cold loads of the pageLoad bench's product pages from two builds,
// signed in as the same demo trainee, taken in turns (A, B, B, A, …) with the plain React 19 + antd 6
// reference page loaded before each pair, so a shared machine's load moves both alike. Prints the
// medians of the first row and of the first API call's start, per page and build, beside the
// reference's first row. Usage: [BENCH_API_DELAY_MS=150] tsx bench/pageLoadAB.ts <dist A> <dist B> [rounds]
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { loadLine, startDemoProduct } from './demoProduct';
import {
  buildReferencePage,
  loadPage,
  median,
  serveBuilt,
  signedInState,
  type LoadFigures,
  type StorageState,
} from './pageLoadSupport';

const pages = [
  { name: '/user/assets', path: '/user/assets', waitFor: '.ant-table-row' },
  {
    name: 'disclosure generator-info',
    path: '/user/reportHelp/detail/2/generator-info',
    waitFor: '.ant-table-row',
  },
  {
    name: 'centerTradeResult',
    path: '/user/centerTradeResult/0?type=15',
    waitFor: 'text=集中竞价结果尚未生成',
  },
];

async function coldLoad(
  browser: Browser,
  url: string,
  waitFor: string,
  storageState?: StorageState,
): Promise<LoadFigures> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    ...(storageState ? { storageState } : {}),
  });
  // BENCH_API_DELAY_MS: each API call answered that much later, as a remote API would.
  const delay = Number(process.env.BENCH_API_DELAY_MS ?? 0);
  if (delay > 0)
    await context.route(
      (u) => u.pathname.startsWith('/api/'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      },
    );
  try {
    return await loadPage(context, url, waitFor);
  } finally {
    await context.close();
  }
}

/** When the signed-in chunk's answer began to arrive, ms since navigation. */
const signedInChunk = (f: LoadFigures) =>
  Math.min(...f.fetched.filter((x) => /\/signedIn-[^/]*\.js$/.test(x.url)).map((x) => x.end));

/** When the first API call (not a file) left, ms since navigation. */
const firstApiCall = (f: LoadFigures) =>
  Math.min(
    ...f.fetched.filter((x) => new URL(x.url).pathname.startsWith('/api/')).map((x) => x.start),
  );

async function main(): Promise<void> {
  const [distA, distB, roundsArg] = process.argv.slice(2);
  if (!distA || !distB)
    throw new Error('usage: tsx bench/pageLoadAB.ts <dist A> <dist B> [rounds]');
  const referenceDir = await buildReferencePage();
  const reference = await serveBuilt(referenceDir);
  const products = {
    A: await startDemoProduct(distA, { returningUsers: true }),
    B: await startDemoProduct(distB, { returningUsers: true }),
  };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const runs = new Map<string, LoadFigures[]>();
  const add = (key: string, f: LoadFigures) => runs.set(key, [...(runs.get(key) ?? []), f]);
  try {
    const states = {
      A: await signedInState(browser, products.A.baseUrl),
      B: await signedInState(browser, products.B.baseUrl),
    };
    console.log(`${loadLine()} at start; A = ${distA}, B = ${distB}`);
    for (let i = 0; i < Number(roundsArg ?? 8); i++) {
      const order = i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const page of pages) {
        add('ref', await coldLoad(browser, `${reference.baseUrl}/`, '.ant-table-row'));
        for (const which of order)
          add(
            `${page.name} ${which}`,
            await coldLoad(
              browser,
              `${products[which].baseUrl}${page.path}`,
              page.waitFor,
              states[which],
            ),
          );
      }
    }
    const columns = [(x: LoadFigures) => x.firstRowMs, firstApiCall, signedInChunk];
    const row = (f: LoadFigures[]) =>
      columns.map((pick) => median(f.map(pick)).toFixed(0).padStart(9)).join('');
    console.log(
      `medians (${loadLine()} at end), ms: first row, first API call left, signedIn chunk answered`,
    );
    console.log(`${'reference'.padEnd(30)}${row(runs.get('ref') ?? [])}`);
    for (const page of pages)
      for (const which of ['A', 'B'])
        console.log(
          `${`${page.name} ${which}`.padEnd(30)}${row(runs.get(`${page.name} ${which}`) ?? [])}`,
        );
  } finally {
    await browser.close();
    await products.A.stop();
    await products.B.stop();
    await reference.app.close();
    fs.rmSync(referenceDir, { recursive: true, force: true });
  }
}

await main();
