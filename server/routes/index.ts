import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { adminEditRoutes } from './adminEdit';
import { centerTradeBidRoutes } from './centerTradeBids';
import { centerTradeClearingRoutes } from './centerTradeClearing';
import type { DomainRouteOptions } from './context';
import { courseRoutes } from './courses';
import { enterpriseRoutes } from './enterprises';
import { noticeRoutes } from './notices';
import { oneMoreGameRoutes } from './oneMoreGame';
import { questionRoutes } from './questions';
import { quotaRoutes } from './quotas';
import { roundRoutes } from './rounds';
import { userCourseRoutes } from './userCourses';

/** Registers every domain route (courses, rounds, enterprises, quotas, notices, bids, teacher). */
export async function domainRoutes(
  app: FastifyInstance,
  options: DomainRouteOptions,
): Promise<void> {
  for (const plugin of [
    courseRoutes,
    userCourseRoutes,
    oneMoreGameRoutes,
    roundRoutes,
    enterpriseRoutes,
    quotaRoutes,
    noticeRoutes,
    centerTradeBidRoutes,
    centerTradeClearingRoutes,
    questionRoutes,
    adminRoutes,
    adminEditRoutes,
  ]) {
    await plugin(app, options);
  }
}
