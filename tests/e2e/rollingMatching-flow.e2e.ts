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
import { enterCourse, logIn } from './login';
import { startProduct, type RunningProduct } from './product';
import { passwordToken, teacherCourseId } from './shellApi';

// The seeded monthly rolling-matching round (2026年3月滚动撮合, sessions 第1场 and 第2场 open) in three
// browser contexts: the teacher, in the admin page, ends 第1场 through its button and watches the live
// card; a seller (华鲁发电) and a buyer (齐鲁售电) of the same province choose their listing roles and
// trade part of the seller's order in 第2场 (the teacher's trade count follows live), the seller cancels
// the rest and the buyer's book empties live, without a reload; the teacher closes the round through
// 闭市 and both trainees see their results, the seller its rolling trade in 我的持仓. Trading and closing
// change the shared course, so this flow runs on a product instance of its own.
const demoPassword = '1q2w3E*';
const traineePassword = 'Rolling#2026';
const seller = { userName: 'trainee1' };
const buyer = { userName: 'trainee5' };
const roundName = '2026年3月滚动撮合';

/** The card of a block by its title. */
const card = (page: Page, title: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

/** The rows of a table card as text. */
const rowTexts = (page: Page, title: string) =>
  card(page, title).locator('tr.ant-table-row').allInnerTexts();

/** The teacher's live trade count. */
const tradeCount = (page: Page) => page.getByTestId('trade-count').innerText();

/** Chooses the listing role and waits for the server to take it. */
async function chooseRole(page: Page, role: '买方' | '卖方') {
  await page.getByRole('radiogroup', { name: '挂牌角色' }).getByText(role, { exact: true }).click();
  await buttonWithText(page, '确认角色').click();
  await page.getByText('挂牌角色已设置').waitFor();
  await page
    .getByTestId('order-direction')
    .filter({ hasText: role === '买方' ? '买入' : '卖出' })
    .waitFor();
}

/** Fills and sends one order (in the peak segment unless told). */
async function placeOrder(page: Page, price: string, volume: string, segment = '峰') {
  await chooseOption(page, page.getByLabel('时段', { exact: true }), new RegExp(`^${segment}$`));
  await page.getByLabel('价格', { exact: true }).fill(price);
  await page.getByLabel('电量', { exact: true }).fill(volume);
  await buttonWithText(page, '提交委托').click();
}

describe('rolling matching run by the teacher between a seller and a buyer, live without reload', () => {
  let browser: Browser;
  let teacherPage: Page;
  let sellerPage: Page;
  let buyerPage: Page;
  let consoleErrors: string[][] = [];
  let product: RunningProduct;
  let baseUrl = '';
  let teacherToken = '';
  let roundId = 0;
  let courseId = 0;
  const page = () => `${baseUrl}/user/compound/${roundId}?isTrade=1&type=3&cycle=1`;

  beforeAll(async () => {
    product = await startProduct();
    baseUrl = product.baseUrl;
    teacherToken = await passwordToken(baseUrl, 'teacher', demoPassword);
    courseId = await teacherCourseId(baseUrl, teacherToken);
    const rounds = (await (
      await fetch(`${baseUrl}/api/app/roundApi/byCourseHide/${courseId}`, {
        headers: { Authorization: `Bearer ${teacherToken}` },
      })
    ).json()) as { items: Array<{ id: number; name: string }> };
    roundId = rounds.items.find((r) => r.name === roundName)?.id ?? 0;
    for (const { userName } of [seller, buyer]) {
      const own = await passwordToken(baseUrl, userName, demoPassword);
      await changePassword(baseUrl, own, demoPassword, traineePassword);
    }
    browser = await launchBrowser();
    const pages = await Promise.all([0, 1, 2].map(() => openPage(browser)));
    [sellerPage, buyerPage, teacherPage] = pages.map((p) => p.page) as [Page, Page, Page];
    for (const p of pages) p.page.setDefaultTimeout(30_000);
    consoleErrors = pages.map((p) => p.consoleErrors);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('trades part of a sell order at the resting price, both books following live', async (ctx) => {
    try {
      expect(roundId).toBeGreaterThan(0);
      await Promise.all([
        enterCourse(sellerPage, baseUrl, seller.userName, traineePassword),
        enterCourse(buyerPage, baseUrl, buyer.userName, traineePassword),
        logIn(teacherPage, baseUrl, 'teacher', demoPassword),
      ]);
      await Promise.all([
        sellerPage.goto(page()),
        buyerPage.goto(page()),
        teacherPage.goto(`${baseUrl}/admin/course/${courseId}?round=${roundId}`),
      ]);
      // The teacher ends 第1场 from its row: orders go to 第2场 from then on.
      await teacherPage.getByText(`实时盘口 · ${roundName}`).waitFor();
      await expect.poll(() => tradeCount(teacherPage), { timeout: 20_000 }).toBe('0');
      const first = teacherPage.getByRole('row').filter({ hasText: `${roundName}第1场` });
      await buttonWithText(first, '结束本场').click();
      await confirmDialog(teacherPage, '结束本场');
      await expect
        .poll(() => teacherPage.locator('[data-testid^=session-state-]').allInnerTexts(), {
          timeout: 10_000,
        })
        .toEqual(['已结束', '交易中']);
      await sellerPage.getByText('申报前请先选择挂牌角色（买方或卖方）').waitFor();
      await screenshot(sellerPage, 'rolling-flow-seller-role-prompt');
      await chooseRole(sellerPage, '卖方');
      await chooseRole(buyerPage, '买方');

      // A price above the cap is named at the field before anything is sent; the input stays.
      await placeOrder(sellerPage, '2000', '100');
      await sellerPage.getByText('申报价格最大值为1500元/MWh').waitFor();
      expect(await sellerPage.getByLabel('价格', { exact: true }).inputValue()).toBe('2000');
      await screenshot(sellerPage, 'rolling-flow-seller-refused');

      await sellerPage.getByLabel('价格', { exact: true }).fill('400');
      await buttonWithText(sellerPage, '提交委托').click();
      await sellerPage.getByText('委托已提交').waitFor();
      await markPage(sellerPage);
      await markPage(buyerPage);
      // The buyer's book shows the seller's level (anonymous) without a reload.
      await card(buyerPage, '卖方盘口').getByText('100.00').waitFor();
      await placeOrder(buyerPage, '410', '40');
      await buyerPage.getByText('委托已提交').waitFor();
      // Traded 40 at the resting 400: the seller's book and tape follow by push.
      await card(sellerPage, '卖方盘口').getByText('60.00').waitFor();
      await card(sellerPage, '最新成交').getByText('400.000').waitFor();
      await card(sellerPage, '我的委托').getByText('部分成交').waitFor();
      // The buyer's tape follows by its own push, which may land after the seller's.
      await expect
        .poll(async () => (await rowTexts(buyerPage, '最新成交')).length, { timeout: 5_000 })
        .toBe(1);
      // The teacher's live card counts the trade by push.
      await expect.poll(() => tradeCount(teacherPage), { timeout: 5_000 }).toBe('1');
      await screenshot(sellerPage, 'rolling-flow-seller-partial');
      await screenshot(buyerPage, 'rolling-flow-buyer-traded');
      expect(await stillMarked(sellerPage)).toBe(true);
    } catch (error) {
      await reportFailure(sellerPage, consoleErrors[0] ?? [], `seller-${ctx.task.name}`);
      await reportFailure(buyerPage, consoleErrors[1] ?? [], `buyer-${ctx.task.name}`);
      await reportFailure(teacherPage, consoleErrors[2] ?? [], `teacher-${ctx.task.name}`);
      throw error;
    }
  });

  it('cancels the rest of the order; the buyer sees the book empty live', async (ctx) => {
    try {
      const mine = card(sellerPage, '我的委托');
      await mine
        .locator('tr.ant-table-row')
        .first()
        .getByRole('button', { name: /撤\s*单/ })
        .click();
      await confirmDialog(sellerPage, '确认撤销');
      await sellerPage.getByText('撤单成功').waitFor();
      await card(buyerPage, '卖方盘口').getByText('暂无卖出委托').waitFor();
      expect(await stillMarked(buyerPage)).toBe(true);
      await screenshot(buyerPage, 'rolling-flow-buyer-book-empty');
      await sellerPage.goto(`${baseUrl}/user/compound/order?id=${roundId}`);
      await sellerPage.getByText('已撤单').click();
      await sellerPage.getByRole('tabpanel').getByText('60.00').first().waitFor();
      await screenshot(sellerPage, 'rolling-flow-seller-orders');
    } catch (error) {
      await reportFailure(sellerPage, consoleErrors[0] ?? [], `seller-${ctx.task.name}`);
      await reportFailure(buyerPage, consoleErrors[1] ?? [], `buyer-${ctx.task.name}`);
      await reportFailure(teacherPage, consoleErrors[2] ?? [], `teacher-${ctx.task.name}`);
      throw error;
    }
  });

  it('posts a listing the buyer sees live and takes whole', async (ctx) => {
    try {
      await sellerPage.goto(page());
      await sellerPage.getByText('挂牌', { exact: true }).click();
      await placeOrder(sellerPage, '380', '50', '平');
      await sellerPage.getByText('挂牌已提交').waitFor();
      const listings = card(buyerPage, '卖方挂牌（买方可摘）');
      await listings.getByText('380.000').waitFor();
      expect(await stillMarked(buyerPage)).toBe(true);
      await listings
        .locator('tr.ant-table-row')
        .first()
        .getByRole('button', { name: '全部摘牌' })
        .click();
      await confirmDialog(buyerPage, '确认按挂牌价格摘取');
      await buyerPage.getByText('摘牌已提交').waitFor();
      // Pro-rata (the demo course) allocates at the session's end; first-come trades at once.
      await card(buyerPage, '我的委托')
        .locator('tr.ant-table-row')
        .filter({ hasText: '摘牌' })
        .waitFor();
      await screenshot(buyerPage, 'rolling-flow-buyer-took-listing');
    } catch (error) {
      await reportFailure(sellerPage, consoleErrors[0] ?? [], `seller-${ctx.task.name}`);
      await reportFailure(buyerPage, consoleErrors[1] ?? [], `buyer-${ctx.task.name}`);
      await reportFailure(teacherPage, consoleErrors[2] ?? [], `teacher-${ctx.task.name}`);
      throw error;
    }
  });

  it('shows each trainee its result and holdings once the teacher has closed the round', async (ctx) => {
    try {
      // The market round's row (its sessions' rows have no 闭市).
      const market = teacherPage
        .getByRole('row')
        .filter({ hasText: roundName })
        .filter({ has: buttonWithText(teacherPage, '闭市') });
      await buttonWithText(market.first(), '闭市').click();
      await confirmDialog(teacherPage, '确定闭市吗');
      await teacherPage.getByText('已闭市，未成交的委托已由系统撤销').waitFor();
      await screenshot(teacherPage, 'rolling-flow-teacher-closed');
      for (const [p, direction] of [
        [sellerPage, '卖出'],
        [buyerPage, '买入'],
      ] as const) {
        await p.goto(`${baseUrl}/user/compoundResult/${roundId}?type=3&cycle=1`);
        const results = card(p, '本企业成交结果');
        await results.getByText(direction).first().waitFor();
        await results.getByRole('row').filter({ hasText: '峰' }).getByText('40.00').waitFor();
        await results.getByRole('row').filter({ hasText: '峰' }).getByText('400.000').waitFor();
        // The whole listing allocated to its only taker at the close.
        await results.getByRole('row').filter({ hasText: '平' }).getByText('380.000').waitFor();
      }
      await screenshot(sellerPage, 'rolling-flow-seller-result');
      await screenshot(buyerPage, 'rolling-flow-buyer-result');
      // 我的持仓 lists the rolling trades as their own series.
      await sellerPage.goto(`${baseUrl}/user/reportHelp`);
      await sellerPage.getByRole('button', { name: /我的持仓/ }).click();
      const holdings = sellerPage.locator('.ant-modal').filter({ hasText: '我的持仓' });
      await holdings.locator('tr.ant-table-row td[rowspan]').first().waitFor();
      await expect
        .poll(() => holdings.locator('tr.ant-table-row td[rowspan]').allTextContents())
        .toContain('省内滚动撮合');
      await screenshot(sellerPage, 'rolling-flow-seller-holdings');
    } catch (error) {
      await reportFailure(sellerPage, consoleErrors[0] ?? [], `seller-${ctx.task.name}`);
      await reportFailure(buyerPage, consoleErrors[1] ?? [], `buyer-${ctx.task.name}`);
      await reportFailure(teacherPage, consoleErrors[2] ?? [], `teacher-${ctx.task.name}`);
      throw error;
    }
  });
});
