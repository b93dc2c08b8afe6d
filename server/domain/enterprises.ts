import type { Selectable } from 'kysely';
import type { DemandTable, EnterpriseTable, GeneratorUnitTable } from '../db/domainSchema';
import { preparedQuery } from '../db/preparedQuery';
import type { Db } from './db';
import { keptRound } from './rounds';

/** An enterprise with its units, loads, province name and whether it declared in a round. */
export interface EnterpriseView extends Selectable<EnterpriseTable> {
  provinceName: string;
  units: Array<Selectable<GeneratorUnitTable>>;
  demands: Array<Selectable<DemandTable>>;
  /** True when the enterprise has a declaration in the round asked about. */
  isPrice: boolean;
  /** Time of its latest declaration in that round, if any. */
  declaredAt: string | null;
  /** Its units and loads with a declaration of their own in that round (own enterprises only). */
  declaredUnits?: { units: ReadonlySet<number>; demands: ReadonlySet<number> };
}

/** Which enterprises of a course to read. */
export interface EnterpriseFilter {
  courseId: number;
  ids?: number[];
  isBuyer?: boolean;
  /** Round whose declarations set isPrice / declaredAt. */
  roundId?: number;
}

/** Reads enterprises of a course with their units and loads (a fixed number of queries). */
export async function enterpriseViews(db: Db, filter: EnterpriseFilter): Promise<EnterpriseView[]> {
  return withDeclarations(db, await enterpriseBases(db, filter), filter.roundId);
}

/** An enterprise view before its declarations in a round are known. */
export type EnterpriseBase = Omit<EnterpriseView, 'isPrice' | 'declaredAt' | 'declaredUnits'>;

/**
 * Enterprises of a course with their units, loads and province name: what changes only when the course
 * is edited, apart from the declarations `withDeclarations` adds (written all through a round).
 */
export async function enterpriseBases(
  db: Db,
  filter: Omit<EnterpriseFilter, 'roundId'>,
): Promise<EnterpriseBase[]> {
  let query = db.selectFrom('enterprise').selectAll().where('courseId', '=', filter.courseId);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', filter.ids);
  }
  if (filter.isBuyer !== undefined) query = query.where('isBuyer', '=', filter.isBuyer ? 1 : 0);
  const rows = await query.orderBy('id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const course = await db
    .selectFrom('course')
    .select('sceneId')
    .where('id', '=', filter.courseId)
    .executeTakeFirstOrThrow();
  const [units, demands, provinces] = await Promise.all([
    db
      .selectFrom('generator_unit')
      .selectAll()
      .where('enterpriseId', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('demand').selectAll().where('enterpriseId', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('scene_province')
      .select(['province', 'name'])
      .where('sceneId', '=', course.sceneId)
      .execute(),
  ]);
  return rows.map((r) => ({
    ...r,
    provinceName: provinces.find((p) => p.province === r.province)?.name ?? String(r.province),
    units: units.filter((u) => u.enterpriseId === r.id),
    demands: demands.filter((d) => d.enterpriseId === r.id),
  }));
}

/** The views of `bases` with isPrice / declaredAt from their declarations in `roundId` (new objects). */
export async function withDeclarations(
  db: Db,
  bases: readonly EnterpriseBase[],
  roundId: number | undefined,
): Promise<EnterpriseView[]> {
  const declared =
    roundId === undefined || bases.length === 0
      ? []
      : await latestDeclarations(
          db,
          roundId,
          bases.map((b) => b.id),
        );
  return bases.map((b) => {
    const last = declared
      .filter((d) => d.enterpriseId === b.id)
      .reduce<string | null>((max, d) => (max === null || d.last > max ? d.last : max), null);
    return { ...b, isPrice: last !== null, declaredAt: last };
  });
}

/**
 * The units and loads of `enterpriseIds` with a declaration of their own in `roundId`: a seller's
 * centralised-bidding bids, day-ahead offers (provincial and inter-provincial) and rolling orders
 * name their unit, a buyer's day-ahead bids their load. For the enterprise choice's unit tags (the caller's own only).
 */
export async function declaredUnitsOf(
  db: Db,
  roundId: number,
  enterpriseIds: readonly number[],
): Promise<Map<number, { units: Set<number>; demands: Set<number> }>> {
  const out = new Map<number, { units: Set<number>; demands: Set<number> }>();
  if (enterpriseIds.length === 0) return out;
  const entry = (id: number) => {
    const found = out.get(id) ?? { units: new Set<number>(), demands: new Set<number>() };
    out.set(id, found);
    return found;
  };
  const unitRows = (table: 'declaration' | 'spot_offer' | 'spot_inter_offer' | 'rolling_order') =>
    db
      .selectFrom(table)
      .select(['enterpriseId', 'unitId'])
      .distinct()
      .where('roundId', '=', roundId)
      .where('enterpriseId', 'in', enterpriseIds)
      .execute();
  const [bids, offers, exports, orders, loads] = await Promise.all([
    unitRows('declaration'),
    unitRows('spot_offer'),
    unitRows('spot_inter_offer'),
    unitRows('rolling_order'),
    db
      .selectFrom('spot_demand_bid')
      .select(['enterpriseId', 'demandId'])
      .distinct()
      .where('roundId', '=', roundId)
      .where('enterpriseId', 'in', enterpriseIds)
      .execute(),
  ]);
  for (const row of [...bids, ...offers, ...exports, ...orders]) {
    if (row.unitId !== null) entry(row.enterpriseId).units.add(row.unitId);
  }
  for (const row of loads) entry(row.enterpriseId).demands.add(row.demandId);
  return out;
}

/** The tables a market declares into. */
const DECLARING_TABLES = [
  'declaration',
  'spot_offer',
  'spot_inter_offer',
  'spot_demand_bid',
  'rolling_order',
] as const;
type DeclaringTable = (typeof DECLARING_TABLES)[number];

/**
 * latestDeclarations' query for one enterprise (a trainee's own page, asked on every visit), built
 * once per table (db/preparedQuery.ts).
 */
const latestOfOne = Object.fromEntries(
  DECLARING_TABLES.map((table) => [
    table,
    preparedQuery((db: Db, roundId: number, enterpriseId: number) =>
      db
        .selectFrom(table)
        .select(['enterpriseId', (eb) => eb.fn.max('creationTime').as('last')])
        .where('roundId', '=', roundId)
        .where('enterpriseId', '=', enterpriseId)
        .groupBy('enterpriseId'),
    ),
  ]),
) as Record<
  DeclaringTable,
  (
    db: Db,
    roundId: number,
    enterpriseId: number,
  ) => Promise<{ enterpriseId: number; last: string | null }[]>
>;

/**
 * Each enterprise's latest declaration time in a round, from every table a market declares into: the
 * generic declarations, the day-ahead offers (provincial and inter-provincial) and load bids, and the
 * rolling orders, listings and takes (which live in their own tables).
 */
async function latestDeclarations(
  db: Db,
  roundId: number,
  ids: readonly number[],
): Promise<{ enterpriseId: number; last: string }[]> {
  const only = ids.length === 1 ? ids[0] : undefined;
  const latest = (table: DeclaringTable) =>
    only !== undefined
      ? latestOfOne[table](db, roundId, only)
      : db
          .selectFrom(table)
          .select(['enterpriseId', (eb) => eb.fn.max('creationTime').as('last')])
          .where('roundId', '=', roundId)
          .where('enterpriseId', 'in', ids)
          .groupBy('enterpriseId')
          .execute();
  const found = await Promise.all([
    ...DECLARING_TABLES.map(latest),
    latestProposalActs(db, roundId, ids),
  ]);
  return found
    .flat()
    .flatMap((d) => (d.last ? [{ enterpriseId: d.enterpriseId, last: d.last }] : []));
}

/**
 * In a bilateral round an enterprise declares by sending a proposal or by answering one (accepting
 * or rejecting); the latest of those acts per enterprise.
 */
async function latestProposalActs(
  db: Db,
  roundId: number,
  ids: readonly number[],
): Promise<{ enterpriseId: number; last: string | null }[]> {
  // Other markets skip the two reads (the round is kept in memory, db/readMemo.ts).
  const round = await keptRound(db, roundId).catch(() => undefined);
  if (round?.type !== 1) return [];
  const [sent, answered] = await Promise.all([
    db
      .selectFrom('bilateral_proposal')
      .select(['fromEnterpriseId as enterpriseId', (eb) => eb.fn.max('creationTime').as('last')])
      .where('roundId', '=', roundId)
      .where('fromEnterpriseId', 'in', ids)
      .groupBy('fromEnterpriseId')
      .execute(),
    db
      .selectFrom('bilateral_proposal')
      .select(['toEnterpriseId as enterpriseId', (eb) => eb.fn.max('answerTime').as('last')])
      .where('roundId', '=', roundId)
      .where('toEnterpriseId', 'in', ids)
      .where('status', 'in', [1, 2])
      .groupBy('toEnterpriseId')
      .execute(),
  ]);
  return [...sent, ...answered];
}

/** First marginal cost step of a unit's cost curve (元/MWh), the figure shown as its cost. */
export function marginalCostOf(unit: Selectable<GeneratorUnitTable>): number {
  const curve = JSON.parse(unit.costCurve) as unknown;
  if (Array.isArray(curve) && Array.isArray(curve[0]) && typeof curve[0][1] === 'number') {
    return curve[0][1];
  }
  return 0;
}
