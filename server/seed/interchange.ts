// The demo scene's typical-day interchange plan (外送/受入) and real-time (ultra-short-term) forecasts,
// added to scenes seeded before they existed. Assumptions: README.md beside this file.
import type { Insertable } from 'kysely';
import type { CurvePointTable } from '../db/domainSchema';
import type { Db } from '../domain/db';
import {
  dispatchRange,
  externalImportBase,
  plannedUtilisationCap,
  round2,
  utilisation,
  type DispatchRange,
} from '../domain/gridDispatch';
import { slotsPerDay } from './curves';
import { demoEnterprises } from './demoEnterprises';
import { demoSceneName } from './demoScene';

/** Curve kinds this file writes (province totals, entityId null). */
export const extraCurveKinds = {
  /** Net import of a province, MW: positive 受入 (receiving), negative 外送 (sending). */
  interchange: 'interchange',
  loadRt: 'load_rt',
  renewableRt: 'renewable_rt',
} as const;

interface ProvinceInput {
  province: number;
  role: number;
  load: number[];
  renewable: number[];
  range: DispatchRange;
}

/**
 * Net import per province and slot. Imports from outside the region (at least 300 MW, more when the
 * region's units would run above 85 % of their range) land in the sending-end province; each
 * receiving province imports over the tie lines what its units do not cover at the region's common
 * utilisation, and the sending end passes that on.
 */
export function interchangePlan(provinces: readonly ProvinceInput[]): Map<number, number[]> {
  const total: DispatchRange = provinces.reduce(
    (r, p) => ({
      capacity: r.capacity + p.range.capacity,
      minimum: r.minimum + p.range.minimum,
    }),
    { capacity: 0, minimum: 0 },
  );
  const plan = new Map(provinces.map((p) => [p.province, new Array<number>(slotsPerDay).fill(0)]));
  const sender = provinces.find((p) => p.role === 1) ?? provinces[0];
  for (let t = 0; t < slotsPerDay; t++) {
    const residual = (p: ProvinceInput) => (p.load[t] ?? 0) - (p.renewable[t] ?? 0);
    const regional = provinces.reduce((s, p) => s + residual(p), 0);
    const span = total.capacity - total.minimum;
    const external = Math.max(
      externalImportBase,
      regional - total.minimum - plannedUtilisationCap * span,
    );
    const u = utilisation(regional - external, total);
    let passedOn = 0;
    for (const p of provinces) {
      if (p === sender) continue;
      const need = residual(p) - (p.range.minimum + u * (p.range.capacity - p.range.minimum));
      (plan.get(p.province) ?? [])[t] = round2(need);
      passedOn += need;
    }
    if (sender) (plan.get(sender.province) ?? [])[t] = round2(external - passedOn);
  }
  return plan;
}

/** A deterministic ultra-short-term deviation: ±3 % on load, ±10 % on renewables. */
export function realTimeOf(kind: 'load' | 'renewable', curve: readonly number[]): number[] {
  return curve.map((v, t) =>
    round2(
      kind === 'load'
        ? v * (1 + 0.03 * Math.sin((2 * Math.PI * t) / 32))
        : v * (1 - 0.1 * Math.sin((2 * Math.PI * t) / 48)),
    ),
  );
}

/**
 * Writes the interchange plan and real-time forecasts of a scene seeded from the demo templates,
 * unless they are there already (so an older database gains them on its next start).
 */
export async function seedSceneExtras(db: Db, sceneId: number): Promise<boolean> {
  const existing = await db
    .selectFrom('curve_point')
    .select('id')
    .where('sceneId', '=', sceneId)
    .where('kind', '=', extraCurveKinds.interchange)
    .executeTakeFirst();
  if (existing) return false;
  const [provinces, points] = await Promise.all([
    db.selectFrom('scene_province').selectAll().where('sceneId', '=', sceneId).execute(),
    db
      .selectFrom('curve_point')
      .select(['kind', 'province', 'timeId', 'volume'])
      .where('sceneId', '=', sceneId)
      .where('entityId', 'is', null)
      .where('kind', 'in', ['load', 'renewable'])
      .execute(),
  ]);
  const curve = (kind: string, province: number) => {
    const out = new Array<number>(slotsPerDay).fill(0);
    for (const p of points)
      if (p.kind === kind && p.province === province) out[p.timeId] = p.volume;
    return out;
  };
  const inputs: ProvinceInput[] = provinces
    .filter((p) => p.province !== -1)
    .map((p) => ({
      province: p.province,
      role: p.role,
      load: curve('load', p.province),
      renewable: curve('renewable', p.province),
      range: dispatchRange(
        demoEnterprises.filter((e) => e.province === p.province).flatMap((e) => e.units),
      ),
    }));
  const rows: Array<Insertable<CurvePointTable>> = [];
  const add = (kind: string, province: number, values: readonly number[]) =>
    values.forEach((volume, timeId) =>
      rows.push({ sceneId, kind, province, entityId: null, timeId, volume, upper: volume }),
    );
  for (const [province, values] of interchangePlan(inputs)) {
    add(extraCurveKinds.interchange, province, values);
  }
  for (const p of inputs) {
    add(extraCurveKinds.loadRt, p.province, realTimeOf('load', p.load));
    add(extraCurveKinds.renewableRt, p.province, realTimeOf('renewable', p.renewable));
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('curve_point')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return true;
}

/** Adds the extras to the demo scene of a database seeded before they existed. */
export async function upgradeDemoScene(db: Db): Promise<boolean> {
  const scene = await db
    .selectFrom('scene')
    .select('id')
    .where('name', '=', demoSceneName)
    .executeTakeFirst();
  return scene ? seedSceneExtras(db, scene.id) : false;
}
