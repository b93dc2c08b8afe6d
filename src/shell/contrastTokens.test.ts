// The colours antd derives from each theme's contrast tokens, against the backgrounds they are read on:
// WCAG 1.4.3 asks 4.5:1 of normal-size text.
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { roleTagColors } from '../widgets/roleTag';
import { stateTagPalettes, stateTagShades } from '../engine/values/stateTag';
import { contrastTokens, primaryColor } from './contrastTokens';

type Rgb = [number, number, number];

/** `#rrggbb`, `#rgb`, or `rgba(r, g, b, a)` laid over `under`. */
function rgb(colour: string, under?: Rgb): Rgb {
  if (/^#[\da-f]{3}$/i.test(colour)) return rgb(colour.replace(/[\da-f]/gi, '$&$&'));
  if (colour.startsWith('#'))
    return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as Rgb;
  const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const over: Rgb = [r!, g!, b!];
  if (!under) return over;
  return over.map((c, i) => c * a + under[i]! * (1 - a)) as Rgb;
}

/** `colour` (possibly translucent) laid over `under`, as an opaque `#rrggbb`. */
function flatten(colour: string, under: string): string {
  const hex = (c: number) => Math.round(c).toString(16).padStart(2, '0');
  return `#${rgb(colour, rgb(under)).map(hex).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of `text` (possibly translucent) on `background`. */
function contrast(text: string, background: string): number {
  const bg = rgb(background);
  const [hi, lo] = [luminance(rgb(text, bg)), luminance(bg)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

function themeOf(name: 'white' | 'dark') {
  const { token, components } = contrastTokens(name);
  const derived = antdTheme.getDesignToken({
    algorithm: name === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: primaryColor, ...token },
  });
  return { derived, components: components ?? {} };
}

describe.each(['white', 'dark'] as const)('the %s theme', (name) => {
  const { derived: t, components } = themeOf(name);
  const pages = [t.colorBgLayout, t.colorBgContainer, t.colorBgElevated];

  it('has the role tags (售电公司 / 发电企业) readable: solid tags, light text on their colour', () => {
    for (const colour of Object.values(roleTagColors))
      expect(contrast(t.colorTextLightSolid, colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('has every tinted state tag (已申报, 待审核, 当前课程, 已拒绝) readable: its text shade on its tint', () => {
    for (const palette of Object.values(stateTagPalettes)) {
      const text = t[`${palette}${stateTagShades.text}`];
      const tint = t[`${palette}${stateTagShades.background}`];
      expect(contrast(text, tint), palette).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has the neutral state tag (未申报) readable: text on antd's default grey tag", () => {
    // antd's default tag background: the tertiary fill laid over the container (Tag's defaultBg).
    const grey = flatten(t.colorFillTertiary, t.colorBgContainer);
    expect(contrast(t.colorText, grey)).toBeGreaterThanOrEqual(4.5);
  });

  it('has links (the user name, row actions), hovered or not, at 4.5:1 on every page background', () => {
    for (const bg of pages)
      for (const link of [t.colorLink, t.colorLinkHover])
        expect(contrast(link, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('has a row action readable in a selected table row, hovered or not', () => {
    const selected = [
      t.controlItemBgActive,
      components.Table?.rowSelectedHoverBg ?? t.controlItemBgActiveHover,
    ];
    for (const bg of selected)
      for (const link of [t.colorLink, t.colorLinkHover])
        expect(contrast(link, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("has the checkable tags (我的持仓's days) readable at rest, chosen, and under the pointer", () => {
    // The colours src/global.css gives a hovered tag: the link's hover blue on antd's hover grey, and
    // the pressed primary under a chosen tag's white text. The tags sit in a dialog.
    const hoverGrey = flatten(t.colorFillSecondary, t.colorBgElevated);
    expect(contrast(t.colorLinkHover, hoverGrey)).toBeGreaterThanOrEqual(4.5);
    for (const chosen of [t.colorPrimary, t.colorPrimaryActive])
      expect(contrast(t.colorTextLightSolid, chosen), chosen).toBeGreaterThanOrEqual(4.5);
    // What antd gives them: the primary blue on the hover grey, and the hover primary under white.
    expect(
      Math.min(
        contrast(t.colorPrimary, hoverGrey),
        contrast(t.colorTextLightSolid, t.colorPrimaryHover),
      ),
    ).toBeLessThan(4.5);
  });

  it('has secondary text (breadcrumb, footer, labels) at 4.5:1 on every page background', () => {
    for (const bg of pages)
      expect(contrast(t.colorTextDescription, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('has placeholders at 4.5:1 in fields (on cards, dialogs and dropdowns)', () => {
    for (const bg of [t.colorBgContainer, t.colorBgElevated])
      expect(contrast(t.colorTextPlaceholder, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('has error red readable as text and the solid danger buttons readable on it', () => {
    expect(contrast(t.colorError, t.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    const onDanger = components.Button?.dangerColor ?? t.colorTextLightSolid;
    expect(contrast(onDanger, t.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  it('has the selected menu item and tab readable on their backgrounds', () => {
    const menuText = components.Menu?.itemSelectedColor ?? t.colorPrimary;
    expect(contrast(menuText, t.controlItemBgActive)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(components.Menu?.subMenuItemSelectedColor ?? t.colorPrimary, t.colorBgContainer),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(components.Tabs?.itemSelectedColor ?? t.colorPrimary, t.colorBgContainer),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe("antd's preset tags, which the state tags replace", () => {
  const { derived: t } = themeOf('white');

  it('are under 4.5:1 in green and orange in the light theme (text shade 7 on shade 1)', () => {
    expect(contrast(t.green7, t.green1)).toBeLessThan(4.5);
    expect(contrast(t.orange7, t.orange1)).toBeLessThan(4.5);
  });
});
