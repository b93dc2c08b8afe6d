import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessCourseRound, accessRound } from '../domain/access';
import { listNotices, provincePredictions, type NoticeWithMessages } from '../domain/notices';
import { memoTracked } from '../db/readMemo';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf, type Schemas } from './dto/types';

/** The contract's Notice; eventContent is the JSON list of per-province messages. */
export function noticeDto(n: NoticeWithMessages): Schemas['Notice'] {
  return {
    id: n.id,
    courseId: n.courseId,
    // Course-wide notices have no round; the contract's roundId is required, so 0 stands for "all".
    roundId: n.roundId ?? 0,
    month: n.month,
    isRelease: n.isRelease === 1,
    announcementContent: n.announcementContent,
    eventContent: JSON.stringify(
      n.messages.map((m) => ({ id: m.id, provinceName: m.provinceName, message: m.message })),
    ),
  };
}

/** Notice routes: a course's released notices and the per-province forecast ranges. */
export async function noticeRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getCourseAnnouncementList', async (request) => {
    const { courseId, roundId, month } = request.query;
    const access = await accessCourseRound(db, requireIdentity(request), courseId, roundId);
    // A hidden round's notices stay with the teacher until the round is shown.
    const key = `notices:${courseId}:${roundId}:${month}:${access.isTeacher}`;
    // Kept until a table it read is written (db/readMemo.ts).
    return memoTracked(db, key, [], async (t) => {
      const notices = await listNotices(t, {
        courseId,
        roundId,
        month,
        withHiddenRounds: access.isTeacher,
      });
      return listOf(notices.map(noticeDto));
    });
  });

  contractRoute(app, 'getProvincePrediction', async (request) => {
    const { round } = await accessRound(db, requireIdentity(request), request.params.roundId);
    const rows = await provincePredictions(db, {
      courseId: round.courseId,
      roundId: round.id,
      month: request.query.month ?? round.month,
    });
    return listOf(
      rows.map((r) => ({ provinceName: r.provinceName, name: r.name, min: r.min, max: r.max })),
    );
  });
}
