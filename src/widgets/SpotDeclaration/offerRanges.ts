// Offers per time range as the editor holds them: each range is a run of slots (start and end slot,
// inclusive) with its own typed segments. The ranges must cover the 96 slots end to end without overlap
// (the server's rule and messages, docs/market-rules.md "Day-ahead spot"); each range's curve is
// checked like a whole-day curve. A start chosen inside the range before it moves to that range's end
// (withBounds). The typed text is never lost.
import type { NumericRule } from '../../engine/values/numericRules';
import type { components } from '../../api/schema.gen';
import {
  checkSegments,
  segmentsFromSteps,
  type OfferStep,
  type SegmentErrors,
  type SegmentText,
} from './offerRows';
import { slotCount, slotStart } from './demandRows';

/** One time range of the contract. */
export type OfferTimeRange = components['schemas']['OfferTimeRange'];

/** Most ranges an offer may have (the contract's maxItems). */
export const maxRanges = 24;

/** One editable range: its slots and its typed segments. */
export interface RangeDraft {
  startTimeId: number;
  endTimeId: number;
  segments: SegmentText[];
}

export { slotCount, slotStart };
/** The end time of a slot (95 → 24:00): the next slot's start. */
export const slotEnd = (slot: number): string => slotStart(slot + 1);
/** The times a run of slots covers, e.g. 32–47 → "08:00–12:00". */
export const rangeLabel = (start: number, end: number): string =>
  `${slotStart(start)}–${slotEnd(end)}`;

/** Ranges as drafts from stored ranges (sorted by start). */
export function draftsFromRanges(ranges: readonly OfferTimeRange[]): RangeDraft[] {
  return [...ranges]
    .sort((a, b) => a.startTimeId - b.startTimeId)
    .map((r) => ({
      startTimeId: r.startTimeId,
      endTimeId: r.endTimeId,
      segments: segmentsFromSteps(r.steps),
    }));
}

/**
 * Adds a range by splitting the longest one in two halves, each keeping its segments, so the day stays
 * covered and nothing typed is lost; null when no range is long enough or the limit is reached.
 */
export function splitLongest(ranges: readonly RangeDraft[]): RangeDraft[] | null {
  if (ranges.length >= maxRanges) return null;
  let longest = -1;
  ranges.forEach((r, i) => {
    const best = ranges[longest];
    if (
      r.endTimeId > r.startTimeId &&
      (!best || r.endTimeId - r.startTimeId > best.endTimeId - best.startTimeId)
    )
      longest = i;
  });
  const cut = ranges[longest];
  if (!cut) return null;
  const middle = Math.floor((cut.startTimeId + cut.endTimeId) / 2);
  return [
    ...ranges.slice(0, longest),
    { ...cut, endTimeId: middle },
    {
      startTimeId: middle + 1,
      endTimeId: cut.endTimeId,
      segments: cut.segments.map((s) => ({ ...s })),
    },
    ...ranges.slice(longest + 1),
  ];
}

/**
 * The ranges with range `r`'s bounds changed. A start set inside the range before it is moved to that
 * range's end, the same moment (spec section 5's rule for overlapping time segments); other overlaps
 * stay for coverageProblem to name.
 */
export function withBounds(
  ranges: readonly RangeDraft[],
  r: number,
  bounds: Pick<RangeDraft, 'startTimeId' | 'endTimeId'>,
): RangeDraft[] {
  const previous = ranges[r - 1];
  const startTimeId =
    previous && bounds.startTimeId <= previous.endTimeId
      ? previous.endTimeId + 1
      : bounds.startTimeId;
  return ranges.map((range, i) => (i === r ? { ...range, ...bounds, startTimeId } : range));
}

/** The outcome of checking ranged offers. */
export type RangesCheck =
  | { ok: true; ranges: OfferTimeRange[] }
  | { ok: false; message: string; errors: SegmentErrors[][]; badRange: number | null };

/** The first coverage problem of the ranges (a gap, an overlap, bounds), or null. */
export function coverageProblem(
  ranges: readonly RangeDraft[],
): { message: string; range: number } | null {
  const bad = ranges.findIndex((r) => r.startTimeId > r.endTimeId);
  if (bad >= 0) return { message: `第${bad + 1}个时段的开始时间应早于结束时间`, range: bad };
  const order = ranges.map((r, index) => ({ ...r, index }));
  order.sort((a, b) => a.startTimeId - b.startTimeId || a.index - b.index);
  let next = 0;
  let previous: (typeof order)[number] | undefined;
  for (const r of order) {
    if (r.startTimeId > next)
      return {
        message: `${rangeLabel(next, r.startTimeId - 1)}没有报价：各时段应首尾相接，覆盖全天96个时段`,
        range: r.index,
      };
    if (previous && r.startTimeId < next)
      return {
        message: `第${r.index + 1}个时段与第${previous.index + 1}个时段在${rangeLabel(r.startTimeId, Math.min(next - 1, r.endTimeId))}重叠：各时段不能重叠`,
        range: r.index,
      };
    next = r.endTimeId + 1;
    previous = r;
  }
  if (next < slotCount)
    return {
      message: `${rangeLabel(next, slotCount - 1)}没有报价：各时段应首尾相接，覆盖全天96个时段`,
      range: previous?.index ?? 0,
    };
  return null;
}

/** Checks the coverage, then each range's segments; the typed text is kept either way. */
export function checkRanges(
  ranges: readonly RangeDraft[],
  price: NumericRule,
  volume: NumericRule,
): RangesCheck {
  const none = ranges.map(() => [] as SegmentErrors[]);
  if (ranges.length < 1 || ranges.length > maxRanges)
    return {
      ok: false,
      message: `分时段报价应有1至${maxRanges}个时段`,
      errors: none,
      badRange: null,
    };
  const coverage = coverageProblem(ranges);
  if (coverage)
    return { ok: false, message: coverage.message, errors: none, badRange: coverage.range };
  const checks = ranges.map((r) => checkSegments(r.segments, price, volume));
  const failed = checks.findIndex((c) => !c.ok);
  if (failed >= 0) {
    const r = ranges[failed]!;
    return {
      ok: false,
      message: `第${failed + 1}个时段（${rangeLabel(r.startTimeId, r.endTimeId)}）：请按提示修改报价段`,
      errors: checks.map((c) => (c.ok ? [] : c.errors)),
      badRange: null,
    };
  }
  return {
    ok: true,
    ranges: ranges.map((r, i) => {
      const check = checks[i];
      const steps: OfferStep[] = check?.ok ? check.steps : [];
      return { startTimeId: r.startTimeId, endTimeId: r.endTimeId, steps };
    }),
  };
}

/** The range, segment and cell a server validation member names (`ranges[1].steps[0].price`). */
export function rangeCellOfMember(
  member: string,
): { range: number; index: number; cell: keyof SegmentText } | null {
  const match = /^ranges\[(\d+)\]\.steps\[(\d+)\]\.(volume|price)$/.exec(member);
  return match
    ? { range: Number(match[1]), index: Number(match[2]), cell: match[3] as keyof SegmentText }
    : null;
}
