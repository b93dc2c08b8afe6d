import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { enterFirstCourse, submitLogin } from './login';
import { startProduct, type RunningProduct } from './product';
import { passwordToken, publishNotice } from './shellApi';

// Stored XSS: a teacher writes script payloads into every text trainees see (notices and their
// per-province messages, the course name, round names, question text); the pages render them in
// Chromium and no payload may run. Each payload calls window.__xss(n) (exposed below) if it ever
// executes. A product of its own, so the planted texts cannot disturb the other end-to-end files.
const demoPassword = '1q2w3E*';
const trainee = 'trainee4';

/** Script payloads, each reporting its number when executed. */
const payloads = [
  '<script>__xss(1)</script>',
  '<img src=x onerror="__xss(2)">',
  '<svg onload="__xss(3)"></svg>',
  '"><img src=x onerror=__xss(4)>',
  "'><script>__xss(5)</script>",
  '<iframe srcdoc="<script>parent.__xss(6)</script>"></iframe>',
  '<details open ontoggle="__xss(7)">x</details>',
  '<body onload="__xss(8)">',
  '<input autofocus onfocus="__xss(9)">',
  '<video><source onerror="__xss(10)"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror="__xss(11)">',
  '<a href="javascript:__xss(12)" id="xss-link">链接</a>',
  '{{constructor.constructor("__xss(13)")()}}',
  '<object data="javascript:__xss(14)"></object>',
  '<embed src="javascript:__xss(15)">',
  '<form><button formaction="javascript:__xss(16)">x</button></form>',
  '<style>@import "javascript:__xss(17)";</style>',
  '<div style="background:url(javascript:__xss(18))">x</div>',
  '<marquee onstart="__xss(19)">x</marquee>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(20)>">',
];
const marked = (i: number) => `XSS标记${i} ${payloads[i]}`;

let product: RunningProduct;
let browser: Browser;
let page: Page;
const executed: number[] = [];
const dialogs: string[] = [];

async function api(token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${product.baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : ((await response.json()) as Record<string, unknown>);
}

beforeAll(async () => {
  product = await startProduct();
  const teacher = await passwordToken(product.baseUrl, 'teacher', demoPassword);
  const courses = (await api(teacher, 'GET', '/api/app/admin/course?maxResultCount=10')) as {
    items: Array<Record<string, unknown> & { id: number }>;
  };
  const course = courses.items[0];
  if (!course) throw new Error('no demo course');
  // The course name.
  await api(teacher, 'PUT', `/api/app/admin/course/${course.id}`, {
    name: `课程${marked(1)}`.slice(0, 100),
    courseType: course.courseType,
    sceneId: course.sceneId,
    startDate: course.startDate,
    endDate: course.endDate,
  });
  // Notices and their per-province messages, one payload each.
  for (let i = 0; i < payloads.length; i += 1) {
    await publishNotice(product.baseUrl, teacher, course.id, marked(i));
  }
  // Round names, through the teacher's round edit (the fields RoundInput takes). These rounds are
  // shown to trainees, so their scope is sent as it is: the server refuses to change it.
  const rounds = (await api(teacher, 'GET', `/api/app/roundApi/byCourse/${course.id}`)) as {
    items: Array<Record<string, unknown> & { id: number }>;
  };
  const roundFields = [
    'type',
    'isInterProvincial',
    'cycle',
    'year',
    'month',
    'months',
    'day',
    'startDay',
    'endDay',
  ];
  let renamed = 0;
  for (const [k, round] of rounds.items.entries()) {
    if (round.status !== 0 || renamed >= 3) continue;
    await api(teacher, 'PUT', `/api/app/round/${round.id}`, {
      courseId: course.id,
      ...Object.fromEntries(roundFields.filter((f) => round[f] != null).map((f) => [f, round[f]])),
      name: `轮次${marked(k + 2)}`.slice(0, 100),
    });
    renamed += 1;
  }
  expect(renamed).toBeGreaterThan(0);
  // Question text: no operation writes questions yet, so the bank is changed in the database, as an
  // imported question bank would be.
  const Database = (await import('better-sqlite3')).default;
  const sqlite = new Database(path.join(product.dataDir, 'platform.sqlite'));
  try {
    const questions = sqlite.prepare('select id from question order by id').all() as Array<{
      id: number;
    }>;
    const update = sqlite.prepare('update question set name = ?, option1 = ? where id = ?');
    questions.forEach((q, i) =>
      update.run(marked(i % payloads.length), marked((i + 1) % payloads.length), q.id),
    );
    sqlite.prepare('update users set isNewUser = 0 where userName = ?').run(trainee);
  } finally {
    sqlite.close();
  }

  browser = await launchBrowser();
  ({ page } = await openPage(browser));
  page.setDefaultTimeout(15_000);
  await page.exposeFunction('__xss', (n: number) => void executed.push(n));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function settle(p: Page): Promise<void> {
  await p.waitForLoadState('networkidle').catch(() => undefined);
  await p.waitForTimeout(500);
}

describe('stored XSS in teacher-written texts', () => {
  it(`renders ${payloads.length} payloads in notices, course and round names and questions without running any`, async () => {
    await page.goto(`${product.baseUrl}/user/login`);
    await submitLogin(page, trainee, demoPassword);
    await page.waitForURL(/\/user\/(course|nav)$/);
    await page.goto(`${product.baseUrl}/user/course`);
    await page.getByText('XSS标记1', { exact: false }).first().waitFor();
    await settle(page);
    await enterFirstCourse(page, product.baseUrl);
    await settle(page);
    // The notices dialog shows every released notice.
    await page.getByRole('button', { name: '市场公告' }).first().click();
    await page
      .getByText(/XSS标记\d+/)
      .first()
      .waitFor();
    await settle(page);
    await page.keyboard.press('Escape');
    for (const route of ['/user/nav', '/user/panel', '/user/paper']) {
      await page.goto(`${product.baseUrl}${route}`);
      await settle(page);
    }
    // The teacher's pages show the same texts.
    const teacherPage = (await openPage(browser)).page;
    await teacherPage.exposeFunction('__xss', (n: number) => void executed.push(n));
    teacherPage.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await teacherPage.goto(`${product.baseUrl}/user/login`);
    await submitLogin(teacherPage, 'teacher', demoPassword);
    await teacherPage.waitForURL(/\/user\/|\/admin/);
    await settle(teacherPage);
    for (const route of ['/admin', '/admin/notice', '/admin/round']) {
      await teacherPage.goto(`${product.baseUrl}${route}`);
      await settle(teacherPage);
    }
    expect(executed).toEqual([]);
    expect(dialogs).toEqual([]);
  }, 180_000);
});
