// Probe for issue 16's page load: how much JavaScript a cold load runs before its first table row, by
// chunk and by package, beside the plain React 19 + antd 6 reference page in the same run. Both are
// built here with source maps; Chromium's coverage (function and block ranges run at least once) is
// mapped back to the modules. On two cores the cold first row follows the CPU of the load (see
// bench/processCpu.ts), and that CPU grows with the code parsed, compiled and run.
// Usage: tsx bench/jsCoverage.ts [signed-in page path, /user/assets] [packages listed, 25]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { executedBytes, type ChunkCoverage } from './coverageMap';
import { loadLine, startDemoProduct } from './demoProduct';
import { buildReferencePage, serveBuilt, signedInState } from './pageLoadSupport';

const pagePath = process.argv[2] ?? '/user/assets';
const listed = Number(process.argv[3] ?? 25);

/** Loads `url` in `context` with coverage on, waits for the first row, maps what ran to modules. */
async function covered(
  context: BrowserContext,
  url: string,
  dist: string,
): Promise<ChunkCoverage[]> {
  const page = await context.newPage();
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url);
  await page.locator('.ant-table-row').first().waitFor({ state: 'attached', timeout: 30_000 });
  const entries = await page.coverage.stopJSCoverage();
  await context.close();
  return entries.map((entry) => executedBytes(entry, dist));
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

/** Total and run bytes by package (our own modules by folder), largest run first. */
function byPackage(chunks: readonly ChunkCoverage[]): [string, { total: number; run: number }][] {
  const sums = new Map<string, { total: number; run: number }>();
  for (const chunk of chunks)
    for (const [name, part] of chunk.byPackage) {
      const sum = sums.get(name) ?? { total: 0, run: 0 };
      sum.total += part.total;
      sum.run += part.run;
      sums.set(name, sum);
    }
  return [...sums].sort((a, b) => b[1].run - a[1].run);
}

function print(title: string, chunks: readonly ChunkCoverage[]): number {
  const total = chunks.reduce((s, c) => s + c.total, 0);
  const run = chunks.reduce((s, c) => s + c.run, 0);
  console.log(
    `\n${title}: ${chunks.length} 个脚本，共 ${kB(total).trim()} kB，执行 ${kB(run).trim()} kB`,
  );
  console.log('  脚本                                          共 kB   执行 kB');
  for (const c of chunks) console.log(`  ${c.file.padEnd(42)}${kB(c.total)}  ${kB(c.run)}`);
  console.log('  包 / 目录                                     共 kB   执行 kB');
  for (const [name, part] of byPackage(chunks).slice(0, listed))
    console.log(`  ${name.padEnd(42)}${kB(part.total)}  ${kB(part.run)}`);
  return run;
}

async function main(): Promise<void> {
  const productDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-coverage-dist-'));
  await build({
    configLoader: 'bundle',
    logLevel: 'warn',
    build: { outDir: productDist, emptyOutDir: true, sourcemap: true },
  });
  const referenceDist = await buildReferencePage({ sourcemap: true });
  const reference = await serveBuilt(referenceDist);
  const product = await startDemoProduct(productDist, { returningUsers: true });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
      headless: true,
    });
    const state = await signedInState(browser, product.baseUrl);
    const options = { locale: 'zh-CN', viewport: { width: 1366, height: 800 } };
    const plain = await covered(
      await browser.newContext(options),
      `${reference.baseUrl}/`,
      referenceDist,
    );
    const ours = await covered(
      await browser.newContext({ ...options, storageState: state }),
      `${product.baseUrl}${pagePath}`,
      productDist,
    );
    const plainRun = print('参考：React 19 + antd 6 表格', plain);
    const oursRun = print(pagePath, ours);
    console.log(
      `\n首行前执行的 JavaScript：${pagePath} ${kB(oursRun).trim()} kB，参考页 ${kB(plainRun).trim()} kB，${(oursRun / plainRun).toFixed(2)}×`,
    );
    console.log(loadLine());
  } finally {
    await browser?.close();
    await product.stop();
    await reference.app.close();
    fs.rmSync(productDist, { recursive: true, force: true });
    fs.rmSync(referenceDist, { recursive: true, force: true });
  }
}

await main();
