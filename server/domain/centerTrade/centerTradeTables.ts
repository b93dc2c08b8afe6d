// Table shapes of migration 0200_center_trade, as Kysely sees them (booleans as 0/1).
import type { Generated } from 'kysely';

/** Result state of a round's clearing: 0 not generated, 2 being generated, 1 ready. */
export interface CenterTradeClearingTable {
  id: Generated<number>;
  roundId: number;
  state: number;
  pricingRule: string;
  startedAt: string;
  finishedAt: string | null;
  /** The clearing's totals as openCenterEngine answered them (migration 0202; null before it). */
  clearedVolume: number | null;
  averagePrice: number | null;
  tradeCount: number | null;
}

/** One market (province, or channel between provinces) × time segment of a clearing. */
export interface CenterTradeMarketTable {
  id: Generated<number>;
  roundId: number;
  province: number;
  channelId: number | null;
  timeId: number;
  timeName: string;
  clearedVolume: number;
  clearingPrice: number | null;
  receivingPrice: number | null;
  /** JSON array of curve steps { price, fromVolume, toVolume }. */
  buyCurve: string;
  sellCurve: string;
  /** JSON { volume, price } or null when nothing cleared. */
  clearingPoint: string | null;
  limitedByChannel: number;
}

/** The result of one declaration. */
export interface CenterTradeOrderTable {
  id: Generated<number>;
  roundId: number;
  declarationId: number;
  enterpriseId: number;
  unitId: number | null;
  direction: number;
  timeId: number;
  declaredPrice: number;
  declaredVolume: number;
  acceptedVolume: number;
  clearedVolume: number;
  price: number | null;
  money: number;
  outcome: string;
  reason: string | null;
}

/** Declared and cleared totals of an enterprise (buyers) or unit (sellers) in one segment. */
export interface CenterTradeRowTable {
  id: Generated<number>;
  roundId: number;
  enterpriseId: number;
  unitId: number | null;
  direction: number;
  timeId: number;
  declaredVolume: number;
  clearedVolume: number;
  money: number;
  averagePrice: number | null;
}

/** A category-2 question generated on a trainee's paper for a round. */
export interface CenterTradeQuestionTable {
  id: Generated<number>;
  courseId: number;
  roundId: number;
  userId: string;
  enterpriseId: number;
  /** 'price' (market clearing price) or 'volume' (own cleared volume). */
  kind: string;
  timeId: number;
  questionId: number;
  courseQuestionId: number;
}

/** The channel a bid of an inter-provincial round is declared on. */
export interface CenterTradeBidChannelTable {
  id: Generated<number>;
  declarationId: number;
  channelId: number;
}
