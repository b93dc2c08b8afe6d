// Kysely types of the bilateral negotiation tables (migration 0900_bilateral).
import type { Generated } from 'kysely';

/** A proposal; status 0 pending, 1 accepted, 2 rejected, 3 withdrawn (by its sender or the system). */
export interface BilateralProposalTable {
  id: Generated<number>;
  roundId: number;
  fromEnterpriseId: number;
  toEnterpriseId: number;
  /** The generator's unit the contract is for (a retailer's proposals name none). */
  unitId: number | null;
  /** The proposer's direction: 0 buy (a retailer), 1 sell (a generator). */
  direction: number;
  /** Delivery month (the round's). */
  month: number;
  status: number;
  reason: string | null;
  userId: string;
  answeredBy: string | null;
  creationTime: string;
  answerTime: string | null;
}

/** One time segment of a proposal: MWh over the month at 元/MWh. */
export interface BilateralItemTable {
  id: Generated<number>;
  proposalId: number;
  objId: number;
  volume: number;
  price: number;
}
