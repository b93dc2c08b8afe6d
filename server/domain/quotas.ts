import type { Insertable, Selectable } from 'kysely';
import type { QuotaTable, RoundTable } from '../db/domainSchema';
import type { Db } from './db';
import { parseIntList } from './db';

/** Share of a month's energy that medium/long-term contracts may cover (the rest is left to spot). */
const contractShare = 0.7;
/** Average available share of a unit's capacity over a month (outages, renewables' capacity factor). */
const availability: Record<number, number> = { 1: 0.75, 2: 0.4, 3: 0.5, 4: 0.25, 5: 0.15 };

/**
 * Writes each tradable enterprise's quota for every month and time segment of the round:
 * sellers (obj 1) up to their units' available energy, buyers (obj 0) up to their loads' energy,
 * both times the contract share. Volumes in MWh, rounded to 4 decimals as the spec's quota rule.
 */
export async function buildRoundQuotas(db: Db, round: Selectable<RoundTable>): Promise<void> {
  const segments = await db
    .selectFrom('object_solution')
    .select(['itemId', 'hours'])
    .where('courseId', '=', round.courseId)
    .execute();
  const enterprises = await db
    .selectFrom('enterprise')
    .select(['id', 'isBuyer'])
    .where('courseId', '=', round.courseId)
    .where('isTrade', '=', 1)
    .execute();
  const ids = enterprises.map((e) => e.id);
  if (ids.length === 0) return;
  const units = await db
    .selectFrom('generator_unit')
    .select(['enterpriseId', 'capacityMw', 'energyType'])
    .where('enterpriseId', 'in', ids)
    .execute();
  const demands = await db
    .selectFrom('demand')
    .select(['enterpriseId', 'monthlyMwh'])
    .where('enterpriseId', 'in', ids)
    .execute();
  const rows: Array<Insertable<QuotaTable>> = [];
  for (const month of parseIntList(round.months)) {
    const days = new Date(Date.UTC(round.year, month, 0)).getUTCDate();
    for (const segment of segments) {
      const hours = parseIntList(segment.hours).length;
      for (const e of enterprises) {
        const energy = e.isBuyer
          ? demands
              .filter((d) => d.enterpriseId === e.id)
              .reduce((s, d) => s + (d.monthlyMwh * hours) / 24, 0)
          : units
              .filter((u) => u.enterpriseId === e.id)
              .reduce(
                (s, u) => s + u.capacityMw * (availability[u.energyType] ?? 0.5) * hours * days,
                0,
              );
        rows.push({
          courseId: round.courseId,
          roundId: round.id,
          obj: e.isBuyer ? 0 : 1,
          month,
          timeId: segment.itemId,
          entityId: e.id,
          upper: Math.round(energy * contractShare * 1e4) / 1e4,
          used: 0,
          freezed: 0,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('quota')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Quotas of a round, optionally only one enterprise's. */
export async function roundQuotas(
  db: Db,
  roundId: number,
  enterpriseId?: number,
): Promise<Array<Selectable<QuotaTable>>> {
  let query = db.selectFrom('quota').selectAll().where('roundId', '=', roundId);
  if (enterpriseId !== undefined) query = query.where('entityId', '=', enterpriseId);
  return query.orderBy('entityId').orderBy('month').orderBy('timeId').execute();
}
