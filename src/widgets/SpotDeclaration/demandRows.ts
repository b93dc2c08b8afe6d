// A load's 96-point bid as the editor holds it: one text per slot, filled per period ("from slot to
// slot, MW") or from the forecast, checked with the load rule of section 5 before it is sent.
import { checkNumeric, type NumericRule } from '../../engine/values/numericRules';
import { mwDecimals } from './offerRows';

/** Slots of a trading day. */
export const slotCount = 96;

/** HH:MM of a slot's start (slot 95 starts at 23:45). */
export function slotStart(slot: number): string {
  const minutes = slot * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The load rule of a load's bid: 0 up to `maxMw`, 2 decimals. */
export function demandRule(maxMw: number | undefined): NumericRule {
  return { kind: 'load', decimals: mwDecimals, min: 0, ...(maxMw ? { max: maxMw } : {}) };
}

/** 96 texts from stored points (by timeId), or empty texts. */
export function textsFromPoints(
  points: ReadonlyArray<{ timeId: number; volume: number }> | undefined,
): string[] {
  const texts = new Array<string>(slotCount).fill('');
  for (const p of points ?? [])
    if (p.timeId >= 0 && p.timeId < slotCount) texts[p.timeId] = String(p.volume);
  return texts;
}

/** 96 forecast values from a curve of 96 slots or 24 hours (each hour spread over its 4 slots). */
export function forecastBySlot(
  points: ReadonlyArray<{ timeId: number; volume: number }>,
): (number | undefined)[] {
  const hourly = points.length > 0 && points.length <= 24;
  return Array.from(
    { length: slotCount },
    (_, slot) => points.find((p) => p.timeId === (hourly ? Math.floor(slot / 4) : slot))?.volume,
  );
}

/** Sets slots `from`..`to` (inclusive) to `text`. */
export function fillPeriod(
  texts: readonly string[],
  from: number,
  to: number,
  text: string,
): string[] {
  const [a, b] = from <= to ? [from, to] : [to, from];
  return texts.map((t, slot) => (slot >= a && slot <= b ? text : t));
}

/** The bid's points, or each bad slot's message with a summary. */
export type BidCheck =
  | { ok: true; points: { timeId: number; volume: number }[] }
  | { ok: false; errors: Record<number, string>; message: string };

/** Checks all 96 slots: each filled, a number within the rule. */
export function checkBid(texts: readonly string[], rule: NumericRule): BidCheck {
  const errors: Record<number, string> = {};
  texts.forEach((text, slot) => {
    const problem = text.trim() === '' ? '请填写该时段负荷' : checkNumeric(text, rule);
    if (problem) errors[slot] = problem;
  });
  const bad = Object.keys(errors).map(Number);
  if (bad.length > 0)
    return {
      ok: false,
      errors,
      message: `有${bad.length}个时段需要修改（第一个：${slotStart(bad[0]!)}，${errors[bad[0]!]}）`,
    };
  return { ok: true, points: texts.map((t, timeId) => ({ timeId, volume: Number(t) })) };
}

/**
 * Whether a slot's message is written under it: only where a run of slots with the same message starts.
 * An empty bid gave 96 identical lines (请填写该时段负荷); the rows of a run keep their red border and
 * the message on hover, and the summary above names the count and the first.
 */
export function startsMessageRun(errors: Readonly<Record<number, string>>, slot: number): boolean {
  const message = errors[slot];
  return message !== undefined && errors[slot - 1] !== message;
}
