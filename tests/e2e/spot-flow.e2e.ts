import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from './centerTradeApi';
import { confirmUntilClosed, launchBrowser, openPage, reportFailure, screenshot } from './browser';
import { enterCourse, logIn } from './login';
import { startProduct, type RunningProduct } from './product';
import { passwordToken, teacherCourseId } from './shellApi';

// The seeded day-ahead round (2026年3月15日日前现货, open) from declaration to published results in one
// browser with four contexts: two sellers (华鲁发电 with coal units, offering per time range, 鲁能新能源
// with wind and solar) and a buyer (泉城售电) declare, the teacher runs pre-clearing; then the inter-provincial session (华鲁发电 offers
// from 山东, the sending end, and sees its channel and unit result), in the trading day's order pre-clearing →
// inter-provincial → formal; the teacher stops declaration, runs the formal clearing (DC-OPF in the
// server's worker) and publishes; each trainee then sees dispatch, nodal prices and line flows.
// Clearing fills the round's questions, so this flow runs on a product instance of its own.
const demoPassword = '1q2w3E*';
const traineePassword = 'Spot#2026';
const sellers = [
  {
    userName: 'trainee1',
    unit: '华鲁#1机组',
    steps: [
      ['300', '320'],
      ['600', '380'],
    ],
  },
  { userName: 'trainee2', unit: '鲁北风电场', steps: [['150', '0']] },
] as const;
const buyer = { userName: 'trainee6' };
const roundName = '2026年3月15日日前现货';

const roundRow = (page: Page) => page.getByRole('row').filter({ hasText: roundName });

/** Clicks a step button of the round and confirms the dialog. */
async function runStep(page: Page, label: string) {
  await roundRow(page).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: label });
  await confirmUntilClosed(dialog);
}

describe('day-ahead spot from declaration to published results', () => {
  let browser: Browser;
  let teacher: Page;
  let trainees: Page[] = [];
  let consoleErrors: string[][] = [];
  let roundId = 0;
  let courseId = 0;
  let product: RunningProduct;
  let baseUrl = '';

  beforeAll(async () => {
    product = await startProduct();
    baseUrl = product.baseUrl;
    const token = await passwordToken(baseUrl, 'teacher', demoPassword);
    courseId = await teacherCourseId(baseUrl, token);
    const rounds = (await (
      await fetch(`${baseUrl}/api/app/roundApi/byCourseHide/${courseId}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { items: Array<{ id: number; name: string }> };
    roundId = rounds.items.find((r) => r.name === roundName)?.id ?? 0;
    for (const { userName } of [...sellers, buyer]) {
      const own = await passwordToken(baseUrl, userName, demoPassword);
      await changePassword(baseUrl, own, demoPassword, traineePassword);
    }
    browser = await launchBrowser();
    const pages = await Promise.all([0, 1, 2, 3].map(() => openPage(browser)));
    [teacher, ...trainees] = pages.map((p) => p.page) as [Page, Page, Page, Page];
    for (const p of pages) p.page.setDefaultTimeout(20_000);
    consoleErrors = pages.map((p) => p.consoleErrors);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [i, page] of [teacher, ...trainees].entries())
      await reportFailure(page, consoleErrors[i] ?? [], `${i}-${task.name}`);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('takes two sellers’ stepwise offers and a buyer’s 96-point bid', async () => {
    expect(roundId).toBeGreaterThan(0);
    const [first, second, buying] = trainees as [Page, Page, Page];
    await Promise.all([
      enterCourse(first, baseUrl, sellers[0].userName, traineePassword),
      enterCourse(second, baseUrl, sellers[1].userName, traineePassword),
      enterCourse(buying, baseUrl, buyer.userName, traineePassword),
    ]);
    // The three trainees declare at once, each in its own context.
    const declareOffer = async (i: number) => {
      const page = trainees[i] as Page;
      const seller = sellers[i]!;
      await page.goto(`${baseUrl}/spot/sellerreport/${roundId}`);
      await page.getByLabel(`${seller.unit} 第1段出力`).waitFor();
      for (const [k, [volume, price]] of seller.steps.entries()) {
        if (k > 0)
          await page
            .getByTestId(/^offer-/)
            .filter({ hasText: seller.unit })
            .getByRole('button', { name: '添加报价段' })
            .click();
        await page.getByLabel(`${seller.unit} 第${k + 1}段出力`).fill(volume);
        await page.getByLabel(`${seller.unit} 第${k + 1}段报价`).fill(price);
      }
      const card = page.getByTestId(/^offer-/).filter({ hasText: seller.unit });
      if (i === 0) {
        // 华鲁 prices its afternoon higher: two time ranges, each starting from the typed curve.
        await card.getByText('分时段报价').click();
        await page.getByLabel(`${seller.unit} 第2个时段 第2段报价`).fill('450');
      }
      await card.getByRole('button', { name: '提交报价' }).click();
      await page.getByText('报价提交成功').waitFor();
      // One chart per curve (two for the seller offering per time range).
      await card.locator('canvas').first().waitFor();
      await screenshot(page, `spot-flow-seller${i + 1}-declared`);
    };
    const declareBid = async () => {
      await buying.goto(`${baseUrl}/spot/buyerreport/${roundId}`);
      await buying.getByRole('button', { name: '按预测填写' }).first().click();
      await buying.getByRole('button', { name: '提交负荷申报' }).first().click();
      await buying.getByText('负荷申报提交成功').waitFor();
      await screenshot(buying, 'spot-flow-buyer-declared');
    };
    await Promise.all([declareOffer(0), declareOffer(1), declareBid()]);
  });

  it("shows the teacher who declared and a seller's offer steps per time range", async () => {
    await logIn(teacher, baseUrl, 'teacher', demoPassword);
    await teacher.goto(`${baseUrl}/admin/course/${courseId}?round=${roundId}`);
    await teacher.getByText(`出清进度 · ${roundName}`).waitFor();
    // The two sellers' offers and the buyer's bid count as declarations.
    await teacher.getByText(/已申报\s*3\s*\/\s*10/).waitFor();
    const offers = teacher
      .locator('.ant-card-head-title', { hasText: `报价与负荷申报 · ${roundName}` })
      .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-card ")][1]');
    await offers.locator('tr.ant-table-row').filter({ hasText: '华鲁发电' }).first().click();
    // 华鲁#1机组's two time ranges, each with the steps typed: 320 up to 300 MW, then 380 (450 after).
    const unit = offers.getByTestId(/^unit-/).filter({ hasText: sellers[0].unit });
    const provincial = unit.locator('tbody').first();
    await provincial.getByText('300.00 ~ 600.00').first().waitFor();
    const rows = await provincial.locator('tr').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^\d\d:\d\d–\d\d:\d\d 第1段 0\.00 ~ 300\.00 320\.00$/),
      '第2段 300.00 ~ 600.00 380.00',
      expect.stringMatching(/^\d\d:\d\d–24:00 第1段 0\.00 ~ 300\.00 320\.00$/),
      '第2段 300.00 ~ 600.00 450.00',
    ]);
    await unit.getByRole('button', { name: '查看报价曲线' }).click();
    await unit
      .getByRole('figure', { name: `${sellers[0].unit}省内日前报价曲线` })
      .locator('canvas')
      .waitFor();
    await screenshot(teacher, 'spot-flow-admin-offers');
  });

  it('runs the pre-clearing, which the seller reads before the formal result', async () => {
    await runStep(teacher, '执行预出清');
    await teacher.getByTestId('stage-pre').getByText('已生成').waitFor({ timeout: 30_000 });
    const seller = trainees[0]!;
    await seller.goto(`${baseUrl}/user/SpotResultBefore/${roundId}`);
    await seller
      .locator('.ant-card')
      .filter({ hasText: '本企业机组' })
      .locator('tr.ant-table-row')
      .first()
      .click();
    await seller.getByTestId('table-detail').locator('tr.ant-table-row').first().waitFor();
  });

  it('takes an inter-provincial offer from the sending end and clears the channels', async () => {
    const seller = trainees[0]!;
    await seller.goto(`${baseUrl}/spot/sellerProvince/${roundId}`);
    await seller.getByText('省间现货报价以本企业所在省').waitFor();
    await seller.getByLabel(`${sellers[0].unit} 第1段出力`).fill('200');
    await seller.getByLabel(`${sellers[0].unit} 第1段报价`).fill('300');
    await seller
      .getByTestId(/^offer-/)
      .filter({ hasText: sellers[0].unit })
      .getByRole('button', { name: '提交报价' })
      .click();
    await seller.getByText('报价提交成功').waitFor();
    await runStep(teacher, '执行省间现货出清');
    await teacher
      .getByTestId('stage-interProvincial')
      .getByText('已生成')
      .waitFor({ timeout: 30_000 });
    await seller.goto(`${baseUrl}/user/sellerProvinceResult/${roundId}`);
    const channels = seller.locator('.ant-card').filter({ hasText: '省间通道出清' }).first();
    await channels.locator('tr.ant-table-row').first().click();
    await seller.getByTestId('table-detail').locator('tr.ant-table-row').first().waitFor();
    // Its unit's export per channel and slot, with the price it earns.
    const units = seller.locator('.ant-card').filter({ hasText: '本企业机组省间出清' }).first();
    await units.locator('tr.ant-table-row').first().click();
    await seller.getByTestId('table-detail').getByText('所得电价(元/MWh)').first().waitFor();
    await screenshot(seller, 'spot-flow-seller1-inter-provincial');
  });

  it('stops declaration, clears formally and publishes', async () => {
    await runStep(teacher, '停止申报');
    await runStep(teacher, '执行正式出清');
    await teacher.getByTestId('stage-formal').getByText('已生成').waitFor({ timeout: 30_000 });
    await teacher.getByText('正式出清结果（全课程）').waitFor();
    await screenshot(teacher, 'spot-flow-admin-cleared');
    await runStep(teacher, '发布结果');
    await teacher.locator('.ant-message-notice').getByText('已发布正式出清结果').waitFor();
  });

  it('shows each trainee its dispatch, nodal prices and line flows', async () => {
    const check = async (page: Page, i: number) => {
      const isBuyer = i === 2;
      await page.goto(`${baseUrl}/user/${isBuyer ? 'buyer' : 'seller'}SpotResult/${roundId}`);
      const own = page
        .locator('.ant-card')
        .filter({ hasText: isBuyer ? '本企业负荷' : '本企业机组' })
        .first();
      await own.locator('tr.ant-table-row').first().click();
      const slots = page.locator('.ant-card').filter({ hasText: '逐时段结果' }).last();
      await slots.locator('tr.ant-table-row').first().waitFor();
      await expect(slots.locator('tr.ant-table-row').count()).resolves.toBe(24);
      // Dispatch (MW) and the nodal price of the first slot are numbers.
      const first = slots.locator('tr.ant-table-row').first().locator('td');
      await expect(first.nth(2).innerText()).resolves.toMatch(/^\d+\.\d{2}$/);
      await expect(first.nth(3).innerText()).resolves.toMatch(/^-?\d+\.\d{2}$/);
      await page.getByRole('figure', { name: '出清电力与节点电价' }).locator('canvas').waitFor();
      if (i === 0) {
        // The explanation of the first slot for the coal unit's owner.
        await slots.locator('tr.ant-table-row').first().click();
        await page.getByText('边际段附近的报价排序').waitFor();
      }
      await page.getByRole('tab', { name: '线路潮流' }).click();
      // Each line over the 96 slots with its limit: the first line's flows.
      const lines = page.getByRole('tabpanel', { name: '线路潮流' });
      await lines.locator('tr.ant-table-row').first().click();
      await lines.getByTestId('table-detail').locator('tr.ant-table-row').first().waitFor();
      await page.waitForTimeout(800);
      await screenshot(page, `spot-flow-${isBuyer ? 'buyer' : `seller${i + 1}`}-result`);
    };
    await Promise.all(trainees.map(check));
  });

  it('logged no unexpected console error', () => {
    const allowed = /status of (400 \(Bad Request\)|404 \(Not Found\))/;
    expect(consoleErrors.flat().filter((e) => !allowed.test(e))).toEqual([]);
  });
});
