// The menus as the config files resolve them: the top-menu layout's five items (the spec's 我的仿真,
// 企业信息, 信息披露, 我的交易, 结算报告) in a teaching course and in paper mode.
import { describe, expect, it } from 'vitest';
import { menus } from './config/load';
import { resolveMenu } from './menu';
import { emptyRuleContext } from './rules/context';

describe('the top menu', () => {
  it.each([false, true])('has five items with paperMode %s', (paperMode) => {
    const rules = { ...emptyRuleContext(), hasRounds: true, isSeller: true, paperMode };
    const items = resolveMenu('top', menus, rules);
    expect(items.map((i) => i.label)).toEqual([
      '我的仿真',
      '企业信息',
      '信息披露',
      '我的交易',
      '结算报告',
    ]);
    expect(items[3]?.route).toBe(paperMode ? 'user-cert' : 'user-business');
  });
});
