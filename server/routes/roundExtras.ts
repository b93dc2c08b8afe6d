import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireIdentity } from '../auth/identity';
import { accessRound, assertTeacher } from '../domain/access';
import { courseDeclarationRules } from '../domain/declarationRules';
import { courseObjectSolutions } from '../domain/objectSolution';
import { subRounds } from '../domain/rounds';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { customObjectDto } from './dto/customObject';
import { roundDto } from './dto/round';
import { listOf } from './dto/types';

/** A round's object solutions (its own and its sub-rounds') and the teacher's trading-clock reset. */
export async function roundExtraRoutes(
  app: FastifyInstance,
  { db, events }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getCustomObjectsByRound', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    const items = await courseObjectSolutions(db, access.course.id);
    // Trainees never see a hidden sub-round, as they never see a hidden round.
    const subs = (await subRounds(db, access.round.id)).filter(
      (r) => access.isTeacher || r.isHide === 0,
    );
    return listOf([access.round, ...subs].map((r) => customObjectDto(r, items)));
  });

  // The creation time is where the round's trading clock starts; open pages refresh their rounds.
  contractRoute(app, 'updateRoundCreateTime', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    const round = await db
      .updateTable('round')
      .set({ creationTime: new Date(request.body.createTime).toISOString() })
      .where('id', '=', access.round.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    events.notice(
      round.courseId,
      JSON.stringify({ roundId: round.id, status: round.status }),
      'updateRound',
    );
    return roundDto(round, await courseDeclarationRules(db, round.courseId));
  });
}
