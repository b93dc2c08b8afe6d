import type { Selectable } from 'kysely';
import { HttpError } from '../auth/identity';
import type { RoundTable } from '../db/domainSchema';
import { memoRead } from '../db/readMemo';
import type { Db } from './db';
import { nowIso, parseIntList } from './db';
import { buildRoundQuotas } from './quotas';

/** Round statuses: 0 and 1 declaring, 2 quotation stopped, 3 ended. */
export const roundStatus = { trading: 0, declaring: 1, priceStopped: 2, ended: 3 } as const;

/** A round row as read from the database. */
export type RoundRow = Selectable<RoundTable>;

/** What a teacher gives to open a round. */
export interface NewRound {
  courseId: number;
  parentId?: number | null;
  name: string;
  /** 1 bilateral, 3 rolling matching / listing, 11 day-ahead spot, 15 centralised bidding. */
  type: number;
  /** 1 monthly, 2 multi-day, 3 daily. */
  cycle: number;
  year: number;
  month: number;
  months?: number[];
  day?: number;
  startDay?: number;
  endDay?: number;
  enableQuota?: boolean;
  enableScuc?: boolean;
  isInterProvincial?: boolean;
  isHide?: boolean;
  /** Starting status; a teacher's new round starts declaring (0). */
  status?: number;
}

/** Creates a round (status 0 unless given), with quotas when enableQuota is set; returns the row. */
export async function createRound(db: Db, input: NewRound): Promise<RoundRow> {
  const months = input.months && input.months.length > 0 ? input.months : [input.month];
  const last = new Date(Date.UTC(input.year, input.month, 0)).getUTCDate();
  const segments = await db
    .selectFrom('object_solution')
    .select(['itemId', 'name'])
    .where('courseId', '=', input.courseId)
    .orderBy('itemId')
    .execute();
  const row = await db
    .insertInto('round')
    .values({
      courseId: input.courseId,
      parentId: input.parentId ?? null,
      name: input.name,
      type: input.type,
      status: input.status ?? roundStatus.trading,
      cycle: input.cycle,
      year: input.year,
      month: input.month,
      months: months.join(','),
      day: input.day ?? 1,
      startDay: input.startDay ?? 1,
      endDay: input.endDay ?? last,
      enableQuota: input.enableQuota ? 1 : 0,
      enableScuc: input.enableScuc ? 1 : 0,
      isInterProvincial: input.isInterProvincial ? 1 : 0,
      isHide: input.isHide ? 1 : 0,
      priceMinuteEnd: 30,
      viewMinuteEnd: 30,
      objType: 1,
      objName: segments.map((s) => s.name).join('/') || '峰平谷',
      objTimes: months.join(','),
      sortOrder: 0,
      creationTime: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.enableQuota) await buildRoundQuotas(db, row);
  return row;
}

/** Reads a round or throws 404. */
export async function getRound(db: Db, roundId: number): Promise<RoundRow> {
  const row = await db.selectFrom('round').selectAll().where('id', '=', roundId).executeTakeFirst();
  if (!row) throw new HttpError(404, `交易轮次 ${roundId} 不存在`, 'NotFound');
  return row;
}

/**
 * getRound for the hot paths (every order, every access check): the row is kept until the round table
 * is written (db/readMemo.ts) and shared, so it is frozen; callers never change it.
 */
export function keptRound(db: Db, roundId: number): Promise<RoundRow> {
  return memoRead(db, `round:${roundId}`, ['round'], async () =>
    Object.freeze(await getRound(db, roundId)),
  );
}

/** A round's sessions as subRounds reads them, kept like keptRound (frozen rows, frozen list). */
export function keptSubRounds(db: Db, roundId: number): Promise<readonly RoundRow[]> {
  return memoRead(db, `subRounds:${roundId}`, ['round'], async () =>
    Object.freeze((await subRounds(db, roundId)).map((r) => Object.freeze(r))),
  );
}

/** Rounds of a course (top-level only unless `withSubRounds`), hidden ones only when asked. */
export async function roundsOfCourse(
  db: Db,
  courseId: number,
  options: { includeHidden: boolean },
): Promise<RoundRow[]> {
  let query = db
    .selectFrom('round')
    .selectAll()
    .where('courseId', '=', courseId)
    .where('parentId', 'is', null);
  if (!options.includeHidden) query = query.where('isHide', '=', 0);
  return query.orderBy('year').orderBy('month').orderBy('sortOrder').orderBy('id').execute();
}

/** Sub-rounds of a round (e.g. rolling matching sessions), in order. */
export async function subRounds(db: Db, roundId: number): Promise<RoundRow[]> {
  return db
    .selectFrom('round')
    .selectAll()
    .where('parentId', '=', roundId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

/**
 * Moves a round to a new status; only forward moves are allowed (stop quotation: 0/1 → 2,
 * close: 0/1/2 → 3). Returns the updated row; 409 when the round is already past that point.
 */
export async function advanceRoundStatus(db: Db, roundId: number, to: 2 | 3): Promise<RoundRow> {
  const round = await getRound(db, roundId);
  if (round.status >= to) {
    const message = to === roundStatus.priceStopped ? '该轮次已停止报价' : '该轮次已结束';
    throw new HttpError(409, message, 'RoundStatusConflict');
  }
  // The status guard in the WHERE makes two concurrent teacher clicks apply once.
  const updated = await db
    .updateTable('round')
    .set({ status: to })
    .where('id', '=', roundId)
    .where('status', '<', to)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new HttpError(409, '该轮次状态已被修改，请刷新后重试', 'RoundStatusConflict');
  return updated;
}

/**
 * Opens a round for trading: makes it visible to trainees and sets it declaring (0).
 * A round whose quotation was stopped or that has ended cannot be reopened (409).
 */
export async function openRoundForTrading(db: Db, roundId: number): Promise<RoundRow> {
  const round = await getRound(db, roundId);
  if (round.status >= roundStatus.priceStopped) {
    throw new HttpError(409, '该轮次已停止报价或已结束，不能重新开启', 'RoundStatusConflict');
  }
  return db
    .updateTable('round')
    .set({ isHide: 0, status: roundStatus.trading })
    .where('id', '=', roundId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The months a round covers ("3,4" → [3, 4]). */
export function monthsOf(round: RoundRow): number[] {
  return parseIntList(round.months);
}
