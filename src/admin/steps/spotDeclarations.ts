// Reads what each enterprise declared in a day-ahead round (the teacher-only call) and shapes it for
// the card: an offer as rows of time range × step with the MW each step spans, a step curve per range
// for the chart, and a 96-point bid as 24 hours of four quarter-hour values with the day's energy.
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { formatTimeSlot } from '../../engine/values/format';
import { stepHeaders } from './callStep';

/** One enterprise's declarations as the contract gives them. */
export type EnterpriseDeclaration = components['schemas']['SpotEnterpriseDeclaration'];
type Offer = components['schemas']['DayAheadOffer'];
type Step = components['schemas']['PriceVolumeStep'];
type Bid = components['schemas']['DayAheadDemandBid'];

/** Every trading enterprise of the round with its offers and bids. */
export async function loadSpotDeclarations(
  api: ApiClient,
  roundId: number,
): Promise<EnterpriseDeclaration[]> {
  const { data } = await api.GET('/api/app/admin/round/{id}/spotDeclarations', {
    params: { path: { id: roundId } },
    headers: stepHeaders,
  });
  if (!data) throw new Error('申报详情加载失败，请稍后刷新');
  return data.items;
}

/** How many of an enterprise's units (sellers) or loads (buyers) have declared, of how many. */
export function declaredCount(e: EnterpriseDeclaration): { declared: number; total: number } {
  const items = e.isBuyer ? e.demands.map((d) => d.bid) : e.units.map((u) => u.offer);
  return { declared: items.filter((x) => x !== null).length, total: items.length };
}

/** The times a range of slots covers, e.g. 0–31 → "00:00–08:00"; the whole day says so. */
export function rangeLabel(startTimeId: number, endTimeId: number): string {
  if (startTimeId === 0 && endTimeId === 95) return '全天';
  return `${formatTimeSlot(startTimeId)}–${endTimeId === 95 ? '24:00' : formatTimeSlot(endTimeId + 1)}`;
}

/** An offer's curves: one per time range, or one for the whole day. */
export function offerCurves(offer: Offer): { label: string; steps: Step[] }[] {
  if (!offer.ranges) return [{ label: '全天', steps: offer.steps }];
  return offer.ranges.map((r) => ({
    label: rangeLabel(r.startTimeId, r.endTimeId),
    steps: r.steps,
  }));
}

/** A step as drawn: from the previous step's end to its own (cumulative MW), at its price. */
export interface CurveStep {
  fromVolume: number;
  toVolume: number;
  price: number;
}

/** The flat runs of a curve of cumulative MW. */
export function curveSteps(steps: readonly Step[]): CurveStep[] {
  return steps.map((s, i) => ({
    fromVolume: steps[i - 1]?.volume ?? 0,
    toVolume: s.volume,
    price: s.price,
  }));
}

/** One row of an offer table: a step of a range (the range's first row spans the others). */
export interface OfferRow extends CurveStep {
  key: string;
  range: string;
  /** Rows the range cell spans: its step count on its first row, 0 on the others. */
  rangeSpan: number;
  /** Step number within its range, from 1. */
  step: number;
}

/** The table rows of an offer: each range's steps in order. */
export function offerRows(offer: Offer): OfferRow[] {
  return offerCurves(offer).flatMap(({ label, steps }, r) =>
    curveSteps(steps).map((s, i) => ({
      ...s,
      key: `${r}-${i}`,
      range: label,
      rangeSpan: i === 0 ? steps.length : 0,
      step: i + 1,
    })),
  );
}

/** One hour of a bid: its label and the MW of its four quarter-hours. */
export interface HourRow {
  hour: number;
  label: string;
  quarters: (number | null)[];
}

/** The bid's 96 points as 24 hours of four values (null where a point is missing). */
export function bidHours(bid: Bid): HourRow[] {
  const byTime = new Map(bid.points.map((p) => [p.timeId, p.volume]));
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    label: `${formatTimeSlot(hour * 4)}–${hour === 23 ? '24:00' : formatTimeSlot(hour * 4 + 4)}`,
    quarters: [0, 1, 2, 3].map((q) => byTime.get(hour * 4 + q) ?? null),
  }));
}

/** The bid's energy over the day, MWh (each 15-minute point × 0.25 h), and its peak MW. */
export function bidTotals(bid: Bid): { energyMwh: number; peakMw: number } {
  const volumes = bid.points.map((p) => p.volume);
  const energy = volumes.reduce((s, v) => s + v * 0.25, 0);
  return {
    energyMwh: Math.round(energy * 100) / 100,
    peakMw: volumes.length ? Math.max(...volumes) : 0,
  };
}
