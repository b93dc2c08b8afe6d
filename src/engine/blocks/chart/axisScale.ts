// How a chart's value axis reads large and lopsided figures. A month's money runs to hundreds of
// millions of 元: written out (180,000,000) only two or three labels fit a half-width chart, so the
// labels count in 万 and 亿 as Chinese readers do. And echarts pads a small negative value (−1892 元
// beside 186,000,000) by a whole tick interval (to −50,000,000), squeezing every bar: such an axis
// starts just below the negative value instead.

/** `2,500`, `3000万`, `1.5亿`: an axis label short enough for several to fit. */
export function compactAxisLabel(value: number): string {
  const size = Math.abs(value);
  const trim = (v: number) => String(Number(v.toFixed(2)));
  if (size >= 1e8) return `${trim(value / 1e8)}亿`;
  if (size >= 1e4) return `${trim(value / 1e4)}万`;
  return value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

/** The share of the positive range up to which a negative value is "small". */
const smallShare = 0.1;

/**
 * Where the axis should start for these values: just below a negative value that is small beside the
 * positive ones (−1892 gives −2000), else undefined (echarts' own rounded extent).
 */
export function axisMinFor(values: readonly (number | null)[]): number | undefined {
  const numbers = values.filter((v): v is number => v !== null);
  const min = Math.min(0, ...numbers);
  const max = Math.max(0, ...numbers);
  if (min >= 0 || max <= 0 || -min > max * smallShare) return undefined;
  const step = 10 ** Math.floor(Math.log10(-min));
  return -Math.ceil(-min / step) * step;
}
