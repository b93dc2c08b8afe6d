// Reads a cleared round's results, scoped to the caller: market-wide clearing prices and volumes for
// everyone, enterprise rows only for the caller's own enterprise (a teacher may see every enterprise).
import type { Selectable } from 'kysely';
import type { CurveStep } from '../../market/centralAuction/centralAuctionTypes';
import type { Db } from '../db';
import { clearingState, clearingStateOf } from './centerTradeClearing';
import type { CenterTradeMarketTable } from './centerTradeTables';
import { courseSegments } from './centerTradeInput';
import type { RoundRow } from '../rounds';

/** One result row: market-wide (enterpriseId null) or of one enterprise/unit in one segment. */
export interface ResultRowView {
  roundId: number;
  objId: number;
  objName: string;
  enterpriseId: number | null;
  unitId: number | null;
  unitName: string | null;
  direction?: number;
  /** Clearing price (market rows) or average price (own rows); null when nothing cleared. */
  clearedPrice: number | null;
  clearedVolume: number;
  declaredVolume?: number;
}

/** One market × segment with its step curves and the clearing point. */
export interface MarketView {
  roundId: number;
  province: number;
  channelId: number | null;
  channelName: string | null;
  objId: number;
  objName: string;
  clearedVolume: number;
  clearingPrice: number | null;
  receivingPrice: number | null;
  buyCurve: CurveStep[];
  sellCurve: CurveStep[];
  clearingPoint: { volume: number; price: number } | null;
}

/** Who asks: `enterpriseId` undefined means every enterprise (teachers only). */
export interface ResultScope {
  enterpriseId: number | undefined;
}

async function courseChannelNames(db: Db, courseId: number) {
  return db
    .selectFrom('province_channel')
    .innerJoin('course', 'course.sceneId', 'province_channel.sceneId')
    .select(['province_channel.id', 'province_channel.name'])
    .where('course.id', '=', courseId)
    .execute();
}

function parseCurve(text: string): CurveStep[] {
  return JSON.parse(text) as CurveStep[];
}

function marketView(
  m: Selectable<CenterTradeMarketTable>,
  channelNames: ReadonlyMap<number, string>,
): MarketView {
  return {
    roundId: m.roundId,
    province: m.province,
    channelId: m.channelId,
    channelName: m.channelId === null ? null : (channelNames.get(m.channelId) ?? null),
    objId: m.timeId,
    objName: m.timeName,
    clearedVolume: m.clearedVolume,
    clearingPrice: m.clearingPrice,
    receivingPrice: m.receivingPrice,
    buyCurve: parseCurve(m.buyCurve),
    sellCurve: parseCurve(m.sellCurve),
    clearingPoint: m.clearingPoint
      ? (JSON.parse(m.clearingPoint) as { volume: number; price: number })
      : null,
  };
}

/**
 * The results of a round: nothing until its clearing is ready (the readiness calls say why), then
 * market rows of the scope's province (all provinces for a teacher asking for every enterprise),
 * the enterprise rows in scope, and every market with its curves.
 */
export async function centerTradeResults(
  db: Db,
  round: RoundRow,
  scope: ResultScope,
): Promise<{ items: ResultRowView[]; markets: MarketView[] }> {
  if ((await clearingStateOf(db, round.id)) !== clearingState.ready) {
    return { items: [], markets: [] };
  }
  const names = new Map((await courseSegments(db, round.courseId)).map((s) => [s.id, s.name]));
  // Names shown on result screens: channels of inter-provincial markets, units of sellers' rows.
  const channelNames = new Map(
    (await courseChannelNames(db, round.courseId)).map((c) => [c.id, c.name]),
  );
  const markets = (
    await db
      .selectFrom('center_trade_market')
      .selectAll()
      .where('roundId', '=', round.id)
      .orderBy('province')
      .orderBy('channelId')
      .orderBy('timeId')
      .execute()
  ).map((m) => marketView(m, channelNames));
  let province: number | undefined;
  let rowQuery = db.selectFrom('center_trade_row').selectAll().where('roundId', '=', round.id);
  if (scope.enterpriseId !== undefined) {
    const enterprise = await db
      .selectFrom('enterprise')
      .select('province')
      .where('id', '=', scope.enterpriseId)
      .executeTakeFirst();
    province = enterprise?.province;
    rowQuery = rowQuery.where('enterpriseId', '=', scope.enterpriseId);
  }
  const marketRows: ResultRowView[] = markets
    // Between provinces every channel's price is public; inside one, the caller's province only.
    .filter((m) =>
      round.isInterProvincial
        ? m.channelId !== null
        : m.channelId === null && (province === undefined || m.province === province),
    )
    .map((m) => ({
      roundId: round.id,
      objId: m.objId,
      objName: m.objName,
      enterpriseId: null,
      unitId: null,
      unitName: null,
      clearedPrice: m.clearingPrice,
      clearedVolume: m.clearedVolume,
    }));
  const rows = await rowQuery.orderBy('enterpriseId').orderBy('unitId').orderBy('timeId').execute();
  const unitIds = [...new Set(rows.flatMap((r) => (r.unitId === null ? [] : [r.unitId])))];
  const unitNames = new Map(
    unitIds.length === 0
      ? []
      : (
          await db
            .selectFrom('generator_unit')
            .select(['id', 'name'])
            .where('id', 'in', unitIds)
            .execute()
        ).map((u) => [u.id, u.name]),
  );
  const ownRows: ResultRowView[] = rows.map((r) => ({
    roundId: round.id,
    objId: r.timeId,
    objName: names.get(r.timeId) ?? String(r.timeId),
    enterpriseId: r.enterpriseId,
    unitId: r.unitId,
    unitName: r.unitId === null ? null : (unitNames.get(r.unitId) ?? null),
    direction: r.direction,
    clearedPrice: r.averagePrice,
    clearedVolume: r.clearedVolume,
    declaredVolume: r.declaredVolume,
  }));
  return { items: [...marketRows, ...ownRows], markets };
}
