import { describe, expect, it } from 'vitest';
import { blockedRole } from './quotaRoles';

describe('blockedRole', () => {
  it('leaves both roles without a quota, or with quotas of both directions', () => {
    expect(blockedRole([])).toBeNull();
    expect(blockedRole([{ direction: 0 }, { direction: 1 }])).toBeNull();
  });

  it('rules out selling for a buy-only quota and buying for a sell-only one', () => {
    expect(blockedRole([{ direction: 0 }, { direction: 0 }])).toEqual({
      role: 1,
      reason: '本轮交易额度只允许购电，挂牌角色只能选择买方',
    });
    expect(blockedRole([{ direction: 1 }])?.role).toBe(0);
  });
});
