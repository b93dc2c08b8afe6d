import { describe, expect, it } from 'vitest';
import { round, spotRound } from '../../api/testing/fixtures/round';
import { legendTags, statusTag } from './roundLabels';

describe('the trading calendar’s status tags', () => {
  it('words a stopped round as its round type does: spot 停止申报, others 停止报价', () => {
    expect(statusTag({ ...spotRound, status: 2 })).toEqual({ text: '停止申报', state: 'pending' });
    expect(statusTag({ ...round, status: 2 })).toEqual({ text: '停止报价', state: 'pending' });
    expect(statusTag({ ...spotRound, status: 0 }).text).toBe('交易中');
    // A status the contract does not know yet, as an older client would meet it.
    const unknown = { ...round, status: 9 } as unknown as typeof round;
    expect(statusTag(unknown)).toEqual({ text: '未知状态', state: 'neutral' });
  });

  it('lists in the legend every wording of a status the course’s rounds use', () => {
    expect(legendTags([round, spotRound]).map((t) => t.text)).toEqual([
      '交易中',
      '申报中',
      '停止报价／停止申报',
      '申报结束',
    ]);
    expect(legendTags([spotRound])[2]).toEqual({ text: '停止申报', state: 'pending' });
    expect(legendTags([round])[2]?.text).toBe('停止报价');
    expect(legendTags([])[2]?.text).toBe('停止报价');
  });
});
