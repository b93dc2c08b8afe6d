// The menus as the config files resolve them: the top-menu layout's five items (the spec's 我的仿真,
// 企业信息, 信息披露, 我的交易, 结算报告) in a teaching course and in paper mode, and the side menu's
// link to the teacher area, shown by permission.
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

describe('the side menu', () => {
  it('links the teacher area only for a user holding an admin permission (spec section 6)', () => {
    const labels = (isAdmin: boolean) =>
      resolveMenu('side', menus, { ...emptyRuleContext(), isAdmin }).map((i) => i.label);
    expect(labels(true)).toContain('教学管理');
    expect(labels(false)).not.toContain('教学管理');
    expect(resolveMenu('side', menus, { ...emptyRuleContext(), isAdmin: true }).at(-1)?.route).toBe(
      'admin',
    );
  });
});

describe('the trade menu', () => {
  const groups = (rules: Partial<ReturnType<typeof emptyRuleContext>>) =>
    resolveMenu('side', menus, { ...emptyRuleContext(), hasRounds: true, isSeller: true, ...rules })
      .find((i) => i.key === 'trade')
      ?.children?.map((c) => c.label) ?? [];

  it('shows 省间中长期 only when the course has an inter-provincial round (spec section 2)', () => {
    expect(groups({ roundTypes: [15] })).not.toContain('省间中长期');
    expect(
      groups({ roundTypes: [15], hasInterProvincialRound: true, interProvincialRoundTypes: [15] }),
    ).toContain('省间中长期');
  });

  it('shows 省间现货 only when the scene trades between provinces and the course has a spot round', () => {
    expect(groups({ roundTypes: [11], hasInterTrade: false })).not.toContain('省间现货');
    expect(groups({ roundTypes: [11], hasInterTrade: false })).toContain('省内现货');
    expect(groups({ roundTypes: [11], hasInterTrade: true })).toContain('省间现货');
    expect(groups({ roundTypes: [15], hasInterTrade: true })).not.toContain('省间现货');
  });
});
