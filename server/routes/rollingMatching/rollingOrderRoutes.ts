import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError, requireIdentity } from '../../auth/identity';
import {
  accessEnterprise,
  accessRound,
  ownEnterpriseId,
  type CourseAccess,
} from '../../domain/access';
import { nowIso } from '../../domain/db';
import { ensureRollingQuestions } from '../../domain/rollingMatching/questionsRolling';
import { cancelOrder, placeOrder } from '../../domain/rollingMatching/rollingOrders';
import { marketRoundOf, roleOf } from '../../domain/rollingMatching/rollingRules';
import { RollingService } from '../../domain/rollingMatching/rollingService';
import { OrderType } from '../../domain/rollingMatching/roundEngine';
import { memoRead } from '../../db/readMemo';
import type { Database } from '../../db/schema';
import type { RoundRow } from '../../domain/rounds';
import { contractRoute } from '../../http/contract';
import { overviewChanged } from '../../realtime/overviewPush';
import type { DomainRouteOptions } from '../context';
import { listOf } from '../dto/types';
import { orderDto, pushChanges } from './rollingDto';

/** The enterprise whose own orders a call reads: the trainee's (403 for another's), or the asked one for the teacher. */
async function ownOrdersOf(
  db: Kysely<Database>,
  access: CourseAccess,
  asked: number | undefined,
): Promise<number | undefined> {
  return accessEnterprise(db, access, asked);
}

/** An enterprise's orders in a market round with their state now, in arrival order. */
async function ordersOf(
  db: Kysely<Database>,
  market: RoundRow,
  enterpriseId: number | undefined,
): Promise<ReturnType<typeof orderDto>[]> {
  let query = db
    .selectFrom('rolling_order')
    .select(['id', 'creationTime'])
    .where('roundId', '=', market.id);
  if (enterpriseId !== undefined) query = query.where('enterpriseId', '=', enterpriseId);
  const rows = await query.orderBy('id').execute();
  const engine = await RollingService.of(db).engine(market);
  return rows.flatMap((r) => {
    const order = engine.order(r.id);
    return order ? [orderDto(engine.state(order), market.id, r.creationTime)] : [];
  });
}

/** Names of a course's enterprises by id. */
async function enterpriseNames(
  db: Kysely<Database>,
  courseId: number,
): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('enterprise')
    .select(['id', 'name'])
    .where('courseId', '=', courseId)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Orders, listings and takes of type-3 rounds: placing, cancelling and the caller's own lists. */
export async function rollingOrderRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'placeListingOrder', async (request) => {
    const identity = requireIdentity(request);
    const access = await accessRound(db, identity, request.body.roundId);
    // Declaring is the trainee's act; a teacher declares only through teaching-mode tools.
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业申报', 'Forbidden');
    const enterpriseId = ownEnterpriseId(access, request.body.enterpriseId);
    // Read on every order; kept until the enterprise table is written (db/readMemo.ts).
    const enterprise = await memoRead(db, `enterpriseSide:${enterpriseId}`, ['enterprise'], () =>
      db
        .selectFrom('enterprise')
        .select(['id', 'isBuyer', 'province'])
        .where('id', '=', enterpriseId)
        .executeTakeFirstOrThrow(),
    );
    const change = await placeOrder(db, access.round, enterprise, identity.userId, request.body);
    pushChanges(access.course.id, change.market.id, { traded: change.traded });
    overviewChanged(access.course.id);
    // The round's category-3 questions join the trainee's paper now, waiting for the round's results.
    // The order is already committed: a failure here (two first orders at once) must not turn its
    // reply into an error; the questions are ensured again at close.
    await ensureRollingQuestions(db, change.market, identity.userId, enterprise.id).catch(
      () => undefined,
    );
    return orderDto(change.state, change.market.id, nowIso());
  });

  contractRoute(app, 'cancelListingOrder', async (request) => {
    const identity = requireIdentity(request);
    const row = await db
      .selectFrom('rolling_order')
      .select(['roundId', 'price', 'creationTime'])
      .where('id', '=', request.body.orderId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, `申报不存在：${request.body.orderId}`, 'NotFound');
    const access = await accessRound(db, identity, row.roundId);
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业撤单', 'Forbidden');
    const change = await cancelOrder(
      db,
      request.body.orderId,
      access.enterpriseIds,
      identity.userId,
    );
    pushChanges(access.course.id, change.market.id, { cancelled: true });
    const cancel = await db
      .selectFrom('rolling_cancel')
      .select(['id', 'creationTime'])
      .where('orderId', '=', request.body.orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return {
      id: cancel.id,
      orderId: request.body.orderId,
      roundId: change.market.id,
      volume: change.state.cancelVolume,
      price: row.price,
      creationTime: cancel.creationTime,
      cancelledBySystem: false,
    };
  });

  contractRoute(app, 'getMyListingOrders', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await ownOrdersOf(db, access, request.query.enterpriseId);
    return listOf(await ordersOf(db, market, enterpriseId));
  });

  contractRoute(app, 'getWaitOrders', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await ownOrdersOf(db, access, request.query.enterpriseId);
    const all = await ordersOf(db, market, enterpriseId);
    return listOf(all.filter((o) => o.status === 0 || o.status === 1));
  });

  // Listings still open, without who posted them: what a taker chooses from. The teacher's live card
  // reads every province's with the poster's name, and their waiting takes as pendingVolume.
  contractRoute(app, 'getListingOrders', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const engine = await RollingService.of(db).engine(market);
    const taker = access.isTeacher
      ? undefined
      : await actingEnterprise(db, access, request.query.enterpriseId);
    const province = taker?.province;
    // A taker trades the listing's other side on its role, never its own listing (market-rules.md).
    const role = taker ? (await roleOf(db, market.id, taker)).role : undefined;
    const rows = await db
      .selectFrom('rolling_order')
      .select(['id', 'creationTime'])
      .where('roundId', '=', market.id)
      .where('orderType', '=', OrderType.listing)
      .orderBy('id')
      .execute();
    const names = access.isTeacher ? await enterpriseNames(db, market.courseId) : undefined;
    const items = rows.flatMap((r) => {
      const order = engine.order(r.id);
      if (!order || (province !== undefined && order.province !== province)) return [];
      const state = engine.state(order);
      if (state.openVolume <= 0) return [];
      const dto = orderDto(state, market.id, r.creationTime, !access.isTeacher);
      const name = names?.get(order.enterpriseId);
      if (name !== undefined) return [{ ...dto, enterpriseName: name }];
      if (!taker) return [dto];
      return [{ ...dto, canTake: order.enterpriseId !== taker.id && 1 - order.direction === role }];
    });
    const skip = request.query.skipCount ?? 0;
    const take = request.query.maxResultCount ?? 1000;
    return { items: items.slice(skip, skip + take), totalCount: items.length };
  });

  contractRoute(app, 'getCanceledListings', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await ownOrdersOf(db, access, request.query.enterpriseId);
    // The cancelled order's book (segment or hour), so the list says which book the volume left.
    let query = db
      .selectFrom('rolling_cancel')
      .innerJoin('rolling_order', 'rolling_order.id', 'rolling_cancel.orderId')
      .selectAll('rolling_cancel')
      .select(['rolling_order.objId', 'rolling_order.timeId'])
      .where('rolling_cancel.roundId', '=', market.id);
    if (enterpriseId !== undefined) {
      query = query.where('rolling_cancel.enterpriseId', '=', enterpriseId);
    }
    const rows = await query.orderBy('rolling_cancel.id').execute();
    return listOf(
      rows.map((c) => ({
        id: c.id,
        orderId: c.orderId,
        roundId: market.id,
        volume: c.volume,
        price: c.price,
        objId: c.objId,
        timeId: c.timeId,
        creationTime: c.creationTime,
        cancelledBySystem: c.by === 1,
      })),
    );
  });
}

/**
 * The province of the enterprise the trainee acts for (books and listings are per province): the asked
 * one (403 for another's), else the trainee's first. A group trainee switched to its 江苏 plant asks
 * for that plant, or it would see its 山东 plant's market.
 */
export async function callerProvince(
  db: Kysely<Database>,
  access: CourseAccess,
  asked: number | undefined,
): Promise<number> {
  return (await actingEnterprise(db, access, asked)).province;
}

/** The enterprise the trainee acts for: the asked one (403 for another's), else its first. */
async function actingEnterprise(
  db: Kysely<Database>,
  access: CourseAccess,
  asked: number | undefined,
): Promise<{ id: number; isBuyer: number; province: number }> {
  const enterpriseId = await accessEnterprise(db, access, asked);
  return db
    .selectFrom('enterprise')
    .select(['id', 'isBuyer', 'province'])
    .where('id', '=', enterpriseId ?? -1)
    .executeTakeFirstOrThrow();
}
