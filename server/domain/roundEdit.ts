import { HttpError, validationError } from '../auth/identity';
import type { Db } from './db';
import { buildRoundQuotas } from './quotas';
import { getRound, roundStatus, type NewRound, type RoundRow } from './rounds';

/**
 * Changes a round's settings (name, type, cycle, dates, flags). Refused (409) once the round has
 * ended or anyone has declared in it, since the declarations were made under the old settings, and
 * (400 on `type`) a change of type or inter-provincial scope once trainees can see the round.
 * Quotas are rebuilt for the new months. Run it inside a transaction.
 */
export async function updateRound(
  db: Db,
  roundId: number,
  input: Omit<NewRound, 'parentId' | 'status' | 'isHide'> & {
    priceMinuteEnd?: number;
    viewMinuteEnd?: number;
  },
): Promise<RoundRow> {
  const round = await getRound(db, roundId);
  if (input.courseId !== round.courseId) {
    throw validationError('不能把轮次移到其他课程', 'courseId');
  }
  if (round.status === roundStatus.ended) {
    throw new HttpError(409, '该轮次已结束，不能修改', 'RoundStatusConflict');
  }
  const declared = await db
    .selectFrom('declaration')
    .select('id')
    .where('roundId', '=', roundId)
    .executeTakeFirst();
  if (declared) throw new HttpError(409, '该轮次已有企业申报，不能修改', 'RoundHasDeclarations');
  // Trainees who see the round have it open under its market's page (docs/market-rules.md, "Rounds
  // and their trading periods"): once shown, its type and scope stay.
  const movesMarket =
    input.type !== round.type ||
    Boolean(input.isInterProvincial) !== (round.isInterProvincial === 1);
  if (round.isHide === 0 && movesMarket) {
    throw validationError('轮次已向学员发布，不能修改交易类型', 'type');
  }
  const months = input.months && input.months.length > 0 ? input.months : [input.month];
  const updated = await db
    .updateTable('round')
    .set({
      name: input.name,
      type: input.type,
      cycle: input.cycle,
      year: input.year,
      month: input.month,
      months: months.join(','),
      day: input.day ?? round.day,
      startDay: input.startDay ?? round.startDay,
      endDay: input.endDay ?? round.endDay,
      enableQuota: input.enableQuota ? 1 : 0,
      enableScuc: input.enableScuc ? 1 : 0,
      isInterProvincial: input.isInterProvincial ? 1 : 0,
      priceMinuteEnd: input.priceMinuteEnd ?? round.priceMinuteEnd,
      viewMinuteEnd: input.viewMinuteEnd ?? round.viewMinuteEnd,
      objTimes: months.join(','),
    })
    .where('id', '=', roundId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.deleteFrom('quota').where('roundId', '=', roundId).execute();
  if (updated.enableQuota) await buildRoundQuotas(db, updated);
  return updated;
}
