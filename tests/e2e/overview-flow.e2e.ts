import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoRoundPlan } from '../../server/seed/demoCourse';
import { demoCourseName } from '../../server/seed/seedDemo';
import { changePassword } from './centerTradeApi';
import {
  buttonWithText,
  launchBrowser,
  markPage,
  openPage,
  reportFailure,
  screenshot,
  stillMarked,
} from './browser';
import { logIn } from './login';
import { declareBuyerBid, roundIdByName, submitPaper } from './overviewApi';
import { passwordToken, teacherCourseId } from './shellApi';

// 我的交易, 交易凭证, 结算报告's redirect, 数据面板, 监控大屏 and the teacher's 试卷成绩 on the demo
// course, in one browser: 鲁能新能源 (trainee2, a generator holding the demo's accepted bilateral
// contract), 泉城售电 (trainee6, a retailer) and the teacher. 泉城售电 declares in the open March
// centralised round and submits its paper through the API while the monitor and the grades watch.
// Runs on the shared product: no other file on it uses trainee2 or trainee6, the declaration only
// counts in the overview (nothing is cleared), and 生成试卷 finds every paper already holding the bank.
const demoPassword = '1q2w3E*';
const traineePassword = 'Overview#2026';
const seller = 'trainee2';
const retailer = 'trainee6';
const centralRound = '2026年3月省内集中竞价';
const bilateralRound = '2026年3月双边协商';
const statusLabels = ['交易中', '申报中', '停止报价', '申报结束'];
/** The rounds a trainee sees (the seed's hidden April round is the teacher's only). */
const traineeRounds = demoRoundPlan.filter((r) => !r.isHide);

/** The value cell beside a bordered description label. */
const described = (scope: Page | Locator, label: string) =>
  scope
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::*[1]');
/** The texts of a table row's cells. */
const cellTexts = (row: Locator) => row.locator('td').allInnerTexts();

describe('my trades, certificates, data panel, monitor and paper grades on the demo course', () => {
  let browser: Browser;
  let sellerPage: Page;
  let retailerPage: Page;
  let teacher: Page;
  let consoleErrors: string[][] = [];
  let retailerToken = '';
  let courseId = 0;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    const teacherToken = await passwordToken(baseUrl, 'teacher', demoPassword);
    courseId = await teacherCourseId(baseUrl, teacherToken);
    // Changing the password also ends the forced change of a demo trainee's first login.
    for (const userName of [seller, retailer]) {
      const own = await passwordToken(baseUrl, userName, demoPassword);
      await changePassword(baseUrl, own, demoPassword, traineePassword);
    }
    retailerToken = await passwordToken(baseUrl, retailer, traineePassword);
    browser = await launchBrowser();
    const pages = await Promise.all([0, 1, 2].map(() => openPage(browser)));
    [sellerPage, retailerPage, teacher] = pages.map((p) => p.page) as [Page, Page, Page];
    for (const p of pages) p.page.setDefaultTimeout(15_000);
    consoleErrors = pages.map((p) => p.consoleErrors);
    // The demo course is already the trainees' current one (one enterprise each): no course entry.
    await Promise.all([
      logIn(sellerPage, baseUrl, seller, traineePassword),
      logIn(retailerPage, baseUrl, retailer, traineePassword),
      logIn(teacher, baseUrl, 'teacher', demoPassword),
    ]);
  });
  // A failure in CI leaves only the log: say where each page was and what it complained about.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [i, page] of [sellerPage, retailerPage, teacher].entries())
      await reportFailure(page, consoleErrors[i] ?? [], `overview-${i}-${task.name}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("lists the generator's bilateral and spot lines and totals, the empty filter message and a 交易凭证 per round", async () => {
    await sellerPage.goto(`${baseUrl}/user/business/0`);
    const lines = sellerPage.locator('tr.ant-table-row');
    await lines.first().waitFor();
    // Beside the bilateral contract, the hours its wind and solar ran in the demo's cleared spot day.
    const spotLines = lines.filter({ hasText: '2026年3月14日省间现货' });
    await expect(spotLines.count()).resolves.toBeGreaterThan(0);
    // 140 MWh of the contract and 5,158.45 MWh of the spot day (as the seed's clearing gives it).
    await expect(described(sellerPage, '卖出电量(MWh)').innerText()).resolves.toBe('5298.45');
    await sellerPage.goto(`${baseUrl}/user/business/0?tradeType=1`);
    await lines.first().waitFor();
    await expect(lines.count()).resolves.toBe(2);
    const line = ['2026年3月双边协商', '省内双边协商', '3月1日–31日', '鲁北风电场', '卖出'];
    await expect(cellTexts(lines.filter({ hasText: '峰' }))).resolves.toEqual([
      ...line,
      '峰',
      '80.00',
      '405.00',
      '32400.00',
    ]);
    await expect(cellTexts(lines.filter({ hasText: '谷' }))).resolves.toEqual([
      ...line,
      '谷',
      '60.00',
      '310.00',
      '18600.00',
    ]);
    await expect(described(sellerPage, '卖出电量(MWh)').innerText()).resolves.toBe('140.00');
    await expect(described(sellerPage, '买入电量(MWh)').count()).resolves.toBe(0);
    await screenshot(sellerPage, 'overview-my-trades');

    // 省内集中竞价 (series 15) holds none of its lines.
    await sellerPage.goto(`${baseUrl}/user/business/0?tradeType=15`);
    await sellerPage.getByText('所选条件下暂无成交记录').waitFor();
    await expect(lines.count()).resolves.toBe(0);

    await sellerPage.goto(`${baseUrl}/user/cert/0`);
    const certificate = sellerPage.getByLabel(`交易凭证 ${bilateralRound}`);
    await certificate.waitFor();
    // One for the bilateral round, one for the spot day.
    await expect(sellerPage.locator('.trade-certificate').count()).resolves.toBe(2);
    await certificate.getByText('合计', { exact: true }).waitFor();
    await expect(described(certificate, '卖出电量(MWh)').innerText()).resolves.toBe('140.00');
    await screenshot(sellerPage, 'overview-certificate');
  });

  it('sends 结算报告 to the generator report for a seller and the demand report for a retailer', async () => {
    await Promise.all([
      sellerPage.goto(`${baseUrl}/user/report/0`),
      retailerPage.goto(`${baseUrl}/user/report/0`),
    ]);
    await Promise.all([
      sellerPage.waitForURL('**/user/report/generator/0'),
      retailerPage.waitForURL('**/user/report/demand/0'),
    ]);
  });

  it('reaches 数据面板 from the nav page: 成交电量 5298.45 MWh and every round with its status tag', async () => {
    await sellerPage.goto(`${baseUrl}/user/nav`);
    await sellerPage.getByRole('link', { name: '数据面板' }).click();
    await sellerPage.waitForURL('**/user/panel');
    const volume = sellerPage.getByRole('group', { name: '成交电量' });
    await volume.getByText('5298.45').waitFor();
    await expect(volume.innerText()).resolves.toMatch(/5298\.45\s*MWh/);
    const roundRows = sellerPage.locator('tr.ant-table-row').filter({ hasText: '已申报' });
    await roundRows.first().waitFor();
    await expect(roundRows.count()).resolves.toBe(traineeRounds.length);
    for (const round of traineeRounds) {
      const row = roundRows.filter({ has: sellerPage.getByRole('cell', { name: round.name }) });
      const tag = row.locator('.ant-tag');
      await expect(tag.innerText(), round.name).resolves.toBe(statusLabels[round.status ?? 0]);
    }
    await screenshot(sellerPage, 'overview-panel');
  });

  it("shows the course and the rounds' progress on 监控大屏, and a declaration raises 已申报 by one without reload", async () => {
    await sellerPage.goto(`${baseUrl}/user/nav`);
    await sellerPage.getByRole('link', { name: '大屏监控' }).click();
    await sellerPage.waitForURL('**/screen/monitor');
    const monitor = sellerPage.getByRole('main', { name: '监控大屏' });
    await expect(monitor.locator('.monitor-course').innerText()).resolves.toBe(demoCourseName);
    const rounds = monitor.locator('li.monitor-round');
    await rounds.first().waitFor();
    await expect(rounds.count()).resolves.toBe(traineeRounds.length);
    for (const text of await rounds.locator('.monitor-round-declared').allInnerTexts())
      expect(text).toMatch(/^已申报 \d+\/\d+企业$/);
    const declared = monitor
      .getByRole('listitem', { name: centralRound, exact: true })
      .locator('.monitor-round-declared');
    const [, before = '', enterprises = ''] = /(\d+)\/(\d+)/.exec(await declared.innerText()) ?? [];
    await screenshot(sellerPage, 'overview-monitor');

    await markPage(sellerPage);
    const roundId = await roundIdByName(baseUrl, retailerToken, courseId, centralRound);
    await declareBuyerBid(baseUrl, retailerToken, courseId, roundId, { price: 420, volume: 50 });
    // The server pushes the overview within a second of a declaration.
    await declared
      .getByText(`已申报 ${Number(before) + 1}/${enterprises}企业`)
      .waitFor({ timeout: 5_000 });
    expect(await stillMarked(sellerPage)).toBe(true);
  });

  it("lets the teacher build the papers on 试卷成绩 and sees a trainee's submitted paper arrive without reload", async () => {
    await teacher.goto(`${baseUrl}/admin/course/${courseId}`);
    const grades = teacher
      .locator('.ant-card')
      .filter({ has: teacher.locator('.ant-card-head-title', { hasText: /^试卷成绩$/ }) });
    const retailerRow = grades.getByRole('row').filter({ hasText: retailer });
    await retailerRow.getByText('未交卷', { exact: true }).waitFor();

    await buttonWithText(grades, '生成试卷').click();
    const dialog = teacher.locator('.ant-modal-confirm').filter({ hasText: '生成试卷' });
    await buttonWithText(dialog, '生成').click();
    await dialog.waitFor({ state: 'detached' });
    await teacher
      .locator('.ant-message-notice')
      .getByText(/^(已为学员试卷新增 \d+ 道题|学员试卷已包含题库全部试题，无需新增)$/)
      .waitFor();

    await markPage(teacher);
    await submitPaper(baseUrl, retailerToken, courseId);
    await retailerRow.getByText('已交卷', { exact: true }).waitFor({ timeout: 5_000 });
    expect(await stillMarked(teacher)).toBe(true);
    await screenshot(teacher, 'overview-grades');
  });

  it('logged no console error on any page', () => {
    expect(consoleErrors.flat()).toEqual([]);
  });
});
