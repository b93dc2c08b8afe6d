import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, requireAdmin, validationError } from '../auth/identity';
import { accessCourse, accessRound, assertTeacher } from '../domain/access';
import { withdrawPending } from '../domain/bilateral/bilateralProposals';
import { createCourseFromScene } from '../domain/courseFactory';
import { updateCourse } from '../domain/courseEdit';
import { checkCoursePeriod } from '../domain/coursePeriod';
import { enterpriseViews } from '../domain/enterprises';
import {
  findNotice,
  insertNotice,
  listNotices,
  removeNotice,
  replaceNotice,
  type NoticeWithMessages,
} from '../domain/notices';
import { checkRoundDays } from '../domain/roundDays';
import { checkRoundInCourse } from '../domain/roundPeriod';
import { createSession } from '../domain/rollingMatching/rollingSessionCreate';
import { checkSpotDayFree } from '../domain/spot/spotDayFree';
import {
  advanceRoundStatus,
  createRound,
  openRoundForTrading,
  type RoundRow,
} from '../domain/rounds';
import { contractRoute } from '../http/contract';
import { appSettingValues } from './app';
import {
  rollingRoundClosed,
  rollingSessionEnded,
  ROLLING_TYPE,
} from './rollingMatching/rollingTeacher';
import { pushProposalChanges } from './bilateral/bilateralDto';
import type { DomainRouteOptions } from './context';
import { coursesWithDetails } from './dto/course';
import { clearRound } from '../domain/roundClearing';
import { roundDto } from './dto/round';
import { listOf, type Schemas } from './dto/types';
import { noticeDto } from './notices';

/** Teacher operations (admin tag): courses from the demo scene, round control, notices, declarations. */
export async function adminRoutes(
  app: FastifyInstance,
  { db, events, joinCourse }: DomainRouteOptions,
): Promise<void> {
  /** The teacher's own round; trainees get 403 before anything is read. */
  const teacherRound = async (request: FastifyRequest, roundId: number) => {
    const access = await accessRound(db, requireAdmin(request), roundId);
    assertTeacher(access);
    return access.round;
  };
  /** Every round status change is pushed so open pages refresh their round list. */
  const roundChanged = (round: RoundRow) => {
    events.notice(
      round.courseId,
      JSON.stringify({ roundId: round.id, status: round.status }),
      'updateRound',
    );
    return roundDto(round);
  };

  contractRoute(app, 'getAdminCourseList', async (request) => {
    const identity = requireAdmin(request);
    const rows = await db
      .selectFrom('course')
      .selectAll()
      .where('teacherId', '=', identity.userId)
      .orderBy('id')
      .execute();
    const all = await coursesWithDetails(db, rows);
    const skip = request.query.skipCount ?? 0;
    const take = request.query.maxResultCount ?? 10;
    return { items: all.slice(skip, skip + take), totalCount: all.length };
  });

  contractRoute(app, 'createCourse', async (request) => {
    const identity = requireAdmin(request);
    const input = request.body;
    checkCoursePeriod(input);
    const courseId = await db.transaction().execute(async (trx) => {
      const id = await createCourseFromScene(trx, { ...input, teacherId: identity.userId });
      // Flags and arguments given at creation override the defaults.
      await updateCourse(trx, id, input);
      return id;
    });
    // The teacher's open pages hear the new course's pushes without reconnecting.
    joinCourse?.(identity.userId, courseId);
    const course = await db.selectFrom('course').selectAll().where('id', '=', courseId).execute();
    const [dto] = await coursesWithDetails(db, course);
    if (!dto) throw new Error('课程映射失败');
    return dto;
  });

  contractRoute(app, 'createRound', async (request) => {
    const access = await accessCourse(db, requireAdmin(request), request.body.courseId);
    assertTeacher(access);
    const { objectSolution: _ignored, parentId, ...input } = request.body;
    // A session (场次) of a rolling round takes its round's market and days (rollingSessionCreate.ts).
    if (parentId != null) {
      const { courseId, name } = input;
      const session = await db
        .transaction()
        .execute((trx) => createSession(trx, { courseId, name, parentId }));
      return roundDto(session);
    }
    checkRoundDays(input);
    // A deployment without listing (ENABLE_LISTING=false) offers no 滚动撮合 rounds (spec section 5).
    if (input.type === ROLLING_TYPE && appSettingValues().EnableListing === 'false') {
      throw validationError('本平台未开放滚动撮合（挂牌）交易，不能新建该类轮次', 'type');
    }
    // A new round stays hidden from trainees until the teacher opens it.
    const round = await db.transaction().execute(async (trx) => {
      await checkRoundInCourse(trx, input);
      await checkSpotDayFree(trx, input);
      return createRound(trx, { ...input, isHide: true, status: 0 });
    });
    return roundDto(round);
  });

  /** A bilateral round that stops declaring withdraws its unanswered proposals (pushed to screens). */
  const bilateralStopped = async (round: RoundRow): Promise<RoundRow> => {
    if ((await withdrawPending(db, round)) > 0)
      pushProposalChanges(round.courseId, round.id, false);
    return round;
  };

  contractRoute(app, 'openRound', async (request) => {
    await teacherRound(request, request.params.id);
    return roundChanged(await openRoundForTrading(db, request.params.id));
  });

  contractRoute(app, 'stopQuotation', async (request) => {
    const round = await teacherRound(request, request.body.roundId);
    // A rolling-matching session (场次) that stops cancels its open orders through the round's writer.
    if (round.type === ROLLING_TYPE && round.parentId !== null) {
      return roundChanged(await rollingSessionEnded(db, round, 2, request.identity?.userId ?? ''));
    }
    return roundChanged(
      await bilateralStopped(await advanceRoundStatus(db, request.body.roundId, 2)),
    );
  });

  /** Ends a round that closes rather than clears: rolling matching builds its results. */
  const close = (request: FastifyRequest) => async (round: RoundRow) =>
    round.type === ROLLING_TYPE
      ? rollingRoundClosed(db, round, request.identity?.userId ?? '')
      : bilateralStopped(await advanceRoundStatus(db, round.id, 3));

  contractRoute(app, 'closeRound', async (request) => {
    const round = await teacherRound(request, request.params.id);
    return roundChanged(await close(request)(round));
  });

  contractRoute(app, 'runClearing', async (request) => {
    const round = await teacherRound(request, request.params.id);
    const { summary, round: cleared } = await clearRound(db, round, close(request));
    roundChanged(cleared);
    return summary;
  });

  contractRoute(app, 'getDeclarationStatus', async (request) => {
    const round = await teacherRound(request, request.params.id);
    const views = await enterpriseViews(db, { courseId: round.courseId, roundId: round.id });
    return listOf(
      views
        .filter((v) => v.isTrade === 1)
        .map((v) => ({
          enterpriseId: v.id,
          enterpriseName: v.name,
          isBuyer: v.isBuyer === 1,
          isPrice: v.isPrice,
          declaredAt: v.declaredAt,
        })),
    );
  });

  contractRoute(app, 'getSceneList', async (request) => {
    requireAdmin(request);
    const scenes = await db.selectFrom('scene').selectAll().orderBy('id').execute();
    return listOf(
      scenes.map((s) => ({ id: s.id, name: s.name, hasInterTrade: s.hasInterTrade === 1 })),
    );
  });

  contractRoute(app, 'getAdminNoticeList', async (request) => {
    const { courseId, roundId } = request.query;
    assertTeacher(await accessCourse(db, requireAdmin(request), courseId));
    return listOf(
      (await listNotices(db, { courseId, roundId, includeDrafts: true })).map(noticeDto),
    );
  });

  /**
   * The round a notice body names (0: the whole course), which must be a round of the body's course.
   */
  const noticeRound = async (request: FastifyRequest, input: Schemas['NoticeInput']) => {
    if (input.roundId === 0) return undefined;
    const round = await teacherRound(request, input.roundId);
    if (round.courseId !== input.courseId)
      throw validationError(`轮次 ${input.roundId} 不属于课程 ${input.courseId}`, 'roundId');
    return round;
  };
  /** The stored fields of a notice body. */
  const noticeFields = (input: Schemas['NoticeInput']) => ({
    roundId: input.roundId === 0 ? null : input.roundId,
    month: input.month,
    announcementContent: input.announcementContent,
    isRelease: input.isRelease !== false,
    messages: (input.events ?? []).map((e) => ({
      provinceName: e.provinceName ?? '',
      message: e.message,
    })),
  });
  /**
   * Pushes a released notice to the course's trainees; a hidden round's notice reaches them only
   * through the list once the round is shown.
   */
  const pushNotice = (notice: NoticeWithMessages, round: RoundRow | undefined) => {
    if (notice.isRelease !== 1 || round?.isHide) return;
    events.notice(notice.courseId, notice.announcementContent, 'notice');
    events.announcement(notice.courseId, {
      id: notice.id,
      CourseId: notice.courseId,
      RoundId: notice.roundId,
      month: notice.month,
      content: notice.announcementContent,
    });
  };
  /** The teacher's own notice; 404 when there is none. */
  const teacherNotice = async (request: FastifyRequest, id: number) => {
    const notice = await findNotice(db, id);
    if (!notice) throw new HttpError(404, `公告 ${id} 不存在`, 'NotFound');
    assertTeacher(await accessCourse(db, requireAdmin(request), notice.courseId));
    return notice;
  };

  contractRoute(app, 'publishNotice', async (request) => {
    const input = request.body;
    assertTeacher(await accessCourse(db, requireAdmin(request), input.courseId));
    const round = await noticeRound(request, input);
    const notice = await db
      .transaction()
      .execute((trx) => insertNotice(trx, { courseId: input.courseId, ...noticeFields(input) }));
    pushNotice(notice, round);
    return noticeDto(notice);
  });

  contractRoute(app, 'updateNotice', async (request) => {
    const input = request.body;
    const stored = await teacherNotice(request, request.params.id);
    if (input.courseId !== stored.courseId)
      throw validationError(
        `公告 ${stored.id} 属于课程 ${stored.courseId}，不能移到其他课程`,
        'courseId',
      );
    const round = await noticeRound(request, input);
    const notice = await db
      .transaction()
      .execute((trx) => replaceNotice(trx, stored.id, noticeFields(input)));
    pushNotice(notice, round);
    return noticeDto(notice);
  });

  contractRoute(app, 'deleteNotice', async (request) => {
    const notice = await teacherNotice(request, request.params.id);
    await db.transaction().execute((trx) => removeNotice(trx, notice.id));
    return undefined;
  });
}
