import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../auth/identity';
import { accessCourse, accessRound } from '../domain/access';
import { courseDeclarationRules } from '../domain/declarationRules';
import { courseObjectSolutions } from '../domain/objectSolution';
import { roundsOfCourse, subRounds, type RoundRow } from '../domain/rounds';
import { memoTracked } from '../db/readMemo';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { customObjectDto } from './dto/customObject';
import { roundDto } from './dto/round';
import { listOf } from './dto/types';

/** Round routes: one round, a course's rounds (with hidden ones for its teacher), sub-rounds. */
export async function roundRoutes(app: FastifyInstance, { db }: DomainRouteOptions): Promise<void> {
  // Rounds carry their course's declaration rules so declaration screens check what the server checks.
  const withRules = async (courseId: number, rows: RoundRow[], from: typeof db = db) => {
    const rules = await courseDeclarationRules(from, courseId);
    return listOf(rows.map((row) => roundDto(row, rules)));
  };

  contractRoute(app, 'getRound', async (request) => {
    const { round } = await accessRound(db, requireIdentity(request), request.params.id);
    return roundDto(round, await courseDeclarationRules(db, round.courseId));
  });

  contractRoute(app, 'getRoundsByCourse', async (request) => {
    await accessCourse(db, requireIdentity(request), request.params.id);
    // What every trainee page asks: kept until a table it read is written (db/readMemo.ts).
    return memoTracked(db, `getRoundsByCourse:${request.params.id}`, [], async (t) =>
      withRules(
        request.params.id,
        await roundsOfCourse(t, request.params.id, { includeHidden: false }),
        t,
      ),
    );
  });

  contractRoute(app, 'getRoundsByCourseHide', async (request) => {
    const access = await accessCourse(db, requireIdentity(request), request.params.id);
    // Hidden (not yet opened) rounds are the teacher's business; a trainee gets the visible ones.
    const rows = await roundsOfCourse(db, request.params.id, { includeHidden: access.isTeacher });
    return withRules(request.params.id, rows);
  });

  contractRoute(app, 'getSubRoundList', async (request) => {
    const { round } = await accessRound(db, requireIdentity(request), request.params.id);
    return withRules(round.courseId, await subRounds(db, request.params.id));
  });

  contractRoute(app, 'getRoundList', async (request) => {
    const { courseId, type, cycle, isInterProvincial } = request.query;
    const access = await accessCourse(db, requireIdentity(request), courseId);
    const rows = (await roundsOfCourse(db, courseId, { includeHidden: access.isTeacher })).filter(
      (r) =>
        (type === undefined || r.type === type) &&
        (cycle === undefined || r.cycle === cycle) &&
        (isInterProvincial === undefined || (r.isInterProvincial === 1) === isInterProvincial),
    );
    return withRules(courseId, rows);
  });

  contractRoute(app, 'getCustomObject', async (request) => {
    const { round } = await accessRound(db, requireIdentity(request), request.params.id);
    const items = await courseObjectSolutions(db, round.courseId);
    if (items.length === 0) throw new HttpError(404, '该课程没有时段方案', 'NotFound');
    return customObjectDto(round, items);
  });
}
