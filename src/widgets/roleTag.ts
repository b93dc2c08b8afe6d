// An enterprise's role tag (售电公司 / 发电企业) wherever it is shown: solid tags in deep colours, whose
// white text reads at 4.5:1 in both themes. antd's preset tags (text shade 7 on shade 1) do not: cyan
// is 3.4:1 in the light theme, purple 3.4:1 in the dark one (src/shell/contrastTokens.test.ts).
import type { TagProps } from 'antd';

/** The background of a buyer's and a seller's role tag (magenta 8, cyan 9 of antd's palettes). */
export const roleTagColors = { buyer: '#9e1068', seller: '#006d75' } as const;

/** The props of an enterprise's role tag. */
export function roleTagProps(isBuyer: boolean): Pick<TagProps, 'color' | 'variant'> {
  return { color: isBuyer ? roleTagColors.buyer : roleTagColors.seller, variant: 'solid' };
}
