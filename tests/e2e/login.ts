// Logging in through the login page, as every end-to-end file does before its own checks.
import type { Page } from 'playwright-core';
import { buttonWithText } from './browser';

/** Fills the login form on the page and submits it. */
export async function submitLogin(page: Page, userName: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(userName);
  await page.getByLabel('密码').fill(password);
  await buttonWithText(page, '登录').click();
}

/** Opens the login page, logs in and waits for the course list or the navigation page. */
export async function logIn(
  page: Page,
  baseUrl: string,
  userName: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/user/login`);
  await submitLogin(page, userName, password);
  await page.waitForURL(/\/user\/(course|nav)$/);
}

/** Enters the first course of the course list (its enterprise chosen); lands on the assets page. */
export async function enterFirstCourse(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/user/course`);
  await page
    .getByRole('button', { name: /进入仿真|切换课程/ })
    .first()
    .click();
  await page.waitForURL('**/user/assets');
}

/** Logs a trainee in and enters the demo course. */
export async function enterCourse(
  page: Page,
  baseUrl: string,
  userName: string,
  password: string,
): Promise<void> {
  await logIn(page, baseUrl, userName, password);
  await enterFirstCourse(page, baseUrl);
}
