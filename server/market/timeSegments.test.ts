import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_SEGMENTS,
  checkSegments,
  formatSlot,
  hourToSlots,
  parseHours,
  segmentOfHour,
  slotToHour,
} from './timeSegments';

describe('time of day', () => {
  it('formats slots 0, 1 and 95 as 00:00, 00:15 and 23:45', () => {
    expect([0, 1, 95].map(formatSlot)).toEqual(['00:00', '00:15', '23:45']);
  });

  it('maps slots to hours and back (slot 41 is in hour 10, hour 10 holds slots 40-43)', () => {
    expect(slotToHour(41)).toBe(10);
    expect(hourToSlots(10)).toEqual([40, 41, 42, 43]);
  });
});

describe('default object solution', () => {
  it('covers each of the 24 hours exactly once', () => {
    const hours = DEFAULT_TIME_SEGMENTS.flatMap((s) => s.hours).sort((a, b) => a - b);
    expect(hours).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(checkSegments(DEFAULT_TIME_SEGMENTS)).toEqual([]);
  });

  it('puts 13 in flat (2), 14 in peak (1) and 8 in valley (3)', () => {
    expect([13, 14, 8].map((h) => segmentOfHour(DEFAULT_TIME_SEGMENTS, h)?.id)).toEqual([2, 1, 3]);
  });
});

describe('parseHours and checkSegments', () => {
  it('reads lists and ranges, sorted and without repeats', () => {
    expect(parseHours('14-16, 10，10')).toEqual([10, 14, 15, 16]);
  });

  it('names the bad part of a malformed list', () => {
    expect(parseHours('10,25')).toBe('时段小时格式错误：25');
    expect(parseHours('12-10')).toBe('时段小时格式错误：12-10');
  });

  it('reports an hour claimed by two segments and a repeated id', () => {
    const problems = checkSegments([
      { id: 1, name: '峰', hours: [10] },
      { id: 1, name: '平', hours: [10] },
    ]);
    expect(problems).toEqual(['时段编号重复：1', '10时同时属于“峰”和“平”']);
  });
});
