// Table shapes of migration 0600_rolling_matching, as Kysely sees them.
import type { Generated } from 'kysely';

/** An accepted order (0 book order, 1 listing, 2 take of a listing). */
export interface RollingOrderTable {
  id: Generated<number>;
  roundId: number;
  sessionId: number | null;
  enterpriseId: number;
  unitId: number | null;
  userId: string;
  orderType: number;
  listingId: number | null;
  direction: number;
  province: number;
  objId: number | null;
  timeId: number | null;
  price: number;
  volume: number;
  creationTime: string;
}

/** One step of a round's history, replayed in id order after a restart. */
export interface RollingEventTable {
  id: Generated<number>;
  roundId: number;
  kind: string;
  orderId: number | null;
  enterpriseId: number | null;
  sessionId: number | null;
  creationTime: string;
}

/** A trade of a book or a listing. */
export interface RollingTradeTable {
  id: Generated<number>;
  roundId: number;
  eventId: number;
  kind: number;
  buyOrderId: number;
  sellOrderId: number;
  buyEnterpriseId: number;
  sellEnterpriseId: number;
  province: number;
  objId: number | null;
  timeId: number | null;
  price: number;
  volume: number;
  money: number;
  creationTime: string;
}

/** A cancelled volume, by its owner (by 0) or the system (by 1). */
export interface RollingCancelTable {
  id: Generated<number>;
  roundId: number;
  eventId: number;
  orderId: number;
  enterpriseId: number;
  volume: number;
  price: number;
  by: number;
  creationTime: string;
}

/** The listing role (0 buyer, 1 seller) an enterprise chose in a round. */
export interface RollingRoleTable {
  id: Generated<number>;
  roundId: number;
  enterpriseId: number;
  role: number;
}

/** One result row: an enterprise's traded volume on a side in a segment or hour. */
export interface RollingResultTable {
  id: Generated<number>;
  roundId: number;
  enterpriseId: number;
  direction: number;
  objId: number | null;
  timeId: number | null;
  volume: number;
  price: number;
  money: number;
}

/** Result state of a round: 0 not generated, 1 ready; when it closed and its reports were built. */
export interface RollingRoundTable {
  id: Generated<number>;
  roundId: number;
  resultState: number;
  closedAt: string | null;
  demandReportAt: string | null;
  generatorReportAt: string | null;
}

/** A generated category-3 question of a trainee's paper: which round and fact (kind) it asks about. */
export interface RollingQuestionTable {
  id: Generated<number>;
  courseId: number;
  roundId: number;
  userId: string;
  enterpriseId: number;
  kind: string;
  questionId: number;
  courseQuestionId: number;
}
