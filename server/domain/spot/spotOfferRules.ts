// The section 5 rules of a day-ahead offer and a demand bid, with the Chinese 400 messages: segment
// count, volumes rising step by step up to the unit's capacity, prices never falling, within the
// course's floor and cap, and the allowed decimals; a curve reaches at least the unit's minimum output.
import { validationError as refuse } from '../../auth/identity';
import { checkNumber } from '../../market/validation';

/** Most segments an offer may have (the contract's maxItems). */
export const MAX_OFFER_STEPS = 10;
/** Decimal places of MW in offers and bids. */
export const MW_DECIMALS = 2;
/** Slots of a trading day. */
export const SLOTS = 96;

/** One offer segment as declared: the cumulative MW at its end and its price. */
export interface DeclaredStep {
  volume: number;
  price: number;
}

/** What an offer is checked against. */
export interface OfferLimits {
  priceMin: number;
  priceMax: number;
  priceDecimals: number;
  /** The unit's capacity, MW. */
  pmaxMw: number;
  /**
   * The minimum output the curve must reach (Pmin, MW): a committed unit runs at least there, so an
   * offer ending below it would leave must-run output unpriced. 0 or absent when none applies.
   */
  pminMw?: number;
  /** The unit's name, for the Pmin message. */
  unitName?: string;
}

/** Where a curve sits in the request: its member path and how a message names it (a time range). */
export interface CurvePlace {
  member: string;
  label: string;
  /** The times the curve covers, e.g. 00:00–24:00 (the Pmin message names them). */
  times: string;
}

const wholeDay: CurvePlace = { member: 'steps', label: '', times: '00:00–24:00' };

/** The refusal of a curve ending below the unit's minimum output; the page says the same. */
export function belowPminMessage(unitName: string, times: string, pminMw: number): string {
  return `${unitName} ${times} 报价段末出力应不低于最小技术出力${pminMw}MW`;
}

/** Throws a 400 with the first broken rule of an offer's steps (of one time range when `at` says so). */
export function checkOfferSteps(
  steps: readonly DeclaredStep[],
  limits: OfferLimits,
  at: CurvePlace = wholeDay,
): void {
  const validationError = (message: string, member: string) =>
    refuse(`${at.label}${message}`, member.replace(/^steps/, at.member));
  if (steps.length < 1 || steps.length > MAX_OFFER_STEPS)
    throw validationError(`报价段数应为1至${MAX_OFFER_STEPS}段`, 'steps');
  steps.forEach((step, i) => {
    const price = checkNumber(step.price, 'price', {
      decimals: limits.priceDecimals,
      min: limits.priceMin,
      max: limits.priceMax,
    });
    if (price) throw validationError(price, `steps[${i}].price`);
    const volume = checkNumber(step.volume, 'output', {
      decimals: MW_DECIMALS,
      min: 0,
      max: limits.pmaxMw,
    });
    if (volume) throw validationError(volume, `steps[${i}].volume`);
    const previous = steps[i - 1];
    if (!previous) {
      if (step.volume <= 0) throw validationError('第1段出力必须大于0', `steps[${i}].volume`);
      return;
    }
    if (step.volume <= previous.volume)
      throw validationError('各段出力应逐段递增', `steps[${i}].volume`);
    if (step.price < previous.price)
      throw validationError('各段报价应逐段递增或持平', `steps[${i}].price`);
  });
  const last = steps.length - 1;
  const pmin = limits.pminMw ?? 0;
  if (pmin > 0 && steps[last]!.volume < pmin)
    throw refuse(
      belowPminMessage(limits.unitName ?? '机组', at.times, pmin),
      `${at.member}[${last}].volume`,
    );
}

/** Step widths (MW) of cumulative declared steps, as the engine takes them. */
export function stepWidths(steps: readonly DeclaredStep[]): { volumeMw: number; price: number }[] {
  return steps.map((s, i) => ({
    volumeMw: Math.round((s.volume - (steps[i - 1]?.volume ?? 0)) * 100) / 100,
    price: s.price,
  }));
}

/** Throws a 400 unless the bid has one point per slot 0–95, each a load within 0 and `maxMw`. */
export function checkDemandPoints(
  points: ReadonlyArray<{ timeId: number; volume: number }>,
  maxMw: number,
): number[] {
  const mw = new Array<number | undefined>(SLOTS).fill(undefined);
  for (const p of points) {
    if (
      !Number.isInteger(p.timeId) ||
      p.timeId < 0 ||
      p.timeId >= SLOTS ||
      mw[p.timeId] !== undefined
    )
      throw refuse(`负荷申报须包含${SLOTS}个时段，每个时段一次`, 'points');
    const problem = checkNumber(p.volume, 'load', { decimals: MW_DECIMALS, min: 0, max: maxMw });
    if (problem) throw refuse(problem, `points[${p.timeId}].volume`);
    mw[p.timeId] = p.volume;
  }
  if (mw.some((v) => v === undefined))
    throw refuse(`负荷申报须包含${SLOTS}个时段，每个时段一次`, 'points');
  return mw.map((v) => v ?? 0);
}
