// Which listing roles the round's quota leaves an enterprise (spec: a quota of direction 1, sell, blocks
// buying; 0, buy, blocks selling). A retailer whose quota only buys could choose 卖方 and learnt only at
// submit (当前额度方向不允许售电); the role bar now offers only the side the quota allows.
import type { Role } from './RoleBar';

/** A quota row of getListingQuota as the role bar reads it. */
export interface QuotaSide {
  direction?: number | null;
}

/** The role the quota rules out, with why; null when both sides may trade (or there is no quota). */
export function blockedRole(rows: readonly QuotaSide[]): { role: Role; reason: string } | null {
  if (rows.length === 0) return null;
  if (rows.every((r) => r.direction === 1)) {
    return { role: 0, reason: '本轮交易额度只允许售电，挂牌角色只能选择卖方' };
  }
  if (rows.every((r) => r.direction === 0)) {
    return { role: 1, reason: '本轮交易额度只允许购电，挂牌角色只能选择买方' };
  }
  return null;
}
