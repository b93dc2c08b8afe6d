import { describe, expect, it } from 'vitest';
import { round, spotRound } from '../../api/testing/fixtures/round';
import type { Round } from '../../machines/courseState';
import { daysOf, monthlyRounds, monthsOf, openingDay, roundsByDay } from './roundPeriods';

const multiDay: Round = {
  ...round,
  id: 31,
  name: '6 月 10–16 日多日滚动撮合',
  type: 3,
  cycle: 2,
  startDay: 10,
  endDay: 16,
};
const session: Round = { ...round, id: 32, name: '第 1 场', type: 3, parentId: multiDay.id };

describe('the trading calendar’s periods', () => {
  it('puts a daily round on its day and a multi-day round on each of its days', () => {
    expect(daysOf(spotRound)).toEqual(['2025-06-15']);
    expect(daysOf(multiDay)).toEqual([10, 11, 12, 13, 14, 15, 16].map((d) => `2025-06-${d}`));
    expect(roundsByDay([round, spotRound, multiDay]).get('2025-06-15')).toEqual([
      spotRound,
      multiDay,
    ]);
  });

  it('lists a monthly round by the months it names, not on each day', () => {
    expect(daysOf(round)).toEqual([]);
    expect(monthsOf({ ...round, months: [6, 7] })).toEqual(['2025-06', '2025-07']);
    expect(monthsOf({ ...round, months: [] })).toEqual(['2025-06']);
    expect(monthlyRounds([round, spotRound]).get('2025-06')).toEqual([round]);
  });

  it('clips days past the month’s end and fills days the server left out', () => {
    expect(daysOf({ ...multiDay, month: 2, startDay: 27, endDay: 31 })).toEqual([
      '2025-02-27',
      '2025-02-28',
    ]);
    const { endDay: _end, ...open } = multiDay;
    expect(daysOf(open).at(-1)).toBe('2025-06-30');
  });

  it('shows a rolling round’s sessions through their parent', () => {
    expect(roundsByDay([multiDay, session]).get('2025-06-10')).toEqual([multiDay]);
    expect(monthlyRounds([session]).size).toBe(0);
  });

  it('opens on the current round’s first day, else the first round’s, else nothing', () => {
    expect(openingDay([round, spotRound], spotRound)).toBe('2025-06-15');
    expect(openingDay([round, spotRound], null)).toBe('2025-06-01');
    expect(openingDay([], null)).toBeNull();
  });
});
