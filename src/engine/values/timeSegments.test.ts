import { describe, expect, it } from 'vitest';
import { fixSegmentOverlaps } from './timeSegments';

describe('time-segment overlap rule', () => {
  it('moves a start that overlaps the previous end to that end', () => {
    expect(
      fixSegmentOverlaps([
        { start: 0, end: 40 },
        { start: 32, end: 60 },
        { start: 70, end: 96 },
      ]),
    ).toEqual([
      { start: 0, end: 40 },
      { start: 40, end: 60 },
      { start: 70, end: 96 },
    ]);
  });

  it('never leaves a segment ending before it starts', () => {
    expect(
      fixSegmentOverlaps([
        { start: 0, end: 50 },
        { start: 10, end: 20 },
      ]),
    ).toEqual([
      { start: 0, end: 50 },
      { start: 50, end: 50 },
    ]);
  });
});
