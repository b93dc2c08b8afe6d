import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from './centerTradeApi';
import {
  buttonWithText,
  chooseOption,
  confirmDialog,
  launchBrowser,
  markPage,
  openPage,
  reportFailure,
  screenshot,
  stillMarked,
} from './browser';
import { enterCourse } from './login';
import { startProduct, type RunningProduct } from './product';
import { passwordToken } from './shellApi';

// The seeded March bilateral round (2026年3月双边协商, declaring) between a generator (华鲁发电,
// trainee1) and a retailer (齐鲁售电, trainee5) of 山东: the generator accepts the proposal 泉城售电
// left for it, sends its own to 齐鲁售电, which sees it arrive without a reload and refuses it with a
// reason; the generator sees the refusal live and its contract on the result page. Negotiating
// changes the shared course, so this flow runs on a product instance of its own.
const demoPassword = '1q2w3E*';
const traineePassword = 'Bilateral#2026';
const seller = 'trainee1';
const buyer = 'trainee5';

/** The card of a block by its title. */
const card = (page: Page, title: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });
const rows = (page: Page, title: string) => card(page, title).locator('tr.ant-table-row');

describe('bilateral negotiation between a generator and a retailer, live without reload', () => {
  let browser: Browser;
  let sellerPage: Page;
  let buyerPage: Page;
  let consoleErrors: string[][] = [];
  let product: RunningProduct;
  let baseUrl = '';
  const transaction = () => `${baseUrl}/user/transaction/0?isTrade=1&type=1`;

  beforeAll(async () => {
    product = await startProduct();
    baseUrl = product.baseUrl;
    for (const userName of [seller, buyer]) {
      const own = await passwordToken(baseUrl, userName, demoPassword);
      await changePassword(baseUrl, own, demoPassword, traineePassword);
    }
    browser = await launchBrowser();
    const pages = await Promise.all([0, 1].map(() => openPage(browser)));
    [sellerPage, buyerPage] = pages.map((p) => p.page) as [Page, Page];
    for (const p of pages) {
      p.page.setDefaultTimeout(30_000);
      await p.page.setViewportSize({ width: 1366, height: 1100 });
    }
    consoleErrors = pages.map((p) => p.consoleErrors);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const onFailure = async (name: string) => {
    await reportFailure(sellerPage, consoleErrors[0] ?? [], `seller-${name}`);
    await reportFailure(buyerPage, consoleErrors[1] ?? [], `buyer-${name}`);
  };

  it('accepts the waiting proposal and sends one the retailer sees arrive', async (ctx) => {
    try {
      await Promise.all([
        enterCourse(sellerPage, baseUrl, seller, traineePassword),
        enterCourse(buyerPage, baseUrl, buyer, traineePassword),
      ]);
      await Promise.all([sellerPage.goto(transaction()), buyerPage.goto(transaction())]);
      const waiting = rows(sellerPage, '收到的意向').filter({ hasText: '泉城售电有限公司' });
      await waiting.filter({ hasText: '待确认' }).waitFor();
      await waiting.getByRole('button', { name: /接\s*受/ }).click();
      await confirmDialog(sellerPage, '确认接受该意向');
      await waiting.filter({ hasText: '已接受' }).waitFor();
      await markPage(buyerPage);

      // A price over the cap is refused on the page, with what was typed kept.
      await chooseOption(sellerPage, sellerPage.getByLabel('对方企业'), /齐鲁售电/);
      await chooseOption(sellerPage, sellerPage.getByLabel('机组'), /.+/);
      await sellerPage.getByLabel('峰 电量').fill('50');
      await sellerPage.getByLabel('峰 价格').fill('2000');
      await buttonWithText(sellerPage, '发出意向').click();
      await sellerPage.getByRole('alert').filter({ hasText: '1500元/MWh' }).first().waitFor();
      expect(await sellerPage.getByLabel('峰 电量').inputValue()).toBe('50');
      await sellerPage.getByLabel('峰 价格').fill('410');
      await buttonWithText(sellerPage, '发出意向').click();
      await confirmDialog(sellerPage, '确认向齐鲁售电有限公司发出该意向');
      await sellerPage.getByText('意向已发出').waitFor();
      await rows(sellerPage, '发出的意向').filter({ hasText: '待确认' }).waitFor();
      await screenshot(sellerPage, 'bilateral-seller');

      // The retailer's list follows by push: the proposal is there without a reload.
      await rows(buyerPage, '收到的意向').filter({ hasText: '华鲁发电有限公司' }).waitFor();
      expect(await stillMarked(buyerPage)).toBe(true);
    } catch (error) {
      await onFailure(ctx.task.name);
      throw error;
    }
  });

  it('refuses it with a reason the generator sees live, and lists the accepted contract', async (ctx) => {
    try {
      await markPage(sellerPage);
      const proposal = rows(buyerPage, '收到的意向').filter({ hasText: '华鲁发电有限公司' });
      await proposal.click();
      await card(buyerPage, '时段明细').getByText('410.00').first().waitFor();
      await card(buyerPage, '拒绝意向').last().getByLabel('拒绝原因').fill('峰时段价格偏高');
      await buttonWithText(card(buyerPage, '拒绝意向').last(), '拒绝').click();
      await confirmDialog(buyerPage, '确认拒绝该意向');
      await proposal.filter({ hasText: '已拒绝' }).waitFor();
      await screenshot(buyerPage, 'bilateral-buyer-refused');

      const sent = rows(sellerPage, '发出的意向').filter({ hasText: '峰时段价格偏高' });
      await sent.filter({ hasText: '已拒绝' }).waitFor();
      expect(await stillMarked(sellerPage)).toBe(true);

      await sellerPage.goto(`${baseUrl}/user/transactionResult/0?type=1`);
      const contract = rows(sellerPage, '双边协商成交合同');
      await contract.filter({ hasText: '泉城售电有限公司' }).waitFor();
      await expect(contract.count()).resolves.toBe(1);
      await screenshot(sellerPage, 'bilateral-result');
    } catch (error) {
      await onFailure(ctx.task.name);
      throw error;
    }
  });
});
