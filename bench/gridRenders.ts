// Which React components render in each commit of the product grid's mount and update: loads the
// reference page's ?grid=engine (unminified) with a stand-in for React DevTools' hook, which sees every
// commit, and prints per commit the components that ran (times they ran). `npx tsx bench/gridRenders.ts`.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { buildReferencePage, serveBuilt } from './pageLoadSupport';

// Runs in the page before React loads. A fiber ran its component in a commit when it carries React's
// PerformedWork flag (1); a subtree whose child is its alternate's child was not visited at all.
const hook = `(() => {
  const commits = [];
  window.__gridCommits = commits;
  const nameOf = (f) => {
    const t = f.type;
    if (!t || typeof t === 'string') return null;
    return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) ||
      (t.type && (t.type.displayName || t.type.name)) || null;
  };
  const componentTags = new Set([0, 1, 11, 14, 15]);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      const counts = {};
      let rendered = 0;
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          const fresh = !f.alternate;
          if (componentTags.has(f.tag) && (fresh || (f.flags & 1) === 1)) {
            const name = nameOf(f) || '(anonymous)';
            counts[name] = (counts[name] || 0) + 1;
            rendered++;
          }
          if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child);
        }
      };
      walk(root.current.child);
      commits.push({ at: performance.now(), rendered, counts });
    },
  };
})();`;

const referenceDir = await buildReferencePage({ minify: false });
const reference = await serveBuilt(referenceDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.addInitScript(hook);
  await page.goto(`${reference.baseUrl}/?grid=engine`);
  await page.waitForFunction(() => window.slotGridTimes, undefined, { timeout: 60_000 });
  const result = (await page.evaluate(`({
    commits: window.__gridCommits,
    marks: Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
  })`)) as {
    commits: { at: number; rendered: number; counts: Record<string, number> }[];
    marks: Record<string, number>;
  };
  const { marks } = result;
  for (const c of result.commits) {
    const phase =
      c.at < (marks['grid-update'] ?? Infinity)
        ? '挂载'
        : c.at < (marks['grid-done'] ?? Infinity)
          ? '更新'
          : '之后';
    const top = Object.entries(c.counts)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name}×${n}`)
      .join(' ');
    console.log(`${phase} @${c.at.toFixed(0)} ms：${c.rendered} 个组件渲染 — ${top}`);
  }
} finally {
  await browser.close();
  await reference.app.close();
}
