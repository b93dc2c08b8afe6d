// The course enterprise choice (spec sections 2 and 4) in real Chromium against a private product
// instance: trainee9 plays the demo's generation group (a 山东 and a 江苏 plant), so entering the
// course opens the 900 px modal with a card per plant, the first preselected; choosing the second
// makes the pages act for it. Its own instance, because the trainee declares in the open round.
// Screenshots: .artifacts/screenshots/enterprise-choice-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRoutes, type OperationId } from '../../src/api/operations.gen';
import { buttonWithText, launchBrowser, openPage, screenshot } from './browser';
import { logIn } from './login';
import { startProduct } from './product';
import { passwordToken } from './shellApi';

const passwords = { demo: '1q2w3E*', trainee: 'Choice#2026' };
const userName = 'trainee9';
const plants = {
  shandong: { name: '鲁苏发电集团山东分公司', province: '山东', unit: '鲁苏集团临沂#1机组' },
  jiangsu: { name: '鲁苏发电集团江苏分公司', province: '江苏', unit: '鲁苏集团徐州#1机组' },
};

interface Enterprise {
  id: number;
  name: string;
  simpleGens?: Array<{ unitId: number; name: string }>;
}
interface Round {
  id: number;
  name: string;
  type: number;
  status: number;
  parentId?: number | null;
}

/** Calls an operation of the contract by id with a bearer token; returns the JSON body. */
async function call<T>(
  baseUrl: string,
  token: string,
  id: OperationId,
  input: { path?: Record<string, number>; query?: Record<string, number>; body?: unknown } = {},
): Promise<T> {
  const op = operationRoutes[id];
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(input.path?.[name]));
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const response = await fetch(`${baseUrl}${path}${query ? `?${query}` : ''}`, {
    method: op.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(input.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  if (!response.ok) throw new Error(`${id}: HTTP ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * Ends the forced first password change through the API and declares for the 江苏 plant in the round
 * the header opens on (the first open one), so the two cards carry different declared tags.
 * Returns the plants' ids.
 */
async function prepare(baseUrl: string): Promise<{ shandong: number; jiangsu: number }> {
  const first = await passwordToken(baseUrl, userName, passwords.demo);
  await call(baseUrl, first, 'changePassword', {
    body: { currentPassword: passwords.demo, newPassword: passwords.trainee },
  });
  const token = await passwordToken(baseUrl, userName, passwords.trainee);
  const info = await call<{ currentCourseId: number }>(baseUrl, token, 'getUserInfo');
  const courseId = Number(info.currentCourseId);
  const rounds = await call<{ items: Round[] }>(baseUrl, token, 'getRoundsByCourse', {
    path: { id: courseId },
  });
  const round = rounds.items.find((r) => r.parentId == null && (r.status === 0 || r.status === 1));
  if (round?.type !== 15)
    throw new Error(`the header round is not centralised bidding: ${round?.name}`);
  const mine = await call<{ items: Enterprise[] }>(baseUrl, token, 'getCourseEnterprises', {
    query: { courseId, roundId: round.id },
  });
  const byName = (name: string) => {
    const found = mine.items.find((e) => e.name === name);
    if (!found) throw new Error(`${userName} does not play ${name}`);
    return found;
  };
  const jiangsu = byName(plants.jiangsu.name);
  await call(baseUrl, token, 'submitCenterTradeBids', {
    body: {
      roundId: round.id,
      enterpriseId: jiangsu.id,
      direction: 1,
      bids: [{ unitId: jiangsu.simpleGens?.[0]?.unitId, objId: 1, price: 380, volume: 50 }],
    },
  });
  return { shandong: byName(plants.shandong.name).id, jiangsu: jiangsu.id };
}

describe('choosing one of several enterprises', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let ids: { shandong: number; jiangsu: number };

  beforeAll(async () => {
    product = await startProduct();
    ids = await prepare(product.baseUrl);
    browser = await launchBrowser();
    ({ page, consoleErrors: errors } = await openPage(browser));
    page.setDefaultTimeout(15_000);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('opens the 900 px modal on entering the course: a card per plant, the first preselected', async () => {
    await logIn(page, product.baseUrl, userName, passwords.trainee);
    // Login adopts the server's current course (and asks for the enterprise in the layout); once the
    // course is stored, the course list opens on it without asking again until a course is entered.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('current_course') !== null))
      .toBe(true);
    await page.goto(`${product.baseUrl}/user/course`);
    await page
      .getByRole('button', { name: /进入仿真|切换课程/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: '选择企业' });
    await modal.waitFor();
    const cards = modal.getByRole('radio');
    await expect.poll(() => cards.count()).toBe(2);
    // antd puts the dialog role on the .ant-modal box itself or inside it.
    const width = await modal.evaluate(
      (el) => (el.closest('.ant-modal') ?? el.querySelector('.ant-modal') ?? el).clientWidth,
    );
    expect(width).toBe(900);
    // Province, name, role and declared tags, unit tags; 江苏 declared in the header's round.
    const [first, second] = [cards.nth(0), cards.nth(1)];
    for (const [card, plant, declared] of [
      [first, plants.shandong, '未申报'],
      [second, plants.jiangsu, '已申报'],
    ] as const) {
      for (const text of [plant.province, plant.name, '发电企业', declared, plant.unit]) {
        await expect(card.getByText(text, { exact: true }).isVisible(), text).resolves.toBe(true);
      }
    }
    await expect(first.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(second.getAttribute('aria-checked')).resolves.toBe('false');
    // Nothing spills out of a card: the longest line (the name) fits its width.
    for (const card of [first, second]) {
      const fits = await card.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
    }
    await page.waitForTimeout(400);
    await screenshot(page, 'enterprise-choice-modal');
  });

  it('acts for the second plant once it is picked: the assets page and the calls name it', async () => {
    const modal = page.getByRole('dialog', { name: '选择企业' });
    const second = modal.getByRole('radio').nth(1);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-checked')).toBe('true');
    // The unit table and the typical-day chart both ask for the chosen plant.
    const asked = (path: string) =>
      page.waitForRequest(
        (r) =>
          r.url().includes(path) &&
          new URL(r.url()).searchParams.get('enterpriseId') === String(ids.jiangsu),
      );
    const generators = asked(operationRoutes.getGenerators.path);
    const curve = asked(operationRoutes.getGeneratorMeanCurve.path);
    await buttonWithText(modal, '确定').click();
    await modal.waitFor({ state: 'hidden' });
    await Promise.all([generators, curve]);
    await page.waitForURL('**/user/assets');
    const units = page.locator('.ant-card').filter({ hasText: '发电机组' });
    await units.getByRole('cell', { name: plants.jiangsu.unit, exact: true }).waitFor();
    await expect(units.getByText(plants.shandong.unit).count()).resolves.toBe(0);
    // 我的企业 lists both plants the trainee plays.
    const own = page.locator('.ant-card').filter({ hasText: '我的企业' });
    for (const plant of [plants.shandong, plants.jiangsu]) {
      await own.getByRole('cell', { name: plant.name, exact: true }).waitFor();
    }
    const stored = await page.evaluate(() => localStorage.getItem('current_enterprise'));
    expect((JSON.parse(stored ?? 'null') as { id?: number } | null)?.id).toBe(ids.jiangsu);
    await page.waitForTimeout(500);
    await screenshot(page, 'enterprise-choice-assets');
  });

  it('keeps the chosen plant after a reload, without asking again', async () => {
    await page.reload();
    const units = page.locator('.ant-card').filter({ hasText: '发电机组' });
    await units.getByRole('cell', { name: plants.jiangsu.unit, exact: true }).waitFor();
    await expect(page.getByRole('dialog', { name: '选择企业' }).count()).resolves.toBe(0);
  });

  it('logged no console error', () => {
    expect(errors).toEqual([]);
  });
});
