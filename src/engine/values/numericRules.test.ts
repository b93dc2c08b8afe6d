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

  it("speaks of a unit's output and of declared energy with their units, not of load", () => {
    const output = { kind: 'output' as const, decimals: 2, min: 0, max: 600 };
    expect(checkNumeric('700', output)).toBe('申报最大出力为600MW');
    expect(checkNumeric('-1', output)).toBe('申报最小出力为0MW');
    const volume = { kind: 'volume' as const, decimals: 2, min: 0, max: 5000 };
    expect(checkNumeric('-50', volume)).toBe('申报电量最小值为0MWh');
    expect(checkNumeric('5000.5', volume)).toBe('申报电量最大值为5000MWh');
    // A plain input keeps bounds without a subject.
    expect(checkNumeric('-1', { kind: 'plain', decimals: 0, min: 0 })).toBe('最小值为0');
  });

  it('accepts values on the bounds and leaves empty input to the required check', () => {
    expect(checkNumeric('0', price)).toBeUndefined();
    expect(checkNumeric('300', load)).toBeUndefined();
    expect(checkNumeric('', load)).toBeUndefined();
  });
});
