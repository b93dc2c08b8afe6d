import { describe, expect, it } from 'vitest';
import { checkLoaded, disclosureTabs, menus, routes, ruleIssues } from './load';
import { disclosureTabKeys } from './names';

describe('loading configs', () => {
  it('throws with file and JSON path when a loaded rule names an unknown variable', () => {
    const bad = { items: [{ key: 'x', visibleWhen: { var: 'hasRound' } }] };
    expect(() => checkLoaded({ 'config/menus/side.json': bad })).toThrow(
      /config\/menus\/side.json \/items\/0\/visibleWhen\/var: 找到 变量 "hasRound"，应为 规则变量之一：.*（是否想写 "hasRounds"？）/,
    );
  });

  it('names each bad rule by its own path, deep in one branch and beside it in the next', () => {
    const bad = {
      items: [
        { key: 'a', children: [{ key: 'a1' }, { key: 'a2', visibleWhen: { var: 'nope' } }] },
        { key: 'b', visibleWhen: { var: 'nope' } },
      ],
    };
    expect(ruleIssues('config/menus/side.json', bad).map((i) => i.path)).toEqual([
      '/items/0/children/1/visibleWhen/var',
      '/items/1/visibleWhen/var',
    ]);
  });

  it('loads the bundled menus, routes and every disclosure tab', () => {
    expect(Object.keys(menus).sort()).toEqual(['disclosure', 'side', 'top', 'trade']);
    expect(routes.routes.find((r) => r.name === 'user-centerTrade')?.path).toBe(
      '/user/centerTrade/:id',
    );
    expect(Object.keys(disclosureTabs.tabs).sort()).toEqual([...disclosureTabKeys].sort());
  });
});
