import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';
import { enterFirstCourse, submitLogin } from './login';

// Trainees no other end-to-end file uses: a generator (华鲁发电, 山东) and a retailer (姑苏售电, 江苏).
const demoPassword = '1q2w3E*';
const newPassword = 'Disclose#2026';

/** Logs a new demo trainee in, changes the forced password and logs in again. */
async function firstLogin(page: Page, baseUrl: string, userName: string) {
  await page.goto(`${baseUrl}/user/course`);
  await page.waitForURL('**/user/login');
  await submitLogin(page, userName, demoPassword);
  // The main layout asks a new user for a new password before anything else.
  await page.waitForURL('**/user/course');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.waitFor();
  await dialog.getByLabel('旧密码').fill(demoPassword);
  await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认密码').fill(newPassword);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL('**/user/login');
  await submitLogin(page, userName, newPassword);
  await page.waitForURL(/\/user\/(course|nav)$/);
  await enterFirstCourse(page, baseUrl);
}

/** Waits until every data block of the page has loaded and returns how each one ended. */
async function blockStates(page: Page): Promise<string[]> {
  await page.locator('[data-state]').first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-state="loading"]').length === 0,
  );
  return page
    .locator('[data-state]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state') ?? ''));
}

/** Waits for the charts' canvases (echarts loads on demand) and the end of their animation. */
async function settledCharts(page: Page, count: number) {
  if (count === 0) return;
  await page
    .locator('canvas')
    .nth(count - 1)
    .waitFor();
  await page.waitForTimeout(1500);
}

describe('what a trainee sees on the assets page and the disclosure tabs', () => {
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, consoleErrors } = await openPage(browser));
    page.setDefaultTimeout(15_000);
    await firstLogin(page, baseUrl, 'trainee1');
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows the generator's units and their typical-day output on the assets page", async () => {
    await page.getByText('华鲁#1机组').waitFor();
    await page.getByText('机组典型日出力').waitFor();
    expect(await blockStates(page)).toEqual(['data', 'data', 'data', 'data']);
    await settledCharts(page, 1);
    await screenshot(page, 'disclosure-assets-seller');
  });

  // [menu index, tab, data blocks, charts among them]
  const tabs: Array<[string, string, number, number]> = [
    ['0', 'grid-info', 1, 0],
    ['0', 'line-info', 2, 1],
    ['0', 'generator-group', 1, 0],
    ['0', 'demand-group', 1, 0],
    ['1', 'limit-info-province', 1, 0],
    ['1', 'limit-info', 1, 0],
    ['1', 'coal-line', 1, 1],
    ['1', 'demand-group-chart', 1, 1],
    ['1', 'generator-group-chart', 1, 1],
    ['1', 'global-demand', 1, 1],
    ['1', 'clean-row', 1, 1],
    ['2', 'generator-info', 1, 0],
    ['2', 'GlobalDemandRemote', 1, 1],
  ];
  it.each(tabs)('fills the disclosure tab %s/%s with data', async (index, tab, blocks, charts) => {
    await page.goto(`${baseUrl}/user/reportHelp/detail/${index}/${tab}`);
    await page.locator(`[data-tab="${tab}"]`).waitFor();
    expect(await blockStates(page)).toEqual(new Array<string>(blocks).fill('data'));
    await settledCharts(page, charts);
    await screenshot(page, `disclosure-${tab}`);
  });

  it('fills the day-ahead 线路稳定限额 with each slot’s channel limits', async () => {
    await page.goto(`${baseUrl}/user/reportHelp/detail/2/limit-info`);
    await page.locator('[data-tab="limit-info"]').waitFor();
    expect(await blockStates(page)).toEqual(['data']);
    // The seed's 鲁苏一通道 at 00:00: 1200 MW less its share of the interchange plan (201.05 MW).
    await page.getByText('998.95').first().waitFor();
    await screenshot(page, 'disclosure-limit-info-day-ahead');
  });

  it('says the settlement report is not generated yet while no month is settled', async () => {
    await page.goto(`${baseUrl}/user/settlementMonths`);
    expect(await blockStates(page)).toEqual(['empty']);
    await page.getByText('结算报告结果尚未生成，请稍后查询').waitFor();
    await screenshot(page, 'disclosure-settlement-months');
  });

  it('opens the disclosure list beside its menu', async () => {
    await page.goto(`${baseUrl}/user/reportHelp`);
    await page.locator('[data-tab]').waitFor();
    expect(await blockStates(page)).not.toContain('error');
    await screenshot(page, 'disclosure-list');
    // The download button opens a signed link to the workbook built on the server (window.open is
    // recorded here: a headless tab that turns into a download closes before it can be watched).
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as { opened: string[] }).opened = opened;
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    await page.getByRole('button', { name: '下载披露数据' }).click();
    await page.waitForFunction(() => (window as unknown as { opened: string[] }).opened.length > 0);
    const link = await page.evaluate(() => (window as unknown as { opened: string[] }).opened[0]);
    const file = await page.request.get(new URL(link ?? '', baseUrl).toString());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('.xlsx');
    expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
    expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
});

describe("a retailer's assets page", () => {
  it('shows its loads and their typical day', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser);
      page.setDefaultTimeout(15_000);
      await firstLogin(page, inject('baseUrl'), 'trainee8');
      await page.getByText('苏州园区负荷').waitFor();
      expect(await blockStates(page)).toEqual(['data', 'data', 'data', 'data']);
      await settledCharts(page, 1);
      await screenshot(page, 'disclosure-assets-buyer');
    } finally {
      await browser.close();
    }
  });
});
