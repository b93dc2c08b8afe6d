// The formal day-ahead result across the course, for the teacher: one row per unit and load of every
// trading enterprise with its day energy, its average price and its money (a seller's revenue, a
// buyer's cost). Energy is MW × 0.25 h summed over the 96 slots (docs/market-rules.md, "Day-ahead spot").
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { stepHeaders } from './callStep';
import { loadSpotDeclarations, type EnterpriseDeclaration } from './spotDeclarations';

type ResultRow = components['schemas']['DayAheadResult'];

/** Hours of one of the 96 slots. */
const slotHours = 0.25;

/** One unit's or load's day in the formal result. */
export interface CourseResultRow {
  key: string;
  enterpriseName: string;
  isBuyer: boolean;
  unitName: string;
  busName: string | null;
  /** MWh over the day. */
  energy: number;
  /** 元/MWh, energy-weighted; null when nothing cleared. */
  averagePrice: number | null;
  /** 元: revenue of a unit, cost of a load. */
  amount: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Groups the slot rows by unit or load, in the order of the enterprises and their units or loads. */
export function courseResultRows(
  results: readonly ResultRow[],
  enterprises: readonly EnterpriseDeclaration[],
): CourseResultRow[] {
  const bySide = new Map<string, ResultRow[]>();
  for (const r of results) {
    const key = `${r.kind ?? 'unit'}-${r.unitId}`;
    bySide.set(key, [...(bySide.get(key) ?? []), r]);
  }
  return enterprises.flatMap((e) => {
    const members = e.isBuyer
      ? e.demands.map((d) => ({ key: `demand-${d.demandId}`, name: d.demandName }))
      : e.units.map((u) => ({ key: `unit-${u.unitId}`, name: u.unitName }));
    return members.flatMap(({ key, name }) => {
      const slots = bySide.get(key);
      if (!slots) return [];
      const energy = slots.reduce((s, r) => s + r.volume * slotHours, 0);
      const amount = slots.reduce((s, r) => s + (r.amount ?? r.volume * r.price * slotHours), 0);
      return [
        {
          key,
          enterpriseName: e.enterpriseName,
          isBuyer: e.isBuyer,
          unitName: name,
          busName: slots[0]?.busName ?? null,
          energy: round2(energy),
          averagePrice: energy > 0 ? round2(amount / energy) : null,
          amount: round2(amount),
        },
      ];
    });
  });
}

/** Every unit's and load's day in the round's formal result (the teacher sees it before publishing). */
export async function loadSpotCourseResults(
  api: ApiClient,
  roundId: number,
): Promise<CourseResultRow[]> {
  const [results, enterprises] = await Promise.all([
    api.GET('/api/app/dayAhead/results', { params: { query: { roundId } }, headers: stepHeaders }),
    loadSpotDeclarations(api, roundId),
  ]);
  if (!results.data) throw new Error('出清结果加载失败，请稍后刷新');
  return courseResultRows(results.data.items, enterprises);
}
