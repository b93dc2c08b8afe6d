import { describe, expect, it } from 'vitest';
import { announcementRoundId, roundHeaderTag, roundPhase, roundStatusLabel } from './roundStatus';
import { roundStatusScenarios } from './roundStatusMachine.scenarios';

describe('round status helpers', () => {
  it('maps 0 and 1 to declaring, 2 to quotation stopped, 3 to declaration ended', () => {
    expect([0, 1, 2, 3].map(roundPhase)).toEqual([
      'declaring',
      'declaring',
      'quotationStopped',
      'declarationEnded',
    ]);
  });

  it('labels each status and treats an unknown one as ended', () => {
    expect([0, 1, 2, 3, 9].map(roundStatusLabel)).toEqual([
      '交易中',
      '申报中',
      '停止报价',
      '申报结束',
      '申报结束',
    ]);
  });

  it('reads 交易中 only for status 0 in the header tag', () => {
    expect(roundHeaderTag({ name: '第1轮', status: 0 })).toBe('第1轮交易中');
    expect(roundHeaderTag({ name: '第1轮', status: 1 })).toBe('第1轮交易结束');
    expect(roundHeaderTag({ name: '第1轮', status: 3 })).toBe('第1轮交易结束');
  });

  it('reads a rolling-matching round as trading while the server takes its orders', () => {
    const rolling = (status: number, sessions?: Array<{ status: number; hidden?: boolean }>) =>
      roundHeaderTag({ name: '3月滚动撮合', status, type: 3, ...(sessions ? { sessions } : {}) });
    // Without sessions: open while status 0 or 1.
    expect(rolling(1)).toBe('3月滚动撮合交易中');
    expect(rolling(2)).toBe('3月滚动撮合交易结束');
    // With sessions: a started one still open trades; none started, or all stopped, does not.
    expect(rolling(1, [{ status: 3 }, { status: 0 }])).toBe('3月滚动撮合交易中');
    expect(rolling(1, [{ status: 0, hidden: true }])).toBe('3月滚动撮合交易结束');
    expect(rolling(1, [{ status: 3 }, { status: 2 }])).toBe('3月滚动撮合交易结束');
    // A closed round ends its sessions; the round's own status wins.
    expect(rolling(3, [{ status: 0 }])).toBe('3月滚动撮合交易结束');
  });

  it('matches announcements of rolling matching on the first sub-round', () => {
    expect(announcementRoundId({ id: 'r', type: 3 }, [{ id: 's1' }, { id: 's2' }])).toBe('s1');
    expect(announcementRoundId({ id: 'r', type: 3 }, [])).toBe('r');
    expect(announcementRoundId({ id: 'r', type: 15 }, [{ id: 's1' }])).toBe('r');
  });
});

describe('roundStatusMachine', () => {
  for (const s of roundStatusScenarios) it(s.name, async () => void (await s.run()));
});
