import type { Db } from './db';
import { nowIso } from './db';
import { roundStatus, type RoundRow } from './rounds';
import { buildRoundQuotas } from './quotas';

// Copies a course's set-up into a new course: arguments, time segments, enterprises with their
// units and loads, the round plan (with fresh quotas) and the market notices and forecasts. Trading
// history (declarations, clearing results, generated questions) is not copied: the copy starts over.

/** What the copy changes from the source. */
export interface CopyOverrides {
  name: string;
  startDate: string;
  endDate: string;
}

/** The new course and how the source's enterprise and round ids map onto the copy's. */
export interface CourseCopy {
  courseId: number;
  enterprises: Map<number, number>;
  rounds: Map<number, number>;
}

/** Copies a course's set-up (run inside a transaction: it writes many rows). */
export async function copyCourseSetup(
  db: Db,
  sourceId: number,
  overrides: CopyOverrides,
): Promise<CourseCopy> {
  const {
    id: _id,
    creationTime: _created,
    ...source
  } = await db
    .selectFrom('course')
    .selectAll()
    .where('id', '=', sourceId)
    .executeTakeFirstOrThrow();
  const { id: courseId } = await db
    .insertInto('course')
    .values({ ...source, ...overrides, creationTime: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await copyCourseRows(db, sourceId, courseId);
  const enterprises = await copyEnterprises(db, sourceId, courseId);
  const rounds = await copyRounds(db, sourceId, courseId);
  await copyNotices(db, sourceId, courseId, rounds);
  return { courseId, enterprises, rounds };
}

/** Arguments and time segments (the rounds' quotas are built from the segments). */
async function copyCourseRows(db: Db, sourceId: number, courseId: number): Promise<void> {
  const args = await db
    .selectFrom('course_argument')
    .select(['name', 'value'])
    .where('courseId', '=', sourceId)
    .execute();
  if (args.length > 0) {
    await db
      .insertInto('course_argument')
      .values(args.map((a) => ({ ...a, courseId })))
      .execute();
  }
  const segments = await db
    .selectFrom('object_solution')
    .select(['itemId', 'name', 'hours'])
    .where('courseId', '=', sourceId)
    .execute();
  if (segments.length > 0) {
    await db
      .insertInto('object_solution')
      .values(segments.map((s) => ({ ...s, courseId })))
      .execute();
  }
}

async function copyEnterprises(
  db: Db,
  sourceId: number,
  courseId: number,
): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  const rows = await db
    .selectFrom('enterprise')
    .selectAll()
    .where('courseId', '=', sourceId)
    .orderBy('id')
    .execute();
  for (const { id, ...row } of rows) {
    const copy = await db
      .insertInto('enterprise')
      .values({ ...row, courseId })
      .returning('id')
      .executeTakeFirstOrThrow();
    map.set(id, copy.id);
  }
  const from = [...map.keys()];
  if (from.length === 0) return map;
  const to = (enterpriseId: number) => map.get(enterpriseId) ?? enterpriseId;
  const units = await db
    .selectFrom('generator_unit')
    .selectAll()
    .where('enterpriseId', 'in', from)
    .orderBy('id')
    .execute();
  if (units.length > 0) {
    await db
      .insertInto('generator_unit')
      .values(units.map(({ id: _unit, ...u }) => ({ ...u, enterpriseId: to(u.enterpriseId) })))
      .execute();
  }
  const demands = await db
    .selectFrom('demand')
    .selectAll()
    .where('enterpriseId', 'in', from)
    .orderBy('id')
    .execute();
  if (demands.length > 0) {
    await db
      .insertInto('demand')
      .values(demands.map(({ id: _load, ...d }) => ({ ...d, enterpriseId: to(d.enterpriseId) })))
      .execute();
  }
  return map;
}

/** The round plan with every round open again (status 0); hidden rounds stay hidden. */
async function copyRounds(
  db: Db,
  sourceId: number,
  courseId: number,
): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  const rows = await db
    .selectFrom('round')
    .selectAll()
    .where('courseId', '=', sourceId)
    .orderBy('id')
    .execute();
  // Parents before their sub-rounds, so every parentId can be mapped.
  const ordered = [...rows.filter((r) => r.parentId === null), ...rows.filter((r) => r.parentId)];
  for (const { id, ...row } of ordered) {
    const copy: RoundRow = await db
      .insertInto('round')
      .values({
        ...row,
        courseId,
        parentId: row.parentId === null ? null : (map.get(row.parentId) ?? null),
        status: roundStatus.trading,
        creationTime: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    map.set(id, copy.id);
    if (copy.enableQuota) await buildRoundQuotas(db, copy);
  }
  return map;
}

async function copyNotices(
  db: Db,
  sourceId: number,
  courseId: number,
  rounds: Map<number, number>,
): Promise<void> {
  const round = (id: number | null) => (id === null ? null : (rounds.get(id) ?? null));
  const notices = await db
    .selectFrom('notice')
    .selectAll()
    .where('courseId', '=', sourceId)
    .orderBy('id')
    .execute();
  for (const { id, ...notice } of notices) {
    const copy = await db
      .insertInto('notice')
      .values({ ...notice, courseId, roundId: round(notice.roundId) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messages = await db
      .selectFrom('notice_message')
      .select(['provinceName', 'message'])
      .where('noticeId', '=', id)
      .orderBy('id')
      .execute();
    if (messages.length > 0) {
      await db
        .insertInto('notice_message')
        .values(messages.map((m) => ({ ...m, noticeId: copy.id })))
        .execute();
    }
  }
  const predictions = await db
    .selectFrom('province_prediction')
    .selectAll()
    .where('courseId', '=', sourceId)
    .orderBy('id')
    .execute();
  if (predictions.length > 0) {
    await db
      .insertInto('province_prediction')
      .values(
        predictions.map(({ id: _p, ...p }) => ({ ...p, courseId, roundId: round(p.roundId) })),
      )
      .execute();
  }
}
