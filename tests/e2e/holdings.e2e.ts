import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';
import { enterCourse } from './login';
import { clearRoundWithHoldings, endMarchRounds } from './holdingsApi';
import { startProduct } from './product';
import { renderedTextContrast } from './wcag';

// "My holdings" against the real server after a cleared centralised-bidding round, beside the demo's
// cleared spot day (its formal result 省内现货, 华鲁发电's exports 省间现货): a generator (华鲁发电, 山东)
// sees its units' tables with the total, a retailer (齐鲁售电, 山东) its own without;
// the button is absent on the assets page. Clearing changes course-wide state, so this file runs on
// a product instance of its own.
const passwords = { demo: '1q2w3E*', trainee: 'Holdings#2026' };
const users = { seller: 'trainee1', buyer: 'trainee5' };

const holdingsButton = (page: Page) => page.getByRole('button', { name: /我的持仓/ });

/** Opens the modal from the disclosure list and waits for the table and the chart. */
async function openHoldings(page: Page, baseUrl: string) {
  // Tall enough for the whole modal in the picture (it scrolls inside a shorter window).
  await page.setViewportSize({ width: 1366, height: 1150 });
  await page.goto(`${baseUrl}/user/reportHelp`);
  await holdingsButton(page).click();
  const modal = page.locator('.ant-modal').filter({ hasText: '我的持仓' });
  await modal.locator('tr.ant-table-row').first().waitFor();
  await modal.locator('canvas').first().waitFor();
  await page.waitForTimeout(800);
  return modal;
}

describe('my holdings after clearing', () => {
  // Typed from the helper, so a rename of its result type does not reach this file.
  let product: Awaited<ReturnType<typeof startProduct>>;
  let browser: Browser;
  const errors: string[][] = [];

  beforeAll(async () => {
    product = await startProduct();
    await clearRoundWithHoldings(product.baseUrl, users, passwords);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows a generator its units, series with the total, and the net power chart', async () => {
    const { page, consoleErrors } = await openPage(browser);
    errors.push(consoleErrors);
    page.setDefaultTimeout(15_000);
    await enterCourse(page, product.baseUrl, users.seller, passwords.trainee);
    await page.getByText('我的企业').waitFor();
    // The assets page names the units' province (key 37 in the seed).
    const units = page.locator('.ant-card').filter({ hasText: '发电机组' });
    await units.getByRole('cell', { name: '山东', exact: true }).first().waitFor();
    await expect(units.getByRole('cell', { name: '37', exact: true }).count()).resolves.toBe(0);
    await page.waitForTimeout(500);
    await screenshot(page, 'holdings-assets-page');
    await expect(holdingsButton(page).count()).resolves.toBe(0);
    const modal = await openHoldings(page, product.baseUrl);
    const series = await modal.locator('tr.ant-table-row td[rowspan]').allTextContents();
    expect(series).toEqual(['省内现货', '省内集中竞价', '省间现货', '合计']);
    await expect(modal.getByText('时段净合约电力(MW)').isVisible()).resolves.toBe(true);
    await screenshot(page, 'holdings-seller');
    // Clear of the exam drawer's button in the bottom right corner.
    await page.keyboard.press('Escape');
    const box = await holdingsButton(page).boundingBox();
    const exam = await page.getByRole('button', { name: '答题' }).boundingBox();
    if (box && exam) expect(box.y + box.height).toBeLessThan(exam.y);
  });

  it('shows a retailer its own table without the total', async () => {
    const { page, consoleErrors } = await openPage(browser);
    errors.push(consoleErrors);
    page.setDefaultTimeout(15_000);
    await enterCourse(page, product.baseUrl, users.buyer, passwords.trainee);
    const modal = await openHoldings(page, product.baseUrl);
    const series = await modal.locator('tr.ant-table-row td[rowspan]').allTextContents();
    expect(series).toEqual(['省内现货', '省内集中竞价']);
    await screenshot(page, 'holdings-buyer');
    // The day tags read at 4.5:1 under the pointer, chosen (全月) or not (the 1st).
    for (const name of ['1日', '全月']) {
      const tag = modal.locator('.ant-tag-checkable', { hasText: new RegExp(`^${name}$`) });
      await tag.hover();
      await page.waitForTimeout(400); // antd's colour transition
      await expect(renderedTextContrast(tag), name).resolves.toBeGreaterThanOrEqual(4.5);
    }
  });

  it("settles March for the generator once its rounds ended, and shows the month's report", async () => {
    await endMarchRounds(product.baseUrl, passwords.demo);
    const { page, consoleErrors } = await openPage(browser);
    errors.push(consoleErrors);
    page.setDefaultTimeout(15_000);
    await enterCourse(page, product.baseUrl, users.seller, passwords.trainee);
    await page.setViewportSize({ width: 1366, height: 1400 });
    await page.goto(`${product.baseUrl}/user/report/generator/0`);
    await page.getByText('结算报告结果尚未生成，请稍后查询').waitFor();
    // The form block submits under the server's Content-Security-Policy (no eval in the browser).
    const form = page.locator('.ant-card').filter({ hasText: '月度结算' });
    // The year starts as the current round's (2026 in the demo course); typed anyway, as a trainee may.
    await form.getByLabel('年份').fill('2026');
    await form.getByLabel('月份').click();
    await page.getByTitle('3月').click();
    await form.getByRole('button', { name: /结\s*算/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    const months = page.locator('.ant-card').filter({ hasText: '已结算月份' }).first();
    // The settled month's report opens without a click, its row marked.
    await months.locator('tr.ant-table-row[aria-selected="true"]').first().waitFor();
    const report = page.locator('.ant-card').filter({ hasText: '各机组结算项目' }).last();
    await report.getByRole('cell', { name: '全部机组' }).first().waitFor();
    const items = await report.locator('tr.ant-table-row td:nth-child(2)').allTextContents();
    // March has a spot day, so contracts settle as differences against its prices.
    expect(items).toEqual(expect.arrayContaining(['省内集中竞价差价合约', '省内现货', '省间现货']));
    expect(items).toContain('利润');
    await page.locator('main canvas').nth(1).waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'settlement-generator-report');
  });

  it('logged no console error', () => {
    expect(errors.flat()).toEqual([]);
  });
});
