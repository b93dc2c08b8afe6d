// Kysely types of the day-ahead spot tables (migration 0700_spot).
import type { Generated } from 'kysely';

/**
 * A unit's stepwise offer in a round (migrations 0700, 0702); steps JSON [{ volume (cumulative MW),
 * price }]; ranges JSON [{ startTimeId, endTimeId, steps }] when the curve differs by time range (then
 * steps is the first range's). The same shape stores inter-provincial offers (spot_inter_offer).
 */
export interface SpotOfferTable {
  id: Generated<number>;
  roundId: number;
  enterpriseId: number;
  unitId: number;
  userId: string;
  province: string | null;
  steps: string;
  ranges: string | null;
  creationTime: string;
}

/** A load's 96-point day-ahead bid in a round; points JSON of 96 MW values. */
export interface SpotDemandBidTable {
  id: Generated<number>;
  roundId: number;
  enterpriseId: number;
  demandId: number;
  userId: string;
  points: string;
  creationTime: string;
}

/** One clearing stage of a round: its state (0 none, 2 generating, 1 ready) and result JSON. */
export interface SpotClearingTable {
  id: Generated<number>;
  roundId: number;
  stage: string;
  state: number;
  published: Generated<number>;
  startedAt: string;
  finishedAt: string | null;
  solveMs: number | null;
  message: string | null;
  result: string | null;
}

/** A generated category-4/5 question on a trainee's paper (kind 'preVolume', 'volume' or 'price'). */
export interface SpotQuestionTable {
  id: Generated<number>;
  courseId: number;
  roundId: number;
  userId: string;
  enterpriseId: number;
  kind: string;
  timeId: number;
  questionId: number;
  courseQuestionId: number;
}
