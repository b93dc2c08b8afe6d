import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buttonWithText, launchBrowser, openPage, reportFailure, screenshot } from './browser';
import { logIn } from './login';
import { changeDemoPassword, publishGrades, savedAnswers } from './paperApi';
import { passwordToken, teacherCourseId } from './shellApi';

// A demo trainee answers the paper of the demo course (IsBuildQuestions '1' in the seed) in the
// exam drawer and on the paper page, submits and is logged out 5 s later. trainee3 is used by no
// other end-to-end file, so its password change and submitted paper disturb nobody.
const trainee = 'trainee3';
const demoPassword = '1q2w3E*';
const password = 'Paper#2026';
const singleStem = '<p>我国电力中长期交易的价格单位通常为？</p>';
const calculationStem = '<p>某用户月用电量 9300 MWh，按 31 天平均，日均用电量为多少 MWh？</p>';

const sheetButton = (scope: Locator, label: string) =>
  scope.getByRole('navigation', { name: '答题卡' }).getByRole('button', { name: label });

describe('a trainee answers the paper', () => {
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let traineeToken: string;
  let teacherToken: string;
  let courseId: number;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    traineeToken = await changeDemoPassword(baseUrl, trainee, demoPassword, password);
    teacherToken = await passwordToken(baseUrl, 'teacher', demoPassword);
    courseId = await teacherCourseId(baseUrl, teacherToken);
    browser = await launchBrowser();
    ({ page, consoleErrors } = await openPage(browser));
    page.setDefaultTimeout(10_000);
  });
  // A failure in CI leaves only the log: say where the page was and what it complained about.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(page, consoleErrors, task.name);
  });
  afterAll(async () => {
    await publishGrades(baseUrl, teacherToken, courseId, false);
    await browser.close();
  });

  it('opens the exam drawer with 答题 and saves a single choice, marked on the answer sheet', async () => {
    await logIn(page, baseUrl, trainee, password);
    await page.goto(`${baseUrl}/user/assets`);
    await page.getByRole('button', { name: /答题$/ }).click();
    const drawer = page.locator('.ant-drawer-bottom.ant-drawer-open');
    await drawer.getByText('第1题 / 共21题').waitFor();
    await expect(
      drawer.locator('.ant-drawer-content-wrapper').evaluate((e) => e.clientHeight),
    ).resolves.toBe(450);
    await drawer.getByTestId('exam-countdown').waitFor();
    await expect(drawer.getByTestId('exam-countdown').textContent()).resolves.toMatch(
      /^距课程结束：\d+天\d\d时\d\d分\d\d秒$/,
    );
    await drawer.getByLabel('B. 元/MWh').check();
    await buttonWithText(drawer, '保存').click();
    await page.getByText('试题已保存').first().waitFor();
    await sheetButton(drawer, '第1题（已作答）').waitFor();
    expect((await savedAnswers(baseUrl, traineeToken, courseId)).get(singleStem)).toBe('2');
  });

  it('refuses a calculation answer with 3 decimals (hint, nothing saved), then saves 2 decimals', async () => {
    const drawer = page.locator('.ant-drawer-bottom.ant-drawer-open');
    await sheetButton(drawer, '第4题（未作答）').click();
    const box = drawer.getByLabel('第4题答案');
    await box.fill('300.125');
    await buttonWithText(drawer, '保存').click();
    await drawer.getByText('提示：小数位最多2位').waitFor();
    expect((await savedAnswers(baseUrl, traineeToken, courseId)).get(calculationStem)).toBeNull();
    await box.fill('300.12');
    await buttonWithText(drawer, '保存').click();
    await sheetButton(drawer, '第4题（已作答）').waitFor();
    expect((await savedAnswers(baseUrl, traineeToken, courseId)).get(calculationStem)).toBe(
      '300.12',
    );
  });

  it('greys a question whose stage has not happened and does not open it', async () => {
    const drawer = page.locator('.ant-drawer-bottom.ant-drawer-open');
    const waiting = sheetButton(drawer, '第12题（待生成）');
    await expect(waiting.getAttribute('data-mark')).resolves.toBe('waiting');
    // Greyed: the disabled background of the theme, not the white of an open question.
    const background = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
    const open = sheetButton(drawer, '第5题（未作答）');
    expect(await background(waiting)).not.toBe(await background(open));
    // aria-disabled: Playwright would wait for it to be enabled, so the click is forced.
    await waiting.click({ force: true });
    await page.getByText('题目所属阶段未进行，该题等待生成中......').first().waitFor();
    await drawer.getByText('第4题 / 共21题').waitFor();
    await screenshot(page, 'paper-drawer');
  });

  it('shows the paper page, submits with the confirmation and is logged out 5 s later', async () => {
    await page.getByRole('button', { name: /关\s*闭\s*$/ }).click();
    await page.goto(`${baseUrl}/user/paper`);
    await page.getByText('第1题 / 共21题').waitFor();
    // No exam drawer button on the paper page itself.
    await expect(page.getByRole('button', { name: /答题$/ }).count()).resolves.toBe(0);
    await screenshot(page, 'paper-page');
    await buttonWithText(page, '交卷').click();
    // 11 questions of categories 0-2 and the four of spot trading and results (from the demo's cleared
    // spot day) are generated, 2 answered.
    await page.getByText('还有13道题未作答，是否确认交卷？').waitFor();
    await page.getByRole('button', { name: '确认交卷' }).click();
    await page.getByText('交卷已完成，系统将会5秒后自动退出。').waitFor();
    const shown = Date.now();
    await page.waitForURL('**/user/login', { timeout: 15_000 });
    const elapsed = Date.now() - shown;
    expect(elapsed).toBeGreaterThan(4000);
    expect(elapsed).toBeLessThan(9000);
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
  });

  it('shows the graded paper once the teacher publishes the grades', async () => {
    await logIn(page, baseUrl, trainee, password);
    await page.goto(`${baseUrl}/user/paper/result`);
    await page.getByText('成绩尚未公布，请稍后查看').waitFor();
    await publishGrades(baseUrl, teacherToken, courseId, true);
    await page.getByRole('button', { name: /重新查询/ }).click();
    await page.getByText('交卷状态').waitFor();
    await page.getByText('已交卷').waitFor();
    const first = page.getByRole('row').filter({ hasText: '价格单位' });
    await expect(first.textContent()).resolves.toContain('正确');
    await screenshot(page, 'paper-result');
    // The one failed call was the expected 400 "成绩尚未公布" before publishing.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    expect(consoleErrors.length).toBeLessThanOrEqual(1);
  });
});
