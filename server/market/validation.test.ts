import { describe, expect, it } from 'vitest';
import { checkNumber, validateDeclaration, type DeclarationContext } from './validation';

const rules = { price: { decimals: 2, min: 0, max: 1500 } };
const open: DeclarationContext = { roundStatus: 1, segmentIds: [1, 2, 3] };

function messages(price: unknown, volume: unknown, context: Partial<DeclarationContext> = {}) {
  return validateDeclaration({ side: 'buy', segmentId: 1, price, volume }, rules, {
    ...open,
    ...context,
  }).map((i) => i.message);
}

describe('checkNumber (spec section 5 numeric input)', () => {
  it('asks for a number when the input is not one', () => {
    expect(checkNumber('abc', 'price', { decimals: 2 })).toBe('请输入数字');
    expect(checkNumber(undefined, 'price', { decimals: 2 })).toBe('请输入数字');
    expect(checkNumber(Number.NaN, 'price', { decimals: 2 })).toBe('请输入数字');
  });

  it('names the decimals allowed, or asks for an integer when none are', () => {
    expect(checkNumber(1.234, 'price', { decimals: 2 })).toBe('注意保留2位小数');
    expect(checkNumber(1.5, 'load', { decimals: 0 })).toBe('请填写整数');
    expect(checkNumber('12.30', 'price', { decimals: 2 })).toBeNull();
  });

  it('names the bound and unit of price and load', () => {
    expect(checkNumber(-1, 'price', { decimals: 2, min: 0 })).toBe('申报价格最小值为0元/MWh');
    expect(checkNumber(1501, 'price', { decimals: 2, max: 1500 })).toBe(
      '申报价格最大值为1500元/MWh',
    );
    expect(checkNumber(5, 'load', { decimals: 0, min: 10 })).toBe('申报最小负荷为10MW');
  });
});

describe('validateDeclaration', () => {
  it('accepts a declaration within the bounds and the quota', () => {
    expect(messages(350.5, 20, { remaining: 20.0001 })).toEqual([]);
  });

  it('rejects a price outside the bounds and a volume not above 0, both at once', () => {
    expect(messages(-5, 0)).toEqual(['申报价格最小值为0元/MWh', '申报电量必须大于0']);
  });

  it('keeps volumes to 2 decimals', () => {
    expect(messages(300, 1.005)).toEqual(['注意保留2位小数']);
  });

  it('rejects a volume that, with what is already declared, passes the remaining quota', () => {
    // 30 + 20.01 = 50.01 > 50.0000 remaining.
    expect(messages(300, 20.01, { remaining: 50, alreadyDeclared: 30 })).toEqual([
      '申报电量超过剩余额度',
    ]);
    // 0.1 + 0.2 adds to 0.30000000000000004 in floating point; on the 4-decimal grid it equals 0.3.
    expect(messages(300, 0.2, { remaining: 0.3, alreadyDeclared: 0.1 })).toEqual([]);
  });

  it("rejects any volume on a side the quota direction blocks ('-')", () => {
    expect(messages(300, 1, { remaining: null })).toEqual(['当前额度方向不允许购电']);
  });

  it('refuses every declaration once quotation stopped (status 2) or the round ended (status 3)', () => {
    expect(messages(300, 1, { roundStatus: 2 })).toEqual(['本轮交易已停止报价，不能再申报']);
    expect(messages(300, 1, { roundStatus: 3 })).toEqual(['本轮交易申报已结束，不能再申报']);
  });

  it('rejects a segment the object solution does not have', () => {
    const issues = validateDeclaration(
      { side: 'sell', segmentId: 7, price: 1, volume: 1 },
      rules,
      open,
    );
    expect(issues).toEqual([{ field: 'segmentId', message: '时段不存在：7' }]);
  });
});
