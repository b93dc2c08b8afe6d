// The time-segment overlap rule of spec section 5: a segment starting before the previous one ends is
// moved to start at that same moment.

/** A declared time segment in slot ids (0–96, end exclusive). */
export interface TimeSegment {
  start: number;
  end: number;
}

/** Segments in order with every overlapping start moved to the previous segment's end. */
export function fixSegmentOverlaps(segments: readonly TimeSegment[]): TimeSegment[] {
  const out: TimeSegment[] = [];
  for (const segment of segments) {
    const previous = out[out.length - 1];
    const start = previous && segment.start < previous.end ? previous.end : segment.start;
    out.push({ start, end: Math.max(start, segment.end) });
  }
  return out;
}
