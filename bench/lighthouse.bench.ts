// Lighthouse 12 desktop scores (performance / accessibility / best practices) of the login page and of a
// logged-in data page (/user/assets), beside the plain React 19 + antd 6 reference page of
// bench/referencePage in the same run, with FCP, LCP, TBT and bytes transferred, and the audits that
// cost points. Needs `npm run build` (the product from dist/) and /usr/bin/chromium.
// `npm run bench lighthouse`. Goal (issue 16): 100 / 100 / 100 on both product pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { openDatabase } from '../server/db/database';
import { demoPassword, demoTrainees, seedDemo } from '../server/seed/seedDemo';
import { enterCourse } from '../tests/e2e/login';
import { freePort } from '../tests/node/durabilityServer';
import { startBenchServer, stopBenchServer } from './benchServers';
import { audit, auditLine, type AuditFigures } from './lighthouseAudit';
import { buildReferencePage, serveBuilt } from './pageLoadSupport';

const dist = path.join(process.cwd(), 'dist');

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error('先运行 npm run build（缺少 dist/）');
  const referenceDir = await buildReferencePage();
  const reference = await serveBuilt(referenceDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-lighthouse-'));
  const db = await openDatabase(dataDir);
  await seedDemo(db);
  // The trainee's first-login password change already done, as for a returning user.
  await db.updateTable('users').set({ isNewUser: 0 }).execute();
  await db.destroy();
  const product = await startBenchServer('server/index.ts', await freePort(), {
    DATA_DIR: dataDir,
    STATIC_DIR: dist,
  });
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-lighthouse-profile-'));
  // A persistent context is the browser's default one, which Lighthouse's tabs share: the login stays.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    headless: true,
    locale: 'zh-CN',
  });
  try {
    const rows: Array<[string, AuditFigures]> = [];
    rows.push(['参考：React 19 + antd 6 表格', await audit(`${reference.baseUrl}/`, port, false)]);
    rows.push(['/user/login', await audit(`${product.baseUrl}/user/login`, port, false)]);
    // Log a trainee in and enter the demo course, as a person does.
    const page = await context.newPage();
    await enterCourse(page, product.baseUrl, demoTrainees[0]!.userName, demoPassword);
    await page.close();
    rows.push([
      '/user/assets（已登录）',
      await audit(`${product.baseUrl}/user/assets`, port, true),
    ]);

    console.log(
      `机器负载 ${(os.loadavg()[0] ?? 0).toFixed(2)}（${os.cpus().length} 核）；Lighthouse 12 桌面配置`,
    );
    console.log(
      '页面                          性能/无障碍/最佳实践   FCP ms   LCP ms    SI ms   TBT ms  传输 kB',
    );
    for (const [name, figures] of rows) console.log(auditLine(name, figures));
    for (const [name, figures] of rows.slice(1)) {
      const met =
        figures.performance === 100 &&
        figures.accessibility === 100 &&
        figures.bestPractices === 100;
      console.log(`${name}：目标 100 / 100 / 100 ${met ? '达到' : '未达到'}`);
      for (const title of figures.failing) console.log(`  扣分项 ${title}`);
    }
  } finally {
    await context.close();
    await stopBenchServer(product);
    await reference.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(referenceDir, { recursive: true, force: true });
  }
}

await main();
