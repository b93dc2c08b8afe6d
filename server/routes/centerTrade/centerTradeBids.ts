import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../../auth/identity';
import { accessEnterprise, accessRound } from '../../domain/access';
import { bidsOf, replaceCenterTradeBids, type DeclarationRow } from '../../domain/declarations';
import {
  channelsOfBids,
  checkBidChannels,
  storeBidChannels,
} from '../../domain/centerTrade/centerTradeChannels';
import { checkBidDecimals, checkQuotaDirection } from '../../domain/centerTrade/centerTradeDeclare';
import { ensureRoundQuestions } from '../../domain/centerTrade/questionsCenterTrade';
import { preparedQuery } from '../../db/preparedQuery';
import type { Db } from '../../domain/db';
import { contractRoute } from '../../http/contract';
import { overviewChanged } from '../../realtime/overviewPush';
import type { DomainRouteOptions } from '../context';
import { enumValue, listOf, type Schemas } from '../dto/types';

function bidDto(row: DeclarationRow, channels: Map<number, number>): Schemas['CenterTradeBid'] {
  return {
    id: row.id,
    roundId: row.roundId,
    enterpriseId: row.enterpriseId,
    unitId: row.unitId,
    objId: enumValue(row.timeId, [1, 2, 3] as const),
    channelId: channels.get(row.id) ?? null,
    direction: enumValue(row.direction, [0, 1] as const),
    price: row.price,
    volume: row.volume,
    creationTime: row.creationTime,
  };
}

const enterpriseRow = preparedQuery((db: Db, id: number) =>
  db.selectFrom('enterprise').selectAll().where('id', '=', id),
);

/** Centralised-bidding declarations: an enterprise's own bids, never another's before clearing. */
export async function centerTradeBidRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getCenterTradeBids', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    if (enterpriseId === undefined) return listOf([]);
    const rows = await bidsOf(db, request.query.roundId, enterpriseId);
    const channels = await channelsOfBids(
      db,
      rows.map((r) => r.id),
    );
    return listOf(rows.map((r) => bidDto(r, channels)));
  });

  contractRoute(app, 'submitCenterTradeBids', async (request) => {
    const identity = requireIdentity(request);
    const access = await accessRound(db, identity, request.body.roundId);
    // Declaring is the trainee's act; a teacher declares only through teaching-mode tools.
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业申报', 'Forbidden');
    await accessEnterprise(db, access, request.body.enterpriseId);
    await checkBidDecimals(db, access.round.courseId, request.body.bids);
    const [enterprise] = await enterpriseRow(db, request.body.enterpriseId);
    // accessEnterprise found it in the course just now.
    if (!enterprise)
      throw new HttpError(404, `企业 ${request.body.enterpriseId} 不存在`, 'NotFound');
    await checkBidChannels(db, access.round, enterprise, request.body.bids);
    const { direction, bids } = request.body;
    // A direction that does not fit the enterprise is reported by replaceCenterTradeBids instead.
    if (direction === (enterprise.isBuyer ? 0 : 1)) {
      await checkQuotaDirection(db, access.round, enterprise.id, direction, bids);
    }
    const rows = await replaceCenterTradeBids(db, {
      round: access.round,
      enterprise,
      userId: identity.userId,
      direction: request.body.direction,
      bids: request.body.bids,
    });
    // The round's category-2 questions join the trainee's paper now, waiting (answerCount 0) for the clearing.
    await ensureRoundQuestions(db, access.round, identity.userId, enterprise.id);
    // The rows are new: their channels are the ones just stored, no need to read them back.
    const channels = await storeBidChannels(db, rows, request.body.bids);
    overviewChanged(access.course.id);
    return listOf(rows.map((r) => bidDto(r, channels)));
  });

  contractRoute(app, 'deleteCenterTradeBid', async (request) => {
    const identity = requireIdentity(request);
    const bid = await db
      .selectFrom('declaration')
      .selectAll()
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!bid) throw new HttpError(404, `申报 ${request.params.id} 不存在`, 'NotFound');
    const access = await accessRound(db, identity, bid.roundId);
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业撤销申报', 'Forbidden');
    await accessEnterprise(db, access, bid.enterpriseId);
    if (access.round.status > 1) throw new HttpError(400, '该轮次已停止报价，不能撤销申报');
    await db.deleteFrom('declaration').where('id', '=', bid.id).execute();
    overviewChanged(access.course.id);
    return undefined;
  });
}
