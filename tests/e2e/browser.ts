import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
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

/**
 * The accessible name of an antd button, exactly: antd spaces two-character Chinese labels
 * ("保 存"), and the click-wave element it leaves inside a button adds leading whitespace to the
 * name while its animation runs, so `^保存$` alone misses a button just clicked.
 */
export function buttonName(label: string): RegExp {
  return new RegExp(`^\\s*${[...label].join('\\s*')}\\s*$`);
}
