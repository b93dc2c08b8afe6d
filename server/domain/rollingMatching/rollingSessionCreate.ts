// A teacher adds a session (场次) to a rolling-matching round: it takes the round's market, cycle and
// delivery days, starts hidden (未开始, the teacher's 开始本场 opens it) and queues after the round's
// other sessions. docs/market-rules.md, 场次.
import { validationError } from '../../auth/identity';
import type { Db } from '../db';
import { createRound, roundStatus, type NewRound, type RoundRow } from '../rounds';

/** Rolling matching and listing rounds (type 3) are the only ones traded in sessions. */
const rollingType = 3;

/** Creates the next session of `parentId` under the name the teacher gave; returns its row. */
export async function createSession(
  db: Db,
  input: Pick<NewRound, 'courseId' | 'name'> & { parentId: number },
): Promise<RoundRow> {
  const market = await db
    .selectFrom('round')
    .selectAll()
    .where('id', '=', input.parentId)
    .executeTakeFirst();
  if (!market || market.courseId !== input.courseId) {
    throw validationError(`本课程没有编号为 ${input.parentId} 的轮次`, 'parentId');
  }
  if (market.type !== rollingType || market.parentId !== null) {
    throw validationError('只有滚动撮合轮次可以新增场次', 'parentId');
  }
  if (market.status >= roundStatus.priceStopped) {
    throw validationError('该轮次已停止报价或已闭市，不能再新增场次', 'parentId');
  }
  const sessions = await db
    .selectFrom('round')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parentId', '=', market.id)
    .executeTakeFirstOrThrow();
  const session = await createRound(db, {
    courseId: market.courseId,
    parentId: market.id,
    name: input.name,
    type: market.type,
    cycle: market.cycle,
    year: market.year,
    month: market.month,
    months: market.months.split(',').map(Number).filter(Number.isInteger),
    day: market.day,
    startDay: market.startDay,
    endDay: market.endDay,
    isInterProvincial: market.isInterProvincial === 1,
    // The market round holds the quotas; a session trades against them.
    enableQuota: false,
    isHide: true,
    status: roundStatus.trading,
  });
  const sortOrder = Number(sessions.count);
  await db.updateTable('round').set({ sortOrder }).where('id', '=', session.id).execute();
  return { ...session, sortOrder };
}
