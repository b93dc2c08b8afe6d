// The theme's colours where antd's defaults give text under WCAG's 4.5:1 contrast (1.4.3), per theme.
// Seed colours (colorLink, colorError) pass through the theme's algorithm, so for the dark theme the
// seed is chosen for the colour the algorithm derives from it (src/shell/contrastTokens.test.ts checks
// the derived colours against their backgrounds).
import type { ThemeConfig } from 'antd';
import type { UiSettings } from './uiSettings';

/** Default primary colour of the platform (spec section 9). */
export const primaryColor = '#025df4';

/** The dark theme's blue for text (selected menu items and tabs): 8:1 on the cards, 6:1 on a selected item. */
const darkTextBlue = '#69b1ff';

/** Light theme: secondary text, placeholders and error red darkened to 4.5:1 on white and the grey layout. */
const light: Pick<ThemeConfig, 'token' | 'components'> = {
  token: {
    // Links follow antd's info blue (#1677ff, 4.1:1 on white) unless told; the primary blue is 5.4:1.
    colorLink: primaryColor,
    // antd lightens a hovered link (#54a1ff, 2.7:1); a darker blue (the pressed one) is 7.4:1.
    colorLinkHover: '#0048cf',
    // antd's 0.45 black for secondary text is 4.0:1 on the grey layout background; 0.6 passes.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders: 0.25 black is 1.8:1; 0.54 is 4.6:1, still lighter than a value.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
    // #ff4d4f is 3.3:1 on white, as on the danger buttons' text; #d9363e, antd's pressed error red, is
    // 4.6:1 on white and under white text.
    colorError: '#d9363e',
  },
  components: {
    // A selected row under the pointer took the primary palette's second shade (#a6d4ff), where a
    // link is 3.5:1; a paler blue keeps it at 4.5:1.
    Table: { rowSelectedHoverBg: '#dbeeff' },
  },
};

/**
 * Dark theme: the algorithm darkens the primary blue for text (links, the user's name, selected menu
 * items and tabs came out #0552d2, 2.8:1 on the cards) and for error red (#dc4446, 4.3:1); secondary
 * text (0.45 white, 4.4:1 on the black layout) and placeholders (0.25 white, 2.2:1) are too faint.
 * No red is both readable on the dark cards and under white text, so solid danger buttons take dark
 * text on the lighter red.
 */
const dark: Pick<ThemeConfig, 'token' | 'components'> = {
  token: {
    colorLink: darkTextBlue, // derived: #5c99dc, 6.2:1
    // The algorithm's hover darkens links in the dark theme (2.6:1); lighter, as the primary's text hover.
    colorLinkHover: '#8dc5ff',
    colorTextDescription: 'rgba(255, 255, 255, 0.5)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.47)',
    colorError: '#ff7875', // derived: #dc6966, 5.5:1
  },
  components: {
    Menu: {
      itemSelectedColor: darkTextBlue,
      subMenuItemSelectedColor: darkTextBlue,
      horizontalItemSelectedColor: darkTextBlue,
    },
    Tabs: {
      itemSelectedColor: darkTextBlue,
      itemActiveColor: darkTextBlue,
      itemHoverColor: '#8dc5ff',
    },
    Button: { dangerColor: 'rgba(0, 0, 0, 0.88)' },
    // A selected row under the pointer keeps the selected row's blue (#0c3579 made links 4.1:1).
    Table: { rowSelectedHoverBg: '#0f2a57' },
  },
};

/** The contrast tokens and component tokens of a theme, for antd's ConfigProvider. */
export function contrastTokens(
  theme: UiSettings['theme'],
): Pick<ThemeConfig, 'token' | 'components'> {
  return theme === 'dark' ? dark : light;
}
