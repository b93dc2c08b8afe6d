import { describe, expect, it } from 'vitest';
import { closedReason } from './declaring';

describe('closedReason', () => {
  it('waits without a message while the status loads', () => {
    expect(closedReason(null)).toBeUndefined();
  });

  it('takes declarations only while the round trades', () => {
    expect(closedReason({ status: 1, trading: true })).toBeNull();
    expect(closedReason({ status: 0, trading: false })).toBe(
      '当前没有进行中的交易场次，暂不能申报或更改挂牌角色',
    );
    expect(closedReason({ status: 2, trading: false })).toBe(
      '本轮已停止报价，不能再申报或更改挂牌角色',
    );
    expect(closedReason({ status: 3, trading: false })).toBe(
      '本轮交易申报已结束，不能再申报或更改挂牌角色',
    );
  });
});
