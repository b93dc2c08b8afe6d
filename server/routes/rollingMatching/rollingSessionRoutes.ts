// The teacher's view of a type-3 round's sessions (场次): each session's status, whether trainees can
// see it yet (the Round contract carries no visibility), and how much was ordered and traded in it.
// A session's end cancels what rests in it, so both sides of a trade belong to the same session.
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/identity';
import { accessRound, assertTeacher } from '../../domain/access';
import { marketRoundOf } from '../../domain/rollingMatching/rollingRules';
import { subRounds } from '../../domain/rounds';
import { contractRoute } from '../../http/contract';
import type { DomainRouteOptions } from '../context';
import { enumValue, listOf } from '../dto/types';

/** GET getRollingSessions: the market round's sessions in order, for its teacher only. */
export async function rollingSessionRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getRollingSessions', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    const market = await marketRoundOf(db, access.round);
    const [sessions, orders, trades] = await Promise.all([
      subRounds(db, market.id),
      db
        .selectFrom('rolling_order')
        .select(['sessionId', (eb) => eb.fn.countAll<number>().as('count')])
        .where('roundId', '=', market.id)
        .groupBy('sessionId')
        .execute(),
      db
        .selectFrom('rolling_trade')
        .innerJoin('rolling_order', 'rolling_order.id', 'rolling_trade.buyOrderId')
        .select(['rolling_order.sessionId', 'rolling_trade.volume'])
        .where('rolling_trade.roundId', '=', market.id)
        .execute(),
    ]);
    const orderCount = new Map(orders.map((o) => [o.sessionId, Number(o.count)]));
    // Volumes are summed in hundredths of a MWh so the total has no binary fraction noise.
    const traded = new Map<number | null, { count: number; cents: number }>();
    for (const t of trades) {
      const sum = traded.get(t.sessionId) ?? { count: 0, cents: 0 };
      sum.count += 1;
      sum.cents += Math.round(t.volume * 100);
      traded.set(t.sessionId, sum);
    }
    return listOf(
      sessions.map((s) => ({
        id: s.id,
        name: s.name,
        status: enumValue(s.status, [0, 1, 2, 3] as const),
        hidden: s.isHide === 1,
        orderCount: orderCount.get(s.id) ?? 0,
        tradeCount: traded.get(s.id)?.count ?? 0,
        tradedVolume: (traded.get(s.id)?.cents ?? 0) / 100,
      })),
    );
  });
}
