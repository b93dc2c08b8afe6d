import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CurvePointTable } from '../db/domainSchema';
import type { Database } from '../db/schema';
import { curveOf, loadShare, slotsPerDay, solarShare, windShare } from './curves';
import { seedSceneExtras } from './interchange';
import { demoEnterprises, energyTypes } from './demoEnterprises';
import {
  coalFreightJiangsu,
  coalPriceShandong,
  demoBuses,
  demoChannels,
  demoLines,
  demoProvinces,
  demoSceneName,
  provinceKeys,
} from './demoScene';

type Db = Kysely<Database> | Transaction<Database>;

/** Year the demo market is set in. */
export const demoYear = 2026;

/**
 * Writes the demo scene (provinces, buses, lines, channels, coal price line, 96-slot node forecasts,
 * interchange plan and real-time forecasts) and returns its id. Node forecasts sum the demo enterprises' loads and renewable units at each bus.
 */
export async function seedDemoScene(db: Db): Promise<number> {
  const { id: sceneId } = await db
    .insertInto('scene')
    .values({ name: demoSceneName, hasInterTrade: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('scene_province')
    .values(demoProvinces.map((p) => ({ ...p, sceneId })))
    .execute();
  const buses = await db
    .insertInto('scene_bus')
    .values(demoBuses.map((b) => ({ ...b, sceneId })))
    .returning(['id', 'name', 'province'])
    .execute();
  const busId = (name: string) => {
    const bus = buses.find((b) => b.name === name);
    if (!bus) throw new Error(`演示场景缺少母线：${name}`);
    return bus.id;
  };
  await db
    .insertInto('scene_line')
    .values(
      demoLines.map((l) => ({
        sceneId,
        name: l.name,
        fromBusId: busId(l.from),
        toBusId: busId(l.to),
        reactance: l.reactance,
        limitMw: l.limitMw,
      })),
    )
    .execute();
  await db
    .insertInto('province_channel')
    .values(demoChannels.map((c) => ({ ...c, sceneId })))
    .execute();
  await db
    .insertInto('coal_price')
    .values(
      coalPriceShandong.flatMap((price, i) => [
        { sceneId, province: provinceKeys.shandong, year: demoYear, month: i + 1, price },
        {
          sceneId,
          province: provinceKeys.jiangsu,
          year: demoYear,
          month: i + 1,
          price: price + coalFreightJiangsu,
        },
      ]),
    )
    .execute();
  await seedNodeCurves(db, sceneId, buses);
  await seedSceneExtras(db, sceneId);
  return sceneId;
}

async function seedNodeCurves(
  db: Db,
  sceneId: number,
  buses: Array<{ id: number; name: string; province: number }>,
): Promise<void> {
  const rows: Array<Insertable<CurvePointTable>> = [];
  const add = (
    kind: string,
    province: number,
    entityId: number | null,
    curve: number[],
    cap: number,
  ) =>
    curve.forEach((volume, timeId) =>
      rows.push({
        sceneId,
        kind,
        province,
        entityId,
        timeId,
        volume,
        // Forecast band: loads may run 5 % over, renewables 15 % (never above installed capacity).
        upper: Math.round(Math.min(cap, volume * (kind === 'load' ? 1.05 : 1.15)) * 100) / 100,
      }),
    );
  const totals = new Map<string, number[]>();
  for (const bus of buses) {
    const loads = demoEnterprises.flatMap((e) => e.demands).filter((d) => d.bus === bus.name);
    const units = demoEnterprises.flatMap((e) => e.units).filter((u) => u.bus === bus.name);
    const peak = loads.reduce((s, d) => s + d.peakMw, 0);
    const load = curveOf(peak, loadShare);
    const renewable = new Array<number>(slotsPerDay).fill(0);
    let renewableCap = 0;
    for (const u of units) {
      const share =
        u.energyType === energyTypes.wind
          ? windShare
          : u.energyType === energyTypes.solar
            ? solarShare
            : null;
      if (!share) continue;
      renewableCap += u.capacityMw;
      curveOf(u.capacityMw, share).forEach((v, i) => (renewable[i] = (renewable[i] ?? 0) + v));
    }
    if (peak > 0) add('load', bus.province, bus.id, load, peak * 1.2);
    if (renewableCap > 0) add('renewable', bus.province, bus.id, renewable, renewableCap);
    for (const [kind, curve] of [
      ['load', load],
      ['renewable', renewable],
    ] as const) {
      const key = `${kind}:${bus.province}`;
      const total = totals.get(key) ?? new Array<number>(slotsPerDay).fill(0);
      curve.forEach((v, i) => (total[i] = Math.round(((total[i] ?? 0) + v) * 100) / 100));
      totals.set(key, total);
    }
  }
  for (const [key, curve] of totals) {
    const [kind = 'load', province = '0'] = key.split(':');
    add(kind, Number(province), null, curve, Math.max(...curve) * 1.2);
  }
  // Insert in chunks to stay under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('curve_point')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
