// One day-ahead round (type 11) holds a whole trading day: pre-clearing, the inter-provincial session
// and the formal clearing (docs/market-rules.md, "Rounds and their trading periods"). A second type-11
// round on the same day would clear that day's provincial market again and count it twice in
// holdings and settlement, so a course has at most one per day.
import { validationError } from '../../auth/identity';
import type { Db } from '../db';
import { deliveryDays } from '../contractRows';

/** The fields of a new or edited round that place it on the calendar. */
export interface SpotDayCandidate {
  courseId: number;
  type: number;
  cycle: number;
  year: number;
  month: number;
  day?: number | null;
  startDay?: number | null;
  endDay?: number | null;
}

const SPOT_TYPE = 11;

/** Throws a 400 on `day` naming the course's other day-ahead round whose days meet this one's. */
export async function checkSpotDayFree(
  db: Db,
  input: SpotDayCandidate,
  editedRoundId?: number,
): Promise<void> {
  if (input.type !== SPOT_TYPE) return;
  const wanted = deliveryDays({
    cycle: input.cycle,
    day: input.day ?? 1,
    startDay: input.startDay ?? 1,
    endDay: input.endDay ?? input.startDay ?? 1,
  });
  let query = db
    .selectFrom('round')
    .select(['id', 'name', 'cycle', 'day', 'startDay', 'endDay'])
    .where('courseId', '=', input.courseId)
    .where('type', '=', SPOT_TYPE)
    .where('parentId', 'is', null)
    .where('year', '=', input.year)
    .where('month', '=', input.month);
  if (editedRoundId !== undefined) query = query.where('id', '!=', editedRoundId);
  for (const other of await query.execute()) {
    const days = deliveryDays(other);
    if (days.firstDay <= wanted.lastDay && wanted.firstDay <= days.lastDay) {
      throw validationError(
        `${input.year}年${input.month}月${Math.max(days.firstDay, wanted.firstDay)}日已有现货轮次「${other.name}」：` +
          '一个现货轮次包含当日的预出清、省间现货和正式出清，同一交易日不能再建第二个',
        'day',
      );
    }
  }
}
