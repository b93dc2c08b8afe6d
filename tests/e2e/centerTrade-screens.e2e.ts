// The centralised-bidding trainee screens in real Chromium against a private product instance (the
// teacher stops and clears the demo rounds here, which must not disturb the shared instance): a seller
// and a buyer declare, the seller sees the closed grid, then both result pages with their charts.
// Screenshots go to .artifacts/screenshots/centerTrade-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRoutes, type OperationId } from '../../src/api/operations.gen';
import { chooseOption, launchBrowser, openPage, screenshot } from './browser';
import { logIn } from './login';
import { startProduct, type RunningProduct as Product } from './product';
import { passwordToken } from './shellApi';

const password = '1q2w3E*';
type Json = Record<string, unknown>;

/** Calls an operation of the contract by id with a bearer token; returns the JSON body. */
async function call(
  product: Product,
  token: string,
  id: OperationId,
  input: { path?: Record<string, number>; query?: Record<string, number>; body?: unknown } = {},
): Promise<Json> {
  const op = operationRoutes[id];
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(input.path?.[name]));
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const response = await fetch(`${product.baseUrl}${path}${query ? `?${query}` : ''}`, {
    method: op.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  if (!response.ok) throw new Error(`${id}: HTTP ${response.status} ${await response.text()}`);
  return response.status === 204 ? {} : ((await response.json()) as Json);
}

/** A demo trainee past the forced first password change (same password), with a fresh token. */
async function trainee(product: Product, userName: string): Promise<string> {
  const first = await passwordToken(product.baseUrl, userName, password);
  const body = { currentPassword: password, newPassword: password };
  await call(product, first, 'changePassword', { body });
  return passwordToken(product.baseUrl, userName, password);
}

async function logInWithEnterprise(page: Page, product: Product, userName: string) {
  await logIn(page, product.baseUrl, userName, password);
  // The course and its one enterprise load after login; the trade pages read them.
  await page.waitForFunction(() => localStorage.getItem('current_enterprise') !== null);
}

describe('centralised-bidding screens against the real server', () => {
  let product: Product;
  let browser: Browser;
  let seller: Page;
  let errors: string[];
  let teacher: string;
  let rounds: Array<{ id: number; name: string }>;
  let unit: string;
  const round = (name: string) => rounds.find((r) => r.name === name)!.id;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    teacher = await passwordToken(product.baseUrl, 'teacher', password);
    const sellerToken = await trainee(product, 'trainee1');
    const info = await call(product, sellerToken, 'getUserInfo');
    const courseId = Number(info.currentCourseId);
    const list = await call(product, teacher, 'getRoundsByCourse', { path: { id: courseId } });
    rounds = list.items as typeof rounds;
    const mine = await call(product, sellerToken, 'getMyEnterprises', { query: { courseId } });
    unit = (mine.items as Array<{ simpleGens: Array<{ name: string }> }>)[0]!.simpleGens[0]!.name;
    ({ page: seller, consoleErrors: errors } = await openPage(browser));
    seller.setDefaultTimeout(15_000);
    await logInWithEnterprise(seller, product, 'trainee1');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('lets a seller declare per segment and unit, with the section 5 messages', async () => {
    await seller.goto(`${product.baseUrl}/user/centerTrade/0?isTrade=1&type=15`);
    const price = seller.getByLabel(`峰 ${unit} 价格`);
    await price.waitFor();
    await screenshot(seller, 'centerTrade-declaration-seller-empty');
    await price.fill('2000');
    await price.blur();
    await seller.getByText('申报价格最大值为1500元/MWh').waitFor();
    await seller.getByLabel(`峰 ${unit} 电量`).fill('12.345');
    await seller.getByLabel(`峰 ${unit} 电量`).blur();
    await seller.getByText('注意保留2位小数').waitFor();
    await screenshot(seller, 'centerTrade-declaration-seller-messages');
    for (const [segment, p, v] of [
      ['峰', '380', '200'],
      ['平', '350', '150'],
      ['谷', '300', '100'],
    ] as const) {
      await seller.getByLabel(`${segment} ${unit} 价格`).fill(p);
      await seller.getByLabel(`${segment} ${unit} 电量`).fill(v);
    }
    await seller.getByRole('button', { name: '提交申报' }).click();
    await seller.getByText('申报成功').waitFor();
    await seller.getByRole('button', { name: `删除 谷 ${unit}` }).waitFor();
    await screenshot(seller, 'centerTrade-declaration-seller-declared');
  });

  it('lets a buyer declare per segment, with no unit column and no enterprise choice', async () => {
    await trainee(product, 'trainee5');
    const { page: buyer } = await openPage(browser);
    buyer.setDefaultTimeout(15_000);
    await logInWithEnterprise(buyer, product, 'trainee5');
    await buyer.goto(`${product.baseUrl}/user/centerTrade/0?isTrade=1&type=15`);
    await buyer.getByLabel('峰 价格').fill('450');
    await buyer.getByLabel('峰 电量').fill('250');
    await buyer.getByRole('button', { name: '提交申报' }).click();
    await buyer.getByText('申报成功').waitFor();
    await expect(buyer.getByRole('dialog', { name: '选择企业' }).count()).resolves.toBe(0);
    await screenshot(buyer, 'centerTrade-declaration-buyer');
    await buyer.context().close();
  });

  it('closes the grid when the teacher stops quotation, and shows the cleared result', async () => {
    const roundId = round('2026年3月省内集中竞价');
    await call(product, teacher, 'stopQuotation', { body: { roundId } });
    await seller.goto(`${product.baseUrl}/user/centerTrade/0?isTrade=1&type=15`);
    await seller.getByText('本轮已停止报价，申报内容不能再修改').waitFor();
    await expect(seller.getByLabel(`峰 ${unit} 价格`).isDisabled()).resolves.toBe(true);
    await screenshot(seller, 'centerTrade-declaration-seller-stopped');
    await call(product, teacher, 'openCenterEngine', { body: { roundId } });
    await seller.goto(`${product.baseUrl}/user/centerTradeResult/0?type=15`);
    await seller.getByText('市场出清').waitFor();
    await seller.getByRole('figure', { name: '峰' }).locator('canvas').waitFor();
    await seller.getByText(unit).first().waitFor();
    await screenshot(seller, 'centerTrade-result');
  });

  it('shows the inter-provincial result per channel', async () => {
    const roundId = round('2026年3月省间集中竞价');
    await seller.goto(`${product.baseUrl}/user/centerTrade/0?isTrade=1&isProvince=1&type=15`);
    await chooseOption(seller, seller.getByLabel('省间通道'), /\S/);
    await seller.getByLabel(`峰 ${unit} 价格`).fill('300');
    await seller.getByLabel(`峰 ${unit} 电量`).fill('100');
    await seller.getByRole('button', { name: '提交申报' }).click();
    await seller.getByText('申报成功').waitFor();
    await screenshot(seller, 'centerTrade-declaration-inter');
    // A Jiangsu buyer (receiving end) bids on the same channel through the API.
    const buyerToken = await trainee(product, 'trainee7');
    const channels = await call(product, buyerToken, 'getProvinceChannelList');
    const channelId = (channels.items as Array<{ id: number }>)[0]!.id;
    const info = await call(product, buyerToken, 'getUserInfo');
    const mine = await call(product, buyerToken, 'getMyEnterprises', {
      query: { courseId: Number(info.currentCourseId) },
    });
    const enterpriseId = (mine.items as Array<{ id: number }>)[0]!.id;
    const bids = [{ objId: 1, channelId, price: 360, volume: 80 }];
    await call(product, buyerToken, 'submitCenterTradeBids', {
      body: { roundId, enterpriseId, direction: 0, bids },
    });
    await call(product, teacher, 'stopQuotation', { body: { roundId } });
    await call(product, teacher, 'openCenterEngine', { body: { roundId } });
    await seller.goto(`${product.baseUrl}/user/centerTradeProvinceResult/0?isProvince=1&type=15`);
    await seller.getByText('通道出清').waitFor();
    await seller.getByRole('figure').first().locator('canvas').waitFor();
    await screenshot(seller, 'centerTrade-result-inter');
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
