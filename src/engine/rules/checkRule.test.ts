import { describe, expect, it } from 'vitest';
import { checkRule } from './checkRule';
import { emptyRuleContext } from './context';
import { isVisible } from './evaluate';

describe('visibility rules', () => {
  it('accepts documented variables, relative vars inside some, and plain booleans', () => {
    expect(checkRule(true)).toEqual([]);
    expect(
      checkRule({ and: [{ var: 'args.IsBuildQuestions' }, { in: [15, { var: 'roundTypes' }] }] }),
    ).toEqual([]);
    expect(checkRule({ some: [{ var: 'permissions' }, { '==': [{ var: '' }, 'Admin'] }] })).toEqual(
      [],
    );
  });

  it('locates unknown variables and operators below the rule', () => {
    expect(checkRule({ or: [{ var: 'roundType' }, { xor: [] }] })).toEqual([
      {
        at: ['or', 0, 'var'],
        found: '变量 "roundType"',
        expected: expect.stringMatching(/^规则变量之一：.*（是否想写 "roundTypes"？）$/),
      },
      {
        at: ['or', 1],
        found: '运算符 "xor"',
        expected: expect.stringMatching(/^运算符之一：.*（是否想写 "or"？）$/),
      },
    ]);
  });

  it('evaluates rules against the context', () => {
    const context = {
      ...emptyRuleContext(),
      roundTypes: [3, 15],
      settings: { EnableListing: false },
    };
    expect(isVisible({ in: [15, { var: 'roundTypes' }] }, context)).toBe(true);
    expect(isVisible({ var: 'settings.EnableListing' }, context)).toBe(false);
    expect(isVisible(undefined, context)).toBe(true);
  });
});
