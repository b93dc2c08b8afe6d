import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonWithText, launchBrowser, openPage, reportFailure, screenshot } from './browser';
import { logIn } from './login';
import { startProduct, type RunningProduct } from './product';
import { passwordToken, teacherCourseId } from './shellApi';

// The teacher's side of the seeded monthly rolling-matching round (2026年3月滚动撮合, sessions 第1场 and
// 第2场) on the real product: trainees' orders placed through the API show in the live card's books
// and trade count without a reload (hub push), and ending session 1 from its row cancels what rests in
// it as the system and leaves session 2 trading. Ending a session changes the course, so this file
// runs on a product instance of its own.
const demoPassword = '1q2w3E*';
const roundName = '2026年3月滚动撮合';

describe('teacher runs a rolling-matching round live', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[] = [];
  let roundId = 0;
  let courseId = 0;
  let place: (userName: string, order: object) => Promise<void>;

  beforeAll(async () => {
    product = await startProduct();
    const { baseUrl } = product;
    const teacherToken = await passwordToken(baseUrl, 'teacher', demoPassword);
    courseId = await teacherCourseId(baseUrl, teacherToken);
    const rounds = (await (
      await fetch(`${baseUrl}/api/app/roundApi/byCourseHide/${courseId}`, {
        headers: { Authorization: `Bearer ${teacherToken}` },
      })
    ).json()) as { items: Array<{ id: number; name: string }> };
    roundId = rounds.items.find((r) => r.name === roundName)?.id ?? 0;
    const tokens = new Map<string, string>();
    place = async (userName, order) => {
      const token = tokens.get(userName) ?? (await passwordToken(baseUrl, userName, demoPassword));
      tokens.set(userName, token);
      const response = await fetch(`${baseUrl}/api/app/listing`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ roundId, ...order }),
      });
      if (!response.ok) throw new Error(`order refused: ${await response.text()}`);
    };
    browser = await launchBrowser();
    ({ page, consoleErrors } = await openPage(browser));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('follows orders and trades live, and ends a session with system cancellation', async () => {
    const { baseUrl } = product;
    try {
      expect(roundId).toBeGreaterThan(0);
      // trainee1 sells for 华鲁发电, trainee5 buys for 齐鲁售电; both in 山东.
      await place('trainee1', { direction: 1, objId: 1, price: 420, volume: 30 });
      await place('trainee5', { direction: 0, objId: 1, price: 410, volume: 9 });
      await logIn(page, baseUrl, 'teacher', demoPassword);
      await page.goto(`${baseUrl}/admin/course/${courseId}?round=${roundId}`);
      await page.getByText(`实时盘口 · ${roundName}`).waitFor();
      const count = page.getByTestId('trade-count');
      await expect.poll(() => count.innerText(), { timeout: 20_000 }).toBe('0');
      // One book has orders (山东 峰): its best ask is the resting sell.
      const bestAsk = page.locator('[data-testid^=best-ask-]').first();
      await expect.poll(() => bestAsk.innerText().catch(() => '')).toBe('420.00');

      // A buy crossing the ask trades at the resting price; the card follows by push, no reload.
      await place('trainee5', { direction: 0, objId: 1, price: 425, volume: 18 });
      await expect.poll(() => count.innerText(), { timeout: 5_000 }).toBe('1');
      expect(await page.getByTestId('trade-volume').innerText()).toBe('18.00 MWh');
      expect(await page.locator('[data-testid^=asks-]').first().innerText()).toContain(
        '420.00 × 12.00',
      );

      const first = page.getByRole('row').filter({ hasText: `${roundName}第1场` });
      await buttonWithText(first, '结束本场').click();
      const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '结束本场' });
      expect(await dialog.innerText()).toContain('所有未成交的委托和挂牌');
      await buttonWithText(dialog, '确定').click();
      const states = page.locator('[data-testid^=session-state-]');
      await expect
        .poll(() => states.allInnerTexts(), { timeout: 10_000 })
        .toEqual(['已结束', '交易中']);
      // What rested in session 1 was cancelled by the system: the books are empty.
      await expect.poll(() => page.getByText('暂无未成交的委托').count()).toBe(1);
      expect(await count.innerText()).toBe('1');
      await screenshot(page, 'rolling-teacher');
      expect(consoleErrors).toEqual([]);
    } catch (error) {
      await reportFailure(page, consoleErrors, 'rolling-teacher');
      throw error;
    }
  });
});
