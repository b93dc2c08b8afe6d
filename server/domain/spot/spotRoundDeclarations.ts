// The teacher's view of a day-ahead round's declarations: every trading enterprise of the course with
// its units (provincial and inter-provincial offer, each null until declared) and its loads (96-point
// bid, null until declared), read from the same tables the clearing reads.
import type { Selectable } from 'kysely';
import { validationError } from '../../auth/identity';
import type { DemandTable, GeneratorUnitTable } from '../../db/domainSchema';
import type { Db } from '../db';
import { enterpriseBases, type EnterpriseBase } from '../enterprises';
import type { RoundRow } from '../rounds';
import {
  demandBidsOf,
  offersOf,
  type SpotDemandBidRow,
  type SpotOfferRow,
} from './spotDeclarations';

/** A unit with what it declared in the round. */
export interface UnitDeclaration {
  unit: Selectable<GeneratorUnitTable>;
  offer: SpotOfferRow | null;
  interProvincialOffer: SpotOfferRow | null;
}

/** A load with its bid in the round. */
export interface DemandDeclaration {
  demand: Selectable<DemandTable>;
  bid: SpotDemandBidRow | null;
}

/** One enterprise's declarations in the round. */
export interface EnterpriseDeclarations {
  enterprise: EnterpriseBase;
  units: UnitDeclaration[];
  demands: DemandDeclaration[];
}

/** The declarations of every trading enterprise of a day-ahead round, by enterprise id. */
export async function spotRoundDeclarations(
  db: Db,
  round: RoundRow,
): Promise<EnterpriseDeclarations[]> {
  if (round.type !== 11) throw validationError('该轮次不是日前现货轮次', 'id');
  const [bases, offers, interOffers, bids] = await Promise.all([
    enterpriseBases(db, { courseId: round.courseId }),
    offersOf(db, round.id, null),
    offersOf(db, round.id, null, undefined, 'interProvincial'),
    demandBidsOf(db, round.id, null),
  ]);
  const byUnit = (rows: SpotOfferRow[]) => new Map(rows.map((r) => [r.unitId, r]));
  const offerOf = byUnit(offers);
  const interOf = byUnit(interOffers);
  const bidOf = new Map(bids.map((b) => [b.demandId, b]));
  return bases
    .filter((e) => e.isTrade === 1)
    .map((enterprise) => ({
      enterprise,
      units: enterprise.units.map((unit) => ({
        unit,
        offer: offerOf.get(unit.id) ?? null,
        interProvincialOffer: interOf.get(unit.id) ?? null,
      })),
      demands: enterprise.demands.map((demand) => ({ demand, bid: bidOf.get(demand.id) ?? null })),
    }));
}
