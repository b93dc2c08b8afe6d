import { describe, expect, it } from 'vitest';
import { checkNumeric } from './numericRules';

describe('numeric rules of spec section 5', () => {
  const price = { kind: 'price' as const, decimals: 2, min: 0, max: 1500 };
  const load = { kind: 'load' as const, decimals: 0, min: 10, max: 300 };

  it('asks for a number when the text is not one', () => {
    expect(checkNumeric('12a', price)).toBe('请输入数字');
    expect(checkNumeric('1e3', price)).toBe('请输入数字');
  });

  it('names the allowed decimals, or asks for an integer when none are allowed', () => {
    expect(checkNumeric('1.234', price)).toBe('注意保留2位小数');
    expect(checkNumeric('12.5', load)).toBe('请填写整数');
    expect(checkNumeric('1.23', price)).toBeUndefined();
  });

  it('gives the price and load minimum and maximum messages with their bounds', () => {
    expect(checkNumeric('-0.01', price)).toBe('申报价格最小值为0元/MWh');
    expect(checkNumeric('1500.01', price)).toBe('申报价格最大值为1500元/MWh');
    expect(checkNumeric('9', load)).toBe('申报最小负荷为10MW');
    expect(checkNumeric(301, load)).toBe('申报最大负荷为300MW');
  });

  it('accepts values on the bounds and leaves empty input to the required check', () => {
    expect(checkNumeric('0', price)).toBeUndefined();
    expect(checkNumeric('300', load)).toBeUndefined();
    expect(checkNumeric('', load)).toBeUndefined();
  });
});
