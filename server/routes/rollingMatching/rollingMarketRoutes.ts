import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requireIdentity } from '../../auth/identity';
import type { Database } from '../../db/schema';
import { accessEnterprise, accessRound, type CourseAccess } from '../../domain/access';
import { courseSegments } from '../../domain/centerTrade/centerTradeInput';
import { marketRoundOf } from '../../domain/rollingMatching/rollingRules';
import { RollingService } from '../../domain/rollingMatching/rollingService';
import type { RoundRow } from '../../domain/rounds';
import { contractRoute } from '../../http/contract';
import type { Period } from '../../market/types';
import type { DomainRouteOptions } from '../context';
import { listOf, type Schemas } from '../dto/types';
import { callerProvince } from './rollingOrderRoutes';

interface BookQuery {
  roundId: number;
  enterpriseId?: number;
  objId?: number;
  timeId?: number;
}

/** The books a caller may see: its enterprise's province, every trading province for the teacher. */
async function provincesOf(
  db: Kysely<Database>,
  access: CourseAccess,
  enterpriseId: number | undefined,
): Promise<number[]> {
  if (!access.isTeacher) return [await callerProvince(db, access, enterpriseId)];
  const rows = await db
    .selectFrom('enterprise')
    .select('province')
    .distinct()
    .where('courseId', '=', access.course.id)
    .where('isTrade', '=', 1)
    .orderBy('province')
    .execute();
  return rows.map((r) => r.province);
}

/** The periods of a round's books, or the one asked for. */
async function periodsOf(db: Kysely<Database>, market: RoundRow, q: BookQuery): Promise<Period[]> {
  if (market.cycle === 3) {
    const hours = q.timeId !== undefined ? [q.timeId] : Array.from({ length: 24 }, (_, h) => h);
    return hours.map((hour) => ({ kind: 'hour', hour }));
  }
  const ids =
    q.objId !== undefined
      ? [q.objId]
      : (await courseSegments(db, market.courseId)).map((s) => s.id);
  return ids.map((segmentId) => ({ kind: 'segment', segmentId }));
}

/** Market data of type-3 rounds: anonymous depth, the trade tape and the caller's traded volumes. */
export async function rollingMarketRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  const depth = async (request: FastifyRequest, q: BookQuery, side: 'bids' | 'asks') => {
    const access = await accessRound(db, requireIdentity(request), q.roundId);
    const market = await marketRoundOf(db, access.round);
    const engine = await RollingService.of(db).engine(market);
    const items: Schemas['BookLevel'][] = [];
    for (const province of await provincesOf(db, access, q.enterpriseId)) {
      for (const period of await periodsOf(db, market, q)) {
        for (const level of engine.depth(province, period)[side]) {
          items.push({
            province,
            objId: period.kind === 'segment' ? period.segmentId : null,
            timeId: period.kind === 'hour' ? period.hour : null,
            price: level.price,
            volume: level.volume,
            orderCount: level.orders,
          });
        }
      }
    }
    return listOf(items);
  };
  contractRoute(app, 'getBuyOrders', (request) => depth(request, request.query, 'bids'));
  contractRoute(app, 'getSellOrders', (request) => depth(request, request.query, 'asks'));
  contractRoute(app, 'getBuyOrdersV8', (request) => depth(request, request.query, 'bids'));
  contractRoute(app, 'getSellOrdersV8', (request) => depth(request, request.query, 'asks'));

  // The tape: price, volume and time for all; order ids and names only on the caller's own sides.
  contractRoute(app, 'getListingTrades', async (request) => {
    const q = request.query;
    const access = await accessRound(db, requireIdentity(request), q.roundId);
    const market = await marketRoundOf(db, access.round);
    const own = new Set(access.isTeacher ? [] : access.enterpriseIds);
    let query = db
      .selectFrom('rolling_trade')
      .leftJoin('enterprise as b', 'b.id', 'rolling_trade.buyEnterpriseId')
      .leftJoin('enterprise as s', 's.id', 'rolling_trade.sellEnterpriseId')
      .selectAll('rolling_trade')
      .select(['b.name as buyerName', 's.name as sellerName'])
      .where('rolling_trade.roundId', '=', market.id);
    if (q.objId !== undefined) query = query.where('rolling_trade.objId', '=', q.objId);
    if (q.timeId !== undefined) query = query.where('rolling_trade.timeId', '=', q.timeId);
    if (!access.isTeacher) {
      const province = await callerProvince(db, access, q.enterpriseId);
      query = query.where('rolling_trade.province', '=', province);
    }
    // The tape of the enterprise's province, or (own) only the trades it is a party to.
    const enterpriseId = q.own ? await accessEnterprise(db, access, q.enterpriseId) : undefined;
    if (enterpriseId !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb('rolling_trade.buyEnterpriseId', '=', enterpriseId),
          eb('rolling_trade.sellEnterpriseId', '=', enterpriseId),
        ]),
      );
    }
    const rows = await query.orderBy('rolling_trade.id').execute();
    return listOf(
      rows.map((t) => {
        const seesBuy = access.isTeacher || own.has(t.buyEnterpriseId);
        const seesSell = access.isTeacher || own.has(t.sellEnterpriseId);
        return {
          id: t.id,
          roundId: market.id,
          ...(seesBuy ? { buyOrderId: t.buyOrderId, buyerName: t.buyerName ?? '' } : {}),
          ...(seesSell ? { sellOrderId: t.sellOrderId, sellerName: t.sellerName ?? '' } : {}),
          objId: t.objId,
          timeId: t.timeId,
          price: t.price,
          volume: t.volume,
          creationTime: t.creationTime,
        };
      }),
    );
  });

  contractRoute(app, 'getListingIngVolume', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    let query = db.selectFrom('rolling_trade').selectAll().where('roundId', '=', market.id);
    if (enterpriseId !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb('buyEnterpriseId', '=', enterpriseId),
          eb('sellEnterpriseId', '=', enterpriseId),
        ]),
      );
    }
    const sums = new Map<
      string,
      { objId: number | null; timeId: number | null; buy: number; sell: number }
    >();
    for (const t of await query.orderBy('id').execute()) {
      const key = `${t.objId}|${t.timeId}`;
      const sum = sums.get(key) ?? { objId: t.objId, timeId: t.timeId, buy: 0, sell: 0 };
      const cents = Math.round(t.volume * 100);
      // Without an enterprise (teacher), every trade counts once on each side.
      if (enterpriseId === undefined || t.buyEnterpriseId === enterpriseId) sum.buy += cents;
      if (enterpriseId === undefined || t.sellEnterpriseId === enterpriseId) sum.sell += cents;
      sums.set(key, sum);
    }
    return listOf(
      [...sums.values()].map((s) => ({
        objId: s.objId,
        timeId: s.timeId,
        buyVolume: s.buy / 100,
        sellVolume: s.sell / 100,
      })),
    );
  });
}
