import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

/** Folder for screenshots taken by end-to-end tests (git-ignored). */
export const screenshotDir = path.join(process.cwd(), '.artifacts', 'screenshots');

/** Launches Debian's Chromium headless; Playwright gives each launch a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

/** A page in a new context that records console errors and failed page loads. */
export async function openPage(browser: Browser): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    // The product then opens dialogs and menus without antd's zoom and slide (src/shell/prefersReducedMotion.ts):
    // a dialog zooming in moved its button from under a click between the press and the release.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

/** Saves a full-page screenshot under .artifacts/screenshots and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** An antd button label as a pattern: antd spaces two-character Chinese labels ("保 存"). */
function buttonName(label: string): RegExp {
  return new RegExp(`^\\s*${[...label].join('\\s*')}\\s*$`);
}

/**
 * A button found by its text, exactly (antd spaces two-character Chinese labels: "保 存"). By text,
 * not by role name: while antd's click wave runs inside a button, Playwright's computed accessible
 * name of that button stops matching its label, and a role query misses a button just clicked.
 */
export function buttonWithText(scope: Page | Locator, label: string): Locator {
  return scope.locator('button').filter({ hasText: buttonName(label) });
}

/**
 * Picks the (first) option matching `option` in the antd Select labelled by `field` and waits until the field shows it. A click
 * on a list that is still opening or scrolling to the current value can land on the wrong row on a
 * loaded machine, so a miss is tried again, a few times at most.
 */
export async function chooseOption(scope: Page, field: Locator, option: RegExp) {
  const select = field.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const openOption = scope
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first();
  for (let attempt = 1; ; attempt++) {
    // A list that closes again while it animates in (a re-render of the form) leaves the option
    // invisible for good, so each click is bounded and a miss opens the list afresh.
    if (!(await openOption.isVisible())) await field.click();
    await openOption.click({ timeout: 5_000 }).catch(() => undefined);
    const shown = await select.innerText({ timeout: 5_000 }).catch(() => '');
    if (option.test(shown.trim())) return;
    if (attempt === 4) throw new Error(`选择框显示「${shown.trim()}」，未选中 ${String(option)}`);
  }
}

/**
 * Presses 确定 in the confirm dialog `dialog` until it closes. The clicks CI lost (spot-flow, the logout,
 * a take-listing, a close) were presses during antd's zoom-in: the dialog grew between the press and the
 * release, so the release and the click landed on the dialog's wrapper (7 presses in 100 at once after
 * opening, under load). Pages now run with reduced motion (openPage), which removes that; the retry stays
 * for a dialog whose button is idle after 5 s. A dialog that closes while a click waits for it has closed.
 */
export async function confirmUntilClosed(dialog: Locator) {
  const ok = dialog.getByRole('button', { name: /确\s*定/ });
  await dialog.waitFor();
  for (let attempt = 1; ; attempt++) {
    // On a loaded machine the dialog may still be closing (its action done, its zoom-out slow) when
    // it is clicked again: a dialog gone while the click waits for it is closed, not a failure.
    const gone = dialog.waitFor({ state: 'detached' }).then(() => true);
    const clicked = ok.click().then(() => false);
    if (await Promise.race([clicked, gone])) {
      clicked.catch(() => undefined);
      return;
    }
    gone.catch(() => undefined);
    const closed = await dialog
      .waitFor({ state: 'detached', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return;
    // A button busy with the action: wait for the action instead of clicking again.
    if (await ok.evaluate((b) => b.classList.contains('ant-btn-loading')).catch(() => false)) {
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      return;
    }
    if (attempt === 3) throw new Error('确认框按「确定」三次后仍未关闭');
  }
}

/**
 * Prints what a failed test's page showed: its address, the messages and notifications on screen and
 * the console errors so far, and saves a screenshot named after the test. CI keeps only the log.
 */
export async function reportFailure(page: Page, consoleErrors: string[], testName: string) {
  const shown = await page
    .locator('.ant-message-notice, .ant-notification-notice, .ant-modal-content')
    .allInnerTexts()
    .catch(() => []);
  // What the page said, for a CI log that keeps no screenshots.
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '');
  console.error(
    [
      `失败时页面: ${page.url()}`,
      `页面提示: ${JSON.stringify(shown)}`,
      `页面文字: ${JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 800))}`,
      `控制台错误: ${JSON.stringify(consoleErrors)}`,
      `截图: ${await screenshot(page, `failed-${testName.slice(0, 40)}`).catch(() => '无')}`,
    ].join('\n'),
  );
}

/** Presses 确定 in the confirm dialog whose text has `text` until it closes. */
export const confirmDialog = (page: Page, text: string) =>
  confirmUntilClosed(page.locator('.ant-modal-confirm').filter({ hasText: text }));

/** Marks the page so a later check (stillMarked) can tell that it was not reloaded. */
export const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { notReloaded: true }));
export const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
