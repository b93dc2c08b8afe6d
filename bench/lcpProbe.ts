// Probe for issue 16's LCP on the signed-in data page: cold loads of /user/assets (the demo trainee
// signed in, in the demo course), each printing the paint entries, every largest-contentful-paint
// candidate (time, element, size, text), when the first table row was seen, and the long tasks, all
// from the page's own PerformanceObserver. Usage: tsx bench/lcpProbe.ts <dist directory> [loads] [path]
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { demoPassword, demoTrainees } from '../server/seed/seedDemo';
import { enterCourse } from '../tests/e2e/login';
import { loadLine, startDemoProduct } from './demoProduct';

interface Seen {
  paints: Array<[string, number]>;
  lcp: Array<{ t: number; size: number; el: string; text: string }>;
  long: Array<[number, number]>;
  row: number | null;
}

// Runs in the page before any of its scripts.
const observe = `(() => {
  const seen = { paints: [], lcp: [], long: [], row: null };
  window.__seen = seen;
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 2).join('.') : '') : '(gone)';
  new PerformanceObserver((l) => l.getEntries().forEach((e) => seen.paints.push([e.name, Math.round(e.startTime)]))).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => seen.lcp.push({ t: Math.round(e.startTime), size: e.size, el: describe(e.element), text: (e.element?.textContent ?? '').slice(0, 40) }))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => seen.long.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => { if (seen.row === null && document.querySelector('.ant-table-row')) seen.row = Math.round(performance.now()); }).observe(document, { childList: true, subtree: true });
})();`;

async function main(): Promise<void> {
  const [dist, loadsArg, route = '/user/assets'] = process.argv.slice(2);
  const product = await startDemoProduct(dist!, { returningUsers: true });
  const server = product.server;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  try {
    // Lighthouse's desktop screen.
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1350, height: 940 },
    });
    const login = await context.newPage();
    await enterCourse(login, server.baseUrl, demoTrainees[0]!.userName, demoPassword);
    await login.close();
    await context.addInitScript(observe);
    for (let i = 0; i < Number(loadsArg ?? 3); i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${server.baseUrl}${route}`);
      await page.waitForSelector('.ant-table-row', { timeout: 30_000 });
      await page.waitForTimeout(1500);
      const seen = (await page.evaluate('window.__seen')) as Seen;
      console.log(
        `load ${i + 1}: ${seen.paints.map(([n, t]) => `${n} ${t}`).join(', ')}, first row ${seen.row} ms`,
      );
      for (const c of seen.lcp)
        console.log(`  LCP candidate ${c.t} ms, ${c.size} px², ${c.el} «${c.text}»`);
      console.log(`  long tasks: ${seen.long.map(([s, d]) => `${s}+${d}`).join(', ')}`);
      await page.close();
    }
    console.log(loadLine());
  } finally {
    await browser.close();
    await product.stop();
  }
}
await main();
