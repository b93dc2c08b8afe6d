import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../../auth/identity';
import { accessEnterprise, accessRound, type CourseAccess } from '../../domain/access';
import {
  demandBidsOf,
  offersOf,
  saveDemandBid,
  saveOffer,
} from '../../domain/spot/spotDeclarations';
import { ensureSpotQuestions } from '../../domain/spot/questionsSpot';
import { contractRoute } from '../../http/contract';
import { overviewChanged } from '../../realtime/overviewPush';
import type { DomainRouteOptions } from '../context';
import { listOf } from '../dto/types';
import { bidDto, offerDto } from './spotDtos';

/** Enterprises whose declarations the caller may read: the asked one, else all of a teacher's course or a trainee's own. */
export async function visibleEnterprises(
  db: DomainRouteOptions['db'],
  access: CourseAccess,
  asked: number | undefined,
): Promise<number[] | null> {
  const id = await accessEnterprise(db, access, asked);
  if (asked !== undefined && id !== undefined) return [id];
  return access.isTeacher ? null : access.enterpriseIds;
}

/** Day-ahead declarations: a unit's stepwise offer and a load's 96-point bid, only the caller's own. */
export async function spotDeclarationRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  const unitNames = async (courseId: number) =>
    new Map(
      (
        await db
          .selectFrom('generator_unit')
          .innerJoin('enterprise', 'enterprise.id', 'generator_unit.enterpriseId')
          .select(['generator_unit.id', 'generator_unit.name'])
          .where('enterprise.courseId', '=', courseId)
          .execute()
      ).map((u) => [u.id, u.name]),
    );

  contractRoute(app, 'getDayAheadOffers', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const ids = await visibleEnterprises(db, access, request.query.enterpriseId);
    const rows = await offersOf(
      db,
      access.round.id,
      ids,
      request.query.unitId,
      request.query.kind ?? 'provincial',
    );
    const names = await unitNames(access.round.courseId);
    return listOf(rows.map((r) => offerDto(r, names.get(r.unitId))));
  });

  contractRoute(app, 'submitDayAheadOffer', async (request) => {
    const identity = requireIdentity(request);
    const access = await accessRound(db, identity, request.body.roundId);
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业申报', 'Forbidden');
    const row = await saveOffer(db, {
      round: access.round,
      enterpriseIds: access.enterpriseIds,
      userId: identity.userId,
      unitId: request.body.unitId,
      province: request.body.province ?? null,
      steps: request.body.steps ?? null,
      ranges: request.body.ranges ?? null,
    });
    // The round's category-4/5 questions join the trainee's paper now, waiting for the clearings.
    await ensureSpotQuestions(db, access.round, identity.userId, row.enterpriseId);
    overviewChanged(access.course.id);
    return offerDto(row, (await unitNames(access.round.courseId)).get(row.unitId));
  });

  contractRoute(app, 'getDayAheadDemandBids', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const ids = await visibleEnterprises(db, access, request.query.enterpriseId);
    const rows = await demandBidsOf(db, access.round.id, ids, request.query.demandId);
    return listOf(rows.map(bidDto));
  });

  contractRoute(app, 'submitDayAheadDemandBid', async (request) => {
    const identity = requireIdentity(request);
    const access = await accessRound(db, identity, request.body.roundId);
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业申报', 'Forbidden');
    const row = await saveDemandBid(db, {
      round: access.round,
      enterpriseIds: access.enterpriseIds,
      userId: identity.userId,
      demandId: request.body.demandId,
      points: request.body.points,
    });
    await ensureSpotQuestions(db, access.round, identity.userId, row.enterpriseId);
    overviewChanged(access.course.id);
    return bidDto(row);
  });
}
