// The order form's own checks: the round's price floor, cap and decimals and positive volumes, with the
// messages the server would answer.
import { describe, expect, it } from 'vitest';
import { fieldsOfMembers, orderRules, priceProblem, volumeProblem } from './orderChecks';

const rules = orderRules({
  priceMin: 0,
  priceMax: 1500,
  priceDecimals: 3,
  volumeMin: 0,
  volumeMax: null,
  volumeDecimals: 2,
});

describe('priceProblem', () => {
  it('names too many decimals, the floor and the cap of the round', () => {
    expect(priceProblem('350.0001', rules.price)).toBe('注意保留3位小数');
    expect(priceProblem('-1', rules.price)).toBe('申报价格最小值为0元/MWh');
    expect(priceProblem('1500.5', rules.price)).toBe('申报价格最大值为1500元/MWh');
    expect(priceProblem('abc', rules.price)).toBe('请输入数字');
    expect(priceProblem('  ', rules.price)).toBe('请输入申报价格');
  });

  it('passes a price within the rules', () => {
    expect(priceProblem('350.125', rules.price)).toBeUndefined();
    expect(priceProblem('1500', rules.price)).toBeUndefined();
  });

  it('has no cap when the course sets none, and 2 decimals without rules', () => {
    const open = orderRules(undefined);
    expect(priceProblem('99999', open.price)).toBeUndefined();
    expect(priceProblem('1.234', open.price)).toBe('注意保留2位小数');
  });
});

describe('volumeProblem', () => {
  it('takes only volumes above 0 on the 0.01 grid', () => {
    expect(volumeProblem('0', rules.volume)).toBe('申报电量必须大于0');
    expect(volumeProblem('1.005', rules.volume)).toBe('注意保留2位小数');
    expect(volumeProblem('', rules.volume)).toBe('请输入申报电量');
    expect(volumeProblem('12.5', rules.volume)).toBeUndefined();
  });
});

describe('fieldsOfMembers', () => {
  it('maps server members onto the form fields', () => {
    expect(fieldsOfMembers(['price'])).toEqual(['price']);
    expect(fieldsOfMembers(['objId', 'timeId'])).toEqual(['period']);
    expect(fieldsOfMembers(['roundId'])).toEqual([]);
  });
});
