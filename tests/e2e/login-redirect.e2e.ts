import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';

describe('first visit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sends / to /user/login, renders the Chinese login page and logs no console error', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${inject('baseUrl')}/`);
    await page.waitForURL('**/user/login');
    await expect(page.title()).resolves.toBe('电力市场交易仿真实训平台');
    await page.getByText('电力市场交易仿真实训平台').first().waitFor();

    // Without a CJK font Chromium draws every Chinese glyph as the same empty box, so two different
    // characters rendered on a canvas give identical pixels; with the font they differ.
    const glyphsDiffer = await page.evaluate(() => {
      const draw = (text: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 64;
        const context = canvas.getContext('2d');
        if (!context) return '';
        context.font = '48px sans-serif';
        context.fillText(text, 4, 52);
        return canvas.toDataURL();
      };
      return draw('電') !== draw('力');
    });
    expect(glyphsDiffer).toBe(true);

    await screenshot(page, 'login');
    expect(consoleErrors).toEqual([]);
  });
});
