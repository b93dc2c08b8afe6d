// A day-ahead offer as the editor holds it: rows of typed text (cumulative MW at the end of the segment
// and its price), checked with the section 5 rules the server applies (docs/market-rules.md, "Day-ahead
// spot"): 1 to 10 segments, MW rising up to the unit's capacity, prices never falling, within the floor
// and cap with the allowed decimals, and the curve reaching the unit's minimum output (Pmin). Messages
// say which segment to fix; the typed text is never lost.
import type { components } from '../../api/schema.gen';
import { checkNumeric, type NumericRule } from '../../engine/values/numericRules';

/** One stored offer segment of the contract. */
export type OfferStep = components['schemas']['PriceVolumeStep'];
type Generator = components['schemas']['Generator'];

/** Most segments an offer may have (the contract's maxItems). */
export const maxSegments = 10;
/** Decimal places of MW in offers and bids (the server's rule). */
export const mwDecimals = 2;

/** One editable segment: what the user typed. */
export interface SegmentText {
  volume: string;
  price: string;
}

/** Messages of one segment's cells. */
export type SegmentErrors = Partial<Record<keyof SegmentText, string>>;

/** The MW rule of a unit's segment ends: 0 up to its capacity, 2 decimals, in output words. */
export function volumeRule(pmaxMw: number | undefined): NumericRule {
  return { kind: 'output', decimals: mwDecimals, min: 0, ...(pmaxMw ? { max: pmaxMw } : {}) };
}

/** Energy types clearing without a minimum output: wind (4) and solar (5), as on the server. */
const noMinimumTypes: ReadonlySet<number> = new Set([4, 5]);

/**
 * The MW an offer's curves must reach: the unit's Pmin in the provincial market; 0 for wind and solar
 * and for an inter-provincial (export) offer (`province` set), which clear without one.
 */
export function offerMinimum(
  unit: Pick<Generator, 'type' | 'minOutput'>,
  province: string | null,
): number {
  return province === null && !noMinimumTypes.has(unit.type) ? (unit.minOutput ?? 0) : 0;
}

/** The times of the whole day, as the Pmin message names a whole-day curve. */
export const wholeDayTimes = '00:00–24:00';

/**
 * The message when a curve ends below `minMw` (the server's words, docs/market-rules.md), else
 * undefined: 华鲁#1机组 00:00–24:00 报价段末出力应不低于最小技术出力240MW.
 */
export function belowMinimum(
  steps: readonly OfferStep[],
  minMw: number,
  unitName: string,
  times: string,
): string | undefined {
  const end = steps[steps.length - 1]?.volume ?? 0;
  return minMw > 0 && end < minMw
    ? `${unitName} ${times} 报价段末出力应不低于最小技术出力${minMw}MW`
    : undefined;
}

/** Segments as text, from stored steps (an empty first segment when there are none). */
export function segmentsFromSteps(steps: readonly OfferStep[] | undefined): SegmentText[] {
  if (!steps || steps.length === 0) return [{ volume: '', price: '' }];
  return steps.map((s) => ({ volume: String(s.volume), price: String(s.price) }));
}

/** The outcome of checking an offer: its steps, or per-segment messages and a summary. */
export type OfferCheck =
  { ok: true; steps: OfferStep[] } | { ok: false; errors: SegmentErrors[]; message: string };

/** Checks the typed segments against the rules; the first message of each cell is kept. */
export function checkSegments(
  segments: readonly SegmentText[],
  price: NumericRule,
  volume: NumericRule,
): OfferCheck {
  const errors: SegmentErrors[] = segments.map(() => ({}));
  if (segments.length < 1 || segments.length > maxSegments)
    return { ok: false, errors, message: `报价段数应为1至${maxSegments}段` };
  segments.forEach((s, i) => {
    const e = errors[i]!;
    e.volume = s.volume.trim() === '' ? `请填写第${i + 1}段出力` : checkNumeric(s.volume, volume);
    e.price = s.price.trim() === '' ? `请填写第${i + 1}段报价` : checkNumeric(s.price, price);
    if (e.volume || e.price) return;
    const v = Number(s.volume);
    const p = Number(s.price);
    const previous = segments[i - 1];
    if (!previous) {
      if (v <= 0) e.volume = '第1段出力必须大于0';
      return;
    }
    if (previous.volume.trim() !== '' && v <= Number(previous.volume))
      e.volume = `第${i + 1}段出力应大于第${i}段（各段出力应逐段递增）`;
    if (previous.price.trim() !== '' && p < Number(previous.price))
      e.price = `第${i + 1}段报价不应低于第${i}段（各段报价应逐段递增或持平）`;
  });
  const clean = errors.map((e) =>
    Object.fromEntries(Object.entries(e).filter(([, m]) => m !== undefined)),
  ) as SegmentErrors[];
  const first = clean.find((e) => e.volume ?? e.price);
  if (first) return { ok: false, errors: clean, message: '请按提示修改报价段' };
  return {
    ok: true,
    steps: segments.map((s) => ({ volume: Number(s.volume), price: Number(s.price) })),
  };
}

/** The segment and cell a server validation member names (`steps[2].price`), if any. */
export function cellOfMember(member: string): { index: number; cell: keyof SegmentText } | null {
  const match = /^steps\[(\d+)\]\.(volume|price)$/.exec(member);
  return match ? { index: Number(match[1]), cell: match[2] as keyof SegmentText } : null;
}

/** One drawn step of the offer curve: from and to MW at one price. */
export interface CurveStep {
  fromVolume: number;
  toVolume: number;
  price: number;
}

/** The curve of the typed segments as far as they read as numbers (drawn while typing). */
export function curveOf(segments: readonly SegmentText[]): CurveStep[] {
  const steps: CurveStep[] = [];
  let from = 0;
  for (const s of segments) {
    const to = Number(s.volume);
    const price = Number(s.price);
    if (s.volume.trim() === '' || s.price.trim() === '' || !Number.isFinite(to + price)) break;
    if (to <= from) break;
    steps.push({ fromVolume: from, toVolume: to, price });
    from = to;
  }
  return steps;
}
