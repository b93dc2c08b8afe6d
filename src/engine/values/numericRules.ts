// The numeric input rules of spec section 5 as pure functions, so forms, declaration grids and widgets
// give the same Chinese messages for price and load inputs.

/** What a numeric input is checked against; the bounds and decimals come from config or data. */
export interface NumericRule {
  /** `price` gives 元/MWh messages, `load` gives MW messages, `plain` only checks format. */
  kind: 'price' | 'load' | 'plain';
  /** Decimal places allowed; 0 means integers only. */
  decimals: number;
  /** Smallest allowed value. */
  min?: number;
  /** Largest allowed value. */
  max?: number;
}

/** Number of decimal places written in a numeric text. */
export function decimalPlaces(text: string): number {
  const match = /\.(\d+)$/.exec(text.trim());
  return match?.[1]?.length ?? 0;
}

/** Whether a text is a plain decimal number (no exponent, no hex, no spaces inside). */
export function isNumericText(text: string): boolean {
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text.trim());
}

/** The Chinese message for an input, or undefined when it passes; an empty input is not checked here. */
export function checkNumeric(input: string | number, rule: NumericRule): string | undefined {
  const text = String(input).trim();
  if (text === '') return undefined;
  if (!isNumericText(text)) return '请输入数字';
  if (decimalPlaces(text) > rule.decimals) {
    return rule.decimals === 0 ? '请填写整数' : `注意保留${rule.decimals}位小数`;
  }
  const value = Number(text);
  if (rule.min !== undefined && value < rule.min) {
    if (rule.kind === 'price') return `申报价格最小值为${rule.min}元/MWh`;
    if (rule.kind === 'load') return `申报最小负荷为${rule.min}MW`;
    return `最小值为${rule.min}`;
  }
  if (rule.max !== undefined && value > rule.max) {
    if (rule.kind === 'price') return `申报价格最大值为${rule.max}元/MWh`;
    if (rule.kind === 'load') return `申报最大负荷为${rule.max}MW`;
    return `最大值为${rule.max}`;
  }
  return undefined;
}

/** Select prompts of spec section 5, by what is being chosen. */
export const selectPrompts = {
  province: '请选择省份',
  generator: '请选择机组',
  round: '请选择交易名称',
  role: '申报前请先选择角色',
} as const;
