import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buttonWithText,
  confirmUntilClosed,
  launchBrowser,
  openPage,
  reportFailure,
  screenshot,
} from './browser';
import { logIn, submitLogin } from './login';
import { passwordToken, publishNotice, teacherCourseId } from './shellApi';
import { wcagViolations } from './wcag';

// A trainee no other end-to-end file uses, so the forced password change here cannot disturb them.
const trainee = 'trainee7';
const demoPassword = '1q2w3E*';
const newPassword = 'Shell#2026';
// trainee7 plays the seventh demo enterprise (README "Demo accounts").
const traineeEnterprise = '金陵售电';

/**
 * Holds the start chunk back until `release()` (what shows is index.html and its early script alone),
 * and marks <html data-spinner> if the start's spinner ever shows (it would flash between an outline
 * and the page that replaces it).
 */
async function holdStartChunk(page: Page): Promise<() => void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.center-page')) document.documentElement.dataset.spinner = '1';
    }).observe(document, { childList: true, subtree: true });
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('a trainee from login to the course list and back out', () => {
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, consoleErrors } = await openPage(browser));
    page.setDefaultTimeout(10_000);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(page, consoleErrors, task.name);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('draws the login page’s outline from the first paint while the scripts load, then the form', async () => {
    const release = await holdStartChunk(page);
    await page.goto(`${baseUrl}/user/login`, { waitUntil: 'commit' });
    const outline = page.locator('.starting-frame-login');
    await outline.waitFor();
    await expect(outline.locator('h3').textContent()).resolves.toBe('电力市场交易仿真实训平台');
    // The demo's runtime configuration offers both login modes: the outline keeps both.
    await expect
      .poll(() => page.locator('html').getAttribute('data-starting-login'))
      .toBe('password oidc');
    await expect(outline.getByText('统一身份认证登录').isVisible()).resolves.toBe(true);
    await screenshot(page, 'shell-login-outline');
    release();
    await page.getByLabel('账号').waitFor();
    await expect(outline.count()).resolves.toBe(0);
    await expect(page.locator('html').getAttribute('data-starting-frame')).resolves.toBeNull();
    await expect(page.locator('html').getAttribute('data-spinner')).resolves.toBeNull();
    await page.unrouteAll();
  });

  it('keeps the login panel, and its outline, inside a phone-wide window', async () => {
    const size = page.viewportSize();
    // Whether the panel ends inside the window and nothing scrolls sideways.
    const fits = (panel: string) =>
      page.evaluate((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        const width = window.innerWidth;
        return (
          !!box &&
          box.left >= 0 &&
          box.right <= width &&
          document.documentElement.scrollWidth <= width
        );
      }, panel);
    try {
      await page.setViewportSize({ width: 375, height: 740 });
      const release = await holdStartChunk(page);
      await page.goto(`${baseUrl}/user/login`, { waitUntil: 'commit' });
      await page.locator('.starting-frame-login').waitFor();
      await expect(fits('.starting-frame-login')).resolves.toBe(true);
      release();
      await page.getByLabel('账号').waitFor();
      await expect(fits('.login-page > div')).resolves.toBe(true);
      await page.unrouteAll();
    } finally {
      if (size) await page.setViewportSize(size);
    }
  });

  it('refuses a wrong password with a Chinese message', async () => {
    await page.goto(`${baseUrl}/user/course`);
    await page.waitForURL('**/user/login');
    await submitLogin(page, trainee, 'not-the-password');
    await page.getByText('用户名或密码错误').waitFor();
  });

  it('makes a new user change the password first, with the rules of spec section 5', async () => {
    await submitLogin(page, trainee, demoPassword);
    // The page asked for before login (/user/course) opens after it.
    await page.waitForURL('**/user/course');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: /取\s*消/ }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('请输入旧密码').waitFor();
    await dialog.getByText('请输入新密码').waitFor();
    await dialog.getByText('请输入确认密码').waitFor();
    await dialog.getByLabel('旧密码').fill('wrong-old');
    await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
    await dialog.getByLabel('确认密码').fill('different');
    await dialog.getByText('确认密码与新密码应该相同').waitFor();
    await dialog.getByLabel('确认密码').fill(newPassword);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('Password: 修改密码失败').waitFor();
    await dialog.getByLabel('旧密码').fill(demoPassword);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('密码修改成功').waitFor();
    await page.waitForURL('**/user/login');
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
  });

  it('logs in with the new password, lists the course and enters it', async () => {
    await submitLogin(page, trainee, newPassword);
    // Changing the password signed the user out on purpose: the next login opens the navigation page.
    await page.waitForURL('**/user/nav');
    await page.getByRole('link', { name: '我的仿真' }).click();
    await page.waitForURL('**/user/course');
    await page.getByText('2026年3月鲁苏电力市场交易仿真').first().waitFor();
    await page.getByTestId('course-countdown').first().waitFor();
    // No side menu on the course list (spec section 2).
    await expect(page.getByRole('menu', { name: '侧边菜单' }).count()).resolves.toBe(0);
    await page
      .getByRole('button', { name: /进入仿真|切换课程/ })
      .first()
      .click();
    await page.waitForURL('**/user/assets');
    await page.getByTestId('header-course').waitFor();
    await expect(page.getByTestId('header-round').textContent()).resolves.toMatch(/交易(中|结束)/);
    await page.getByRole('menu', { name: '侧边菜单' }).getByText('企业信息').waitFor();
    // The enterprise choice: every demo trainee plays exactly one tradable enterprise, which is
    // selected without the modal (spec section 4); the modal itself is covered by component tests.
    await expect(page.getByRole('dialog', { name: '选择企业' }).count()).resolves.toBe(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('current_enterprise')))
      .toContain(traineeEnterprise);
    await page.getByRole('main').getByText(traineeEnterprise).first().waitFor();
    await screenshot(page, 'shell-white-sidemenu');
  });

  it('draws the layout’s outline from the first paint while the scripts load, then the layout', async () => {
    const release = await holdStartChunk(page);
    await page.reload({ waitUntil: 'commit' });
    const frame = page.locator('.starting-frame');
    await frame.waitFor();
    await expect(page.locator('html').getAttribute('data-starting-frame')).resolves.toBe('sider');
    // The app's name, as the layout last showed it (CSS content, which the frame draws).
    await expect
      .poll(() => frame.locator('b').evaluate((b) => getComputedStyle(b, '::before').content))
      .toBe('"电力市场交易仿真实训平台"');
    await screenshot(page, 'shell-starting-frame');
    release();
    await page.getByRole('menu', { name: '侧边菜单' }).getByText('企业信息').waitFor();
    await page.getByRole('main').getByText(traineeEnterprise).first().waitFor();
    await expect(frame.count()).resolves.toBe(0);
    await expect(page.locator('html').getAttribute('data-starting-frame')).resolves.toBeNull();
    await expect(page.locator('html').getAttribute('data-spinner')).resolves.toBeNull();
    await page.unrouteAll();
  });

  it('shows the course’s rounds on the trading calendar, a chosen day’s rounds beside it', async () => {
    const menu = page.getByRole('menu', { name: '侧边菜单' });
    await menu.getByText('交易日历').click();
    await page.waitForURL('**/user/calendar');
    // The demo course trades March 2026; its current round is monthly, so the month's list shows it.
    await page.getByText('2026年3月月度交易').waitFor();
    const day15 = page.locator('td[title="2026-03-15"]');
    await day15.getByText('现货', { exact: true }).waitFor();
    await day15.click();
    const dayCard = page.locator('.ant-card').filter({ hasText: '3月15日的交易' });
    await dayCard.getByText('2026年3月15日日前现货').waitFor();
    await dayCard.getByText('2026年3月10日–16日').waitFor();
    await screenshot(page, 'shell-trading-calendar');
    await menu.getByText('企业信息').click();
    await page.getByRole('main').getByText(traineeEnterprise).first().waitFor();
  });

  it('keeps the header inside a narrow window: the course name and then the app name give way', async () => {
    const size = page.viewportSize();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    try {
      await page.setViewportSize({ width: 820, height: 900 });
      await expect.poll(fits).toBe(true);
      await expect(page.getByTestId('header-course').isVisible()).resolves.toBe(false);
      await expect(page.getByTestId('header-round').isVisible()).resolves.toBe(true);
      await page.setViewportSize({ width: 768, height: 900 });
      await expect.poll(fits).toBe(true);
    } finally {
      if (size) await page.setViewportSize(size);
    }
    await expect(page.getByTestId('header-course').isVisible()).resolves.toBe(true);
  });

  it('fits a phone-wide window: the side menu opens from the header, no page scrolls sideways', async () => {
    const size = page.viewportSize();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const menuButton = page.getByRole('button', { name: '导航菜单' });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.locator('.shell-sider').isVisible()).toBe(false);
      await expect.poll(fits).toBe(true);
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: '导航菜单' });
      await drawer.getByText('交易日历').click();
      await page.waitForURL('**/user/calendar');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByText('2026年3月月度交易').waitFor();
      await expect.poll(fits).toBe(true);
      // The disclosure list: the tabs in a select above the tab, its table scrolling inside its block.
      await page.goto(`${baseUrl}/user/reportHelp`);
      await page.getByRole('combobox', { name: '披露项' }).waitFor();
      await page.getByRole('main').locator('.ant-table-row').first().waitFor();
      await expect.poll(fits).toBe(true);
      await screenshot(page, 'shell-phone-disclosure');
      // The enterprise page: course facts one pair a line, tables and the chart inside the window.
      await page.goto(`${baseUrl}/user/assets`);
      await page.getByRole('main').getByText(traineeEnterprise).first().waitFor();
      await expect.poll(fits).toBe(true);
      await screenshot(page, 'shell-phone-assets');
    } finally {
      if (size) await page.setViewportSize(size);
    }
    await expect.poll(() => page.locator('.shell-sider').isVisible()).toBe(true);
    await expect(menuButton.isVisible()).resolves.toBe(false);
  });

  it('passes axe’s WCAG 2 AA checks (contrast, names, labels) on the trainee’s pages', async () => {
    const pages = [
      '/user/assets',
      '/user/calendar',
      '/user/reportHelp',
      '/user/centerTrade/0?isTrade=1&type=15',
      '/user/compound/0?isTrade=1&type=3&cycle=1',
    ];
    const found: string[] = [];
    try {
      for (const path of pages) {
        // Every request of the page has answered (the push connection is a WebSocket, not counted)
        // and its tables and tags are drawn.
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        found.push(...(await wcagViolations(page)).map((v) => `${path} ${v}`));
      }
    } finally {
      await page.goto(`${baseUrl}/user/assets`);
      await page.getByRole('main').getByText(traineeEnterprise).first().waitFor();
    }
    expect(found).toEqual([]);
  });

  it('switches to the dark theme and the top menu, keeps them after a reload, and passes axe there', async () => {
    await page.getByRole('button', { name: '界面设置' }).click();
    await page.getByText('暗色').click();
    await page.getByText('顶部菜单').click();
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: '顶部菜单' }).waitFor();
    await page.reload();
    await page.getByRole('menu', { name: '顶部菜单' }).waitFor();
    await expect(page.locator('[data-theme="dark"]').count()).resolves.toBe(1);
    await page.getByRole('main').getByText(traineeEnterprise).first().waitFor();
    await screenshot(page, 'shell-dark-topmenu');
    // The dark theme's text contrast: links, the top menu's selected item, breadcrumb and footer,
    // then a declaration page's tabs and placeholders.
    const found: string[] = [];
    for (const path of ['/user/assets', '/user/compound/0?isTrade=1&type=3&cycle=1']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      found.push(...(await wcagViolations(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
    await page.getByRole('button', { name: '界面设置' }).click();
    await page.getByText('亮色').click();
    await page.getByText('侧边菜单').click();
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: '侧边菜单' }).waitFor();
  });

  it('shows a notice the teacher publishes until it is dismissed, and in the notices dialog', async () => {
    const teacher = await passwordToken(baseUrl, 'teacher', demoPassword);
    const courseId = await teacherCourseId(baseUrl, teacher);
    await publishNotice(baseUrl, teacher, courseId, '<p>端到端测试公告：明日检修</p>');
    const box = page.locator('.ant-notification-notice').filter({ hasText: '端到端测试公告' });
    await box.waitFor();
    await box.locator('.ant-notification-notice-close').click();
    await box.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '市场公告' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '市场公告' });
    await dialog.getByRole('tab', { name: '3月' }).waitFor();
    await dialog.getByText('端到端测试公告：明日检修').first().waitFor();
    await screenshot(page, 'shell-notices');
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the teacher’s correction of that notice, and lists it no more once the teacher deletes it', async () => {
    const teacher = await openPage(browser);
    try {
      await logIn(teacher.page, baseUrl, 'teacher', demoPassword);
      const courseId = await teacherCourseId(
        baseUrl,
        await passwordToken(baseUrl, 'teacher', demoPassword),
      );
      await teacher.page.goto(`${baseUrl}/admin/course/${courseId}`);
      const card = teacher.page
        .locator('.ant-card')
        .filter({ has: teacher.page.locator('.ant-card-head-title', { hasText: /^市场公告$/ }) });
      const row = () => card.getByRole('row').filter({ hasText: '端到端测试公告' });
      await buttonWithText(row(), '编辑').click();
      const edit = teacher.page.locator('.ant-modal').filter({ hasText: '编辑公告' });
      const content = edit.getByLabel('公告内容');
      expect(await content.inputValue()).toBe('端到端测试公告：明日检修');
      await content.fill('端到端测试公告：检修改至后天');
      await buttonWithText(edit, '保存').click();
      await edit.waitFor({ state: 'hidden' });
      // The trainee hears the corrected notice at once; it stays until dismissed (spec).
      const corrected = page
        .locator('.ant-notification-notice')
        .filter({ hasText: '端到端测试公告：检修改至后天' });
      await corrected.waitFor();
      await corrected.locator('.ant-notification-notice-close').click();
      await corrected.waitFor({ state: 'detached' });
      await row().getByText('端到端测试公告：检修改至后天').waitFor();

      await buttonWithText(row(), '删除').click();
      await buttonWithText(teacher.page.locator('.ant-popover'), '删除').click();
      await teacher.page.getByText('公告已删除').waitFor();
      await row().waitFor({ state: 'detached' });
      expect(teacher.consoleErrors).toEqual([]);
    } finally {
      await teacher.page.context().close();
    }
    await page.getByRole('button', { name: '市场公告' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '市场公告' });
    await dialog.getByRole('tab', { name: '3月' }).waitFor();
    await dialog
      .locator('.ant-modal-body')
      .getByText('2026年3月电力市场交易安排', { exact: false })
      .first()
      .waitFor();
    expect(await dialog.getByText('端到端测试公告').count()).toBe(0);
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('restarts the simulation as a retailer in a private copy of the course', async () => {
    await page.getByRole('menu', { name: '侧边菜单' }).getByText('我的仿真').click();
    await page.waitForURL('**/user/course');
    await page
      .getByRole('button', { name: /重新开始/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '重新开始' });
    await dialog.getByText('是否重新开始本次仿真（售电角色/发电角色）？').waitFor();
    await expect(dialog.getByTestId('restarts-left').textContent()).resolves.toBe(
      '还可重新开始3次',
    );
    // Let the dialog's opening animation finish before the picture.
    await page.waitForTimeout(500);
    await screenshot(page, 'shell-restart');
    await dialog.getByRole('button', { name: '售电角色' }).click();
    await page.getByText('检测到课程发生切换，请关闭其他浏览器窗口').first().waitFor();
    await page.waitForURL('**/user/assets');
    await expect(page.getByTestId('header-course').textContent()).resolves.toContain('重新开始1');
    // Same province (江苏) and the role asked for: the retailer 金陵售电 of the copy.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('current_enterprise')))
      .toContain('"isBuyer":true');
    await page.getByRole('menu', { name: '侧边菜单' }).getByText('我的仿真').click();
    await expect.poll(() => page.getByTestId('course-countdown').count()).toBe(2);
  });

  it('logs out after the confirmation, and a later login opens the page asked for', async () => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('退出登录').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗?' });
    await confirm.waitFor();
    // Once in CI (load normal) a single click left the page where it was for 10 s: click until closed.
    await confirmUntilClosed(confirm);
    await page.waitForURL('**/user/login');
    await page.goto(`${baseUrl}/user/assets`);
    await page.waitForURL('**/user/login');
    await submitLogin(page, trainee, newPassword);
    await page.waitForURL('**/user/assets');
    await page.getByTestId('header-course').waitFor();
    // Allowed: the browser's own lines for the refused logins (400) and for the enterprise screen's
    // typical-day curve, whose endpoint the reference back end does not serve yet (404).
    const allowed = /status of (400 \(Bad Request\)|404 \(Not Found\))/;
    expect(consoleErrors.filter((e) => !allowed.test(e))).toEqual([]);
  });
});
