// Contract shapes of stored day-ahead declarations, shared by the trainees' declaration calls and the
// teacher's view of a round.
import {
  bidPoints,
  offerRanges,
  offerSteps,
  type SpotDemandBidRow,
  type SpotOfferRow,
} from '../../domain/spot/spotDeclarations';
import type { Schemas } from '../dto/types';
import { slotLabel } from './spotSlots';

/** A stored offer (provincial or inter-provincial) as the contract gives it. */
export function offerDto(
  row: SpotOfferRow,
  unitName: string | undefined,
): Schemas['DayAheadOffer'] {
  return {
    roundId: row.roundId,
    unitId: row.unitId,
    ...(unitName === undefined ? {} : { unitName }),
    province: row.province,
    kind: row.province === null ? 'provincial' : 'interProvincial',
    steps: offerSteps(row),
    ranges: offerRanges(row),
    creationTime: row.creationTime,
  };
}

/** A stored 96-point demand bid as the contract gives it, each point with its times. */
export function bidDto(row: SpotDemandBidRow): Schemas['DayAheadDemandBid'] {
  return {
    roundId: row.roundId,
    demandId: row.demandId,
    points: bidPoints(row).map((volume, timeId) => ({ timeId, volume, ...slotLabel(timeId) })),
  };
}
