// Offers per time range: a seller may give each unit one curve for the whole day or one curve per range
// of slots it chooses. The ranges must cover slots 0–95 end to end without overlap, and each curve obeys
// the section 5 rules of a whole-day curve. Messages name the range as typed (第n个时段) and its times.
import { validationError } from '../../auth/identity';
import { formatSlot } from '../../market/timeSegments';
import { checkOfferSteps, SLOTS, type DeclaredStep, type OfferLimits } from './spotOfferRules';

/** Most time ranges an offer may have (the contract's maxItems). */
export const MAX_OFFER_RANGES = 24;

/** One time range as declared: slots startTimeId to endTimeId inclusive, and its curve. */
export interface DeclaredRange {
  startTimeId: number;
  endTimeId: number;
  steps: DeclaredStep[];
}

/** The times a run of slots covers, e.g. slots 32–47 → "08:00–12:00". */
export function rangeLabel(startTimeId: number, endTimeId: number): string {
  return `${formatSlot(startTimeId)}–${formatSlot(endTimeId + 1)}`;
}

/**
 * Throws a 400 with the first broken rule of ranged offers; returns the ranges sorted by start. Checked
 * in this order: the count, each range's bounds, coverage (gaps and overlaps), then each range's curve.
 */
export function checkOfferRanges(
  ranges: readonly DeclaredRange[],
  limits: OfferLimits,
): DeclaredRange[] {
  if (ranges.length < 1 || ranges.length > MAX_OFFER_RANGES)
    throw validationError(`分时段报价应有1至${MAX_OFFER_RANGES}个时段`, 'ranges');
  ranges.forEach((r, i) => {
    const inDay = (t: number) => Number.isInteger(t) && t >= 0 && t < SLOTS;
    if (!inDay(r.startTimeId) || !inDay(r.endTimeId) || r.startTimeId > r.endTimeId)
      throw validationError(
        `第${i + 1}个时段的起止时间有误：应在00:00至24:00之间，且开始早于结束`,
        `ranges[${i}].startTimeId`,
      );
  });
  const order = ranges.map((r, index) => ({ ...r, index }));
  order.sort((a, b) => a.startTimeId - b.startTimeId || a.index - b.index);
  let next = 0;
  let previous: (typeof order)[number] | undefined;
  for (const r of order) {
    if (r.startTimeId > next)
      throw validationError(
        `${rangeLabel(next, r.startTimeId - 1)}没有报价：各时段应首尾相接，覆盖全天96个时段`,
        `ranges[${r.index}].startTimeId`,
      );
    if (previous && r.startTimeId < next)
      throw validationError(
        `第${r.index + 1}个时段与第${previous.index + 1}个时段在${rangeLabel(r.startTimeId, Math.min(next, r.endTimeId + 1) - 1)}重叠：各时段不能重叠`,
        `ranges[${r.index}].startTimeId`,
      );
    next = r.endTimeId + 1;
    previous = r;
  }
  if (next < SLOTS)
    throw validationError(
      `${rangeLabel(next, SLOTS - 1)}没有报价：各时段应首尾相接，覆盖全天96个时段`,
      `ranges[${previous?.index ?? 0}].endTimeId`,
    );
  ranges.forEach((r, i) =>
    checkOfferSteps(r.steps, limits, {
      member: `ranges[${i}].steps`,
      label: `第${i + 1}个时段（${rangeLabel(r.startTimeId, r.endTimeId)}）：`,
      times: rangeLabel(r.startTimeId, r.endTimeId),
    }),
  );
  return order.map(({ startTimeId, endTimeId, steps }) => ({
    startTimeId,
    endTimeId,
    steps: steps.map((s) => ({ volume: s.volume, price: s.price })),
  }));
}

/** The declared curve of each of the 96 slots: the whole-day steps, or each range's in its slots. */
export function stepsPerSlot(
  steps: readonly DeclaredStep[],
  ranges: readonly DeclaredRange[] | null,
): DeclaredStep[][] {
  return Array.from({ length: SLOTS }, (_, t) => [
    ...(ranges?.find((r) => r.startTimeId <= t && t <= r.endTimeId)?.steps ?? steps),
  ]);
}
