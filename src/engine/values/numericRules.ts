// The numeric input rules of spec section 5 as pure functions, so forms, declaration grids and widgets
// give the same Chinese messages for price and load inputs.

/** What a numeric input is checked against; the bounds and decimals come from config or data. */
export interface NumericRule {
  /**
   * `price` gives 元/MWh messages, `load` a load's MW messages, `output` a generating unit's MW messages,
   * `volume` MWh messages of declared energy, `plain` bounds without a subject.
   */
  kind: 'price' | 'load' | 'output' | 'volume' | 'plain';
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
  if (rule.min !== undefined && value < rule.min) return boundMessage(rule.kind, '最小', rule.min);
  if (rule.max !== undefined && value > rule.max) return boundMessage(rule.kind, '最大', rule.max);
  return undefined;
}

/**
 * A bound's message in spec section 5's forms (the server's words too, server/market/messages.ts):
 * 申报价格最小值为X元/MWh, 申报最小负荷为XMW, and alike 申报最小出力为XMW and 申报电量最小值为XMWh.
 */
function boundMessage(kind: NumericRule['kind'], which: '最小' | '最大', bound: number): string {
  switch (kind) {
    case 'price':
      return `申报价格${which}值为${bound}元/MWh`;
    case 'load':
      return `申报${which}负荷为${bound}MW`;
    case 'output':
      return `申报${which}出力为${bound}MW`;
    case 'volume':
      return `申报电量${which}值为${bound}MWh`;
    case 'plain':
      return `${which}值为${bound}`;
  }
}

/** A declared volume of zero or less: one wording on every declaration form. */
export const volumeNotPositive = '申报电量必须大于0';

/** Select prompts of spec section 5, by what is being chosen. */
export const selectPrompts = {
  province: '请选择省份',
  generator: '请选择机组',
  round: '请选择交易名称',
  role: '申报前请先选择角色',
} as const;
