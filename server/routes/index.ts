import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { adminEditRoutes } from './adminEdit';
import { bilateralRoutes } from './bilateral/bilateralRoutes';
import { centerTradeBidRoutes } from './centerTrade/centerTradeBids';
import { centerTradeClearingRoutes } from './centerTrade/centerTradeClearing';
import { competitionRoutes } from './competitions';
import type { DomainRouteOptions } from './context';
import { courseRoutes } from './courses';
import { disclosureCurveRoutes } from './disclosureCurves';
import { disclosureDownloadRoutes } from './disclosureDownload';
import { disclosureGridRoutes } from './disclosureGrid';
import { disclosureGroupRoutes } from './disclosureGroups';
import { enterpriseCurveRoutes } from './enterpriseCurves';
import { enterpriseRoutes } from './enterprises';
import { holdingRoutes } from './holdings';
import { noticeRoutes } from './notices';
import { oneMoreGameRoutes } from './oneMoreGame';
import { overviewRoutes } from './overview';
import { questionRoutes } from './questions';
import { quotaRoutes } from './quotas';
import { roundExtraRoutes } from './roundExtras';
import { rollingMarketRoutes } from './rollingMatching/rollingMarketRoutes';
import { rollingOrderRoutes } from './rollingMatching/rollingOrderRoutes';
import { rollingRoundRoutes } from './rollingMatching/rollingRoundRoutes';
import { rollingSessionRoutes } from './rollingMatching/rollingSessionRoutes';
import { roundRoutes } from './rounds';
import { settlementRoutes } from './settlement/settlementRoutes';
import { spotAdminRoutes } from './spot/spotAdminRoutes';
import { spotDeclarationRoutes } from './spot/spotDeclarationRoutes';
import { spotResultRoutes } from './spot/spotResultRoutes';
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
    // Disclosure, typical-day curves, holdings and the extras of issue 7.
    disclosureGridRoutes,
    disclosureCurveRoutes,
    disclosureGroupRoutes,
    disclosureDownloadRoutes,
    enterpriseCurveRoutes,
    holdingRoutes,
    roundExtraRoutes,
    competitionRoutes,
    // Rolling matching and listing (issue 13).
    rollingOrderRoutes,
    rollingMarketRoutes,
    rollingRoundRoutes,
    rollingSessionRoutes,
    // Day-ahead spot (issue 15).
    spotDeclarationRoutes,
    spotResultRoutes,
    spotAdminRoutes,
    // Settlement reports and runs.
    settlementRoutes,
    // Bilateral negotiation.
    bilateralRoutes,
    // My trades, the data panel and the monitor screen.
    overviewRoutes,
  ]) {
    await plugin(app, options);
  }
}
