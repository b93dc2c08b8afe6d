// axe-core's WCAG 2 A and AA checks, evaluated in the page (the app's CSP lets no script tag in).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The page's violations of WCAG 2 A and AA that axe finds, as "rule: first offending elements". */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 2)
          .map((n) => n.html.slice(0, 100))
          .join(' | ')}`,
    );
  });
}

/**
 * The contrast ratio (WCAG 1.4.3) of an element's text as the browser draws it now (under the pointer
 * if hovered): its computed colour over its own and its ancestors' backgrounds, translucent layers
 * composited down to the first opaque one (white if none).
 */
export async function renderedTextContrast(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, css.startsWith('rgba') ? a : 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => [
      ...([0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])) as [
        number,
        number,
        number,
      ]),
      1,
    ];
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    const background = layers.reduceRight<Rgba>(
      (under, top) => over(top, under),
      [255, 255, 255, 1],
    );
    const text = over(parse(getComputedStyle(element).color), background);
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((c) => c / 255)
        .map((s) => (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [hi, lo] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  });
}
