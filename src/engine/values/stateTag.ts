// A tag that shows a state or a kind (已申报, 待审核, 交易中, 当前课程…): antd's tinted tag with its text
// one shade deeper, so it reads at 4.5:1 in both themes. antd's presets (text shade 7 on shade 1) do
// not: green is 3.4:1 and orange 3.3:1 in the light theme (src/shell/contrastTokens.test.ts). The
// shades are the theme's CSS variables, so the dark theme gets its own palette (light text on a dark
// tint) without the tag knowing the theme.
import type { TagProps } from 'antd';

/** What a tag says: done or open (green), waiting (orange), a fact (blue), refused or wrong (red), not yet (grey). */
export type TagState = 'positive' | 'pending' | 'info' | 'negative' | 'neutral';

/** The antd palette of each tinted state; neutral is antd's default grey tag (15:1 light, 11:1 dark). */
export const stateTagPalettes = {
  positive: 'green',
  pending: 'orange',
  info: 'blue',
  negative: 'red',
} as const satisfies Record<Exclude<TagState, 'neutral'>, string>;

/** The palette shades of a tinted tag's text and background (antd's presets use 7 on 1). */
export const stateTagShades = { text: 8, background: 1 } as const;

type StateTagProps = Pick<TagProps, 'classNames' | 'styles'>;

const neutral: StateTagProps = { classNames: { root: 'state-tag state-tag-neutral' } };

/**
 * The props of a state tag. They go through antd's semantic `classNames` and `styles`, so a tag's
 * own `className` and `style` (layout) still apply; the `state-tag-<state>` class names the state.
 */
export function stateTagProps(state: TagState): StateTagProps {
  if (state === 'neutral') return neutral;
  const palette = stateTagPalettes[state];
  return {
    classNames: { root: `state-tag state-tag-${state}` },
    styles: {
      root: {
        color: `var(--ant-${palette}-${stateTagShades.text})`,
        backgroundColor: `var(--ant-${palette}-${stateTagShades.background})`,
      },
    },
  };
}
