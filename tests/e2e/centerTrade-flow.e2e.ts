import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from './centerTradeApi';
import {
  buttonWithText,
  chooseOption,
  confirmUntilClosed,
  launchBrowser,
  openPage,
  screenshot,
} from './browser';
import { enterCourse, submitLogin } from './login';
import { startProduct, type RunningProduct } from './product';
import { passwordToken, teacherCourseId } from './shellApi';
import { wcagViolations } from './wcag';

// One centralised-bidding round from opening to results, in three browsers: the teacher in /admin/,
// a seller (鲁能新能源, 山东) and a buyer (泉城售电, 山东) of the same province. Clearing puts the
// round's questions on every trainee's paper, so this flow runs on a product instance of its own
// and the other files keep the pristine demo course.
const demoPassword = '1q2w3E*';
const traineePassword = 'CenterTrade#2026';
const seller = { userName: 'trainee2', enterprise: '鲁能新能源有限公司' };
const buyer = { userName: 'trainee6', enterprise: '泉城售电有限公司' };
const roundName = '端到端集中竞价（3月）';

/** The teacher's row of the test round in the rounds table. */
const roundRow = (page: Page) => page.getByRole('row').filter({ hasText: roundName });

/** Clicks a step button of the round and confirms the dialog. */
async function runStep(page: Page, label: string) {
  await roundRow(page).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: label });
  await confirmUntilClosed(dialog);
}

/** Waits until the round's status tag in the teacher's table reads `label`. */
const statusIs = (page: Page, label: string) =>
  roundRow(page)
    .locator('.ant-tag')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .waitFor();

/** Opens the declaration page of the round and declares one row per segment. */
async function declare(
  page: Page,
  baseUrl: string,
  roundId: number,
  rows: Array<[RegExp, string, string]>,
) {
  await page.goto(`${baseUrl}/user/centerTrade/${roundId}?type=15&isProvince=0`);
  await page.getByRole('button', { name: '提交申报' }).waitFor();
  for (const [label, price, volume] of rows) {
    await page
      .getByLabel(new RegExp(`${label.source} 价格$`))
      .first()
      .fill(price);
    await page
      .getByLabel(new RegExp(`${label.source} 电量$`))
      .first()
      .fill(volume);
  }
  await page.getByRole('button', { name: '提交申报' }).click();
  await page.getByText('申报成功').waitFor();
}

describe('centralised bidding from opening to results, teacher and two trainees', () => {
  let browser: Browser;
  let teacher: Page;
  let sellerPage: Page;
  let buyerPage: Page;
  let consoleErrors: string[][] = [];
  let courseId = 0;
  let roundId = 0;
  let product: RunningProduct;
  let baseUrl = '';

  beforeAll(async () => {
    product = await startProduct();
    baseUrl = product.baseUrl;
    const token = await passwordToken(baseUrl, 'teacher', demoPassword);
    courseId = await teacherCourseId(baseUrl, token);
    for (const trainee of [seller, buyer]) {
      const own = await passwordToken(baseUrl, trainee.userName, demoPassword);
      await changePassword(baseUrl, own, demoPassword, traineePassword);
    }
    browser = await launchBrowser();
    const pages = await Promise.all([openPage(browser), openPage(browser), openPage(browser)]);
    [teacher, sellerPage, buyerPage] = pages.map((p) => p.page) as [Page, Page, Page];
    for (const p of pages) p.page.setDefaultTimeout(15_000);
    consoleErrors = pages.map((p) => p.consoleErrors);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('lets the teacher reach the course rounds from the navigation page and create a round, each page and the form at WCAG 2 AA', async () => {
    // axe's findings on the course list, the new-round form and the course page (tags, buttons, labels).
    const violations: string[] = [];
    const check = async (name: string) =>
      violations.push(...(await wcagViolations(teacher)).map((v) => `${name} ${v}`));
    await teacher.goto(`${baseUrl}/user/login`);
    await submitLogin(teacher, 'teacher', demoPassword);
    await teacher.waitForURL('**/user/nav');
    await teacher.getByRole('link', { name: '教学管理' }).click();
    await teacher.waitForURL('**/admin/');
    await teacher.getByRole('cell', { name: '2026年3月鲁苏电力市场交易仿真' }).waitFor();
    await screenshot(teacher, 'admin-courses');
    await check('courses');
    await teacher.getByRole('link', { name: '管理交易轮次' }).first().click();
    await teacher.waitForURL(`**/admin/course/${courseId}`);
    await teacher.getByRole('button', { name: '新建轮次' }).click();
    const form = teacher.getByRole('dialog', { name: '新建集中竞价轮次' });
    await form.getByLabel('年份').fill('2026');
    await chooseOption(teacher, form.getByLabel('月份'), /^3月$/);
    await expect(form.getByLabel('轮次名称').inputValue()).resolves.toBe('2026年3月省内集中竞价');
    await form.getByLabel('轮次名称').fill(roundName);
    await teacher.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await screenshot(teacher, 'admin-new-round');
    await check('new round');
    await buttonWithText(form, '创建').click();
    await teacher.getByText(`「${roundName}」已创建，开启申报后学员可见`).waitFor();
    await teacher.waitForURL(/\?round=\d+$/);
    roundId = Number(new URL(teacher.url()).searchParams.get('round'));
    await statusIs(teacher, '未开启');
    await roundRow(teacher).getByRole('button', { name: '查看' }).click();
    await teacher.getByText(`申报情况 · ${roundName}`).waitFor();
    // In the declarations card: the grades card below lists the trainees' enterprises too.
    const declarations = teacher.locator('.ant-card', {
      has: teacher.getByText(`申报情况 · ${roundName}`),
    });
    await declarations.getByRole('cell', { name: seller.enterprise }).waitFor();
    await screenshot(teacher, 'admin-round-hidden');
    await check('course');
    expect(violations).toEqual([]);
  });

  it('opens the round for declaration', async () => {
    await runStep(teacher, '开启申报');
    await teacher.getByText(`「${roundName}」已开启申报`).waitFor();
    await statusIs(teacher, '交易中');
    await expect(
      roundRow(teacher).getByRole('button', { name: '停止报价' }).isEnabled(),
    ).resolves.toBe(true);
    await screenshot(teacher, 'admin-round-open');
  });

  it('takes a seller and a buyer declaration, which the teacher sees as declared', async () => {
    await Promise.all([
      enterCourse(sellerPage, baseUrl, seller.userName, traineePassword),
      enterCourse(buyerPage, baseUrl, buyer.userName, traineePassword),
    ]);
    // Sellers declare per unit: one unit in each segment, below the buyer's price.
    await declare(sellerPage, baseUrl, roundId, [
      [/峰 \S+/, '300', '20'],
      [/平 \S+/, '280', '20'],
    ]);
    await screenshot(sellerPage, 'centerTrade-flow-seller-declared');
    await declare(buyerPage, baseUrl, roundId, [
      [/峰/, '420', '15'],
      [/平/, '400', '15'],
    ]);
    await screenshot(buyerPage, 'centerTrade-flow-buyer-declared');
    await teacher.getByRole('button', { name: '刷新申报情况' }).click();
    for (const name of [seller.enterprise, buyer.enterprise]) {
      await teacher
        .getByRole('row')
        .filter({ hasText: name })
        .getByText('已申报', { exact: true })
        .waitFor();
    }
    await screenshot(teacher, 'admin-round-declared');
  });

  it('stops quotation and clears; both trainees see results and the header tag by push', async () => {
    // Both trainees wait on the result page; a marker on window proves no reload happens later.
    for (const page of [sellerPage, buyerPage]) {
      await page.goto(`${baseUrl}/user/centerTradeResult/${roundId}`);
      await page.getByText('集中竞价结果尚未生成，请稍后查询').waitFor();
      await page.getByTestId('header-round').getByText('交易中').waitFor();
      await expect(page.getByTestId('header-round').textContent()).resolves.toContain(roundName);
      await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    }
    await runStep(teacher, '停止报价');
    await statusIs(teacher, '停止报价');
    await screenshot(teacher, 'admin-round-stopped');
    await runStep(teacher, '出清');
    // 峰 and 平 each clear the buyer's 15 MWh against the seller's 20 MWh.
    await teacher
      .getByTestId('step-notice')
      .getByText(/出清完成：成交电量 30\.00 MWh，成交均价 [\d.]+ 元\/MWh，成交 2 笔/)
      .waitFor();
    await statusIs(teacher, '申报结束');
    await screenshot(teacher, 'admin-round-cleared');

    for (const [page, who] of [
      [sellerPage, 'seller'],
      [buyerPage, 'buyer'],
    ] as const) {
      await page.getByTestId('header-round').getByText('交易结束').waitFor();
      const own = page.locator('.ant-card').filter({ hasText: '本企业成交' });
      await expect(own.getByRole('row').filter({ hasText: '峰' }).textContent()).resolves.toMatch(
        /15\.00/,
      );
      await expect(page.evaluate(() => 'e2eNoReload' in window)).resolves.toBe(true);
      // The curve charts load echarts on demand; wait for the peak's (segments nobody bid in show
      // an empty state, not a canvas) before the picture.
      await page.getByRole('figure', { name: '峰' }).locator('canvas').waitFor();
      await page.waitForTimeout(1000);
      await screenshot(page, `centerTrade-flow-${who}-result`);
    }
  });

  it('logged no unexpected console error', () => {
    const allowed = /status of (400 \(Bad Request\)|404 \(Not Found\))/;
    expect(consoleErrors.flat().filter((e) => !allowed.test(e))).toEqual([]);
  });
});
