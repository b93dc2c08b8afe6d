// An accepted proposal is a contract for both parties: one clearing_result row per side and
// segment, which holdings (持仓) and settlement (结算) read like every other market's results.
import type { Db } from '../db';
import type { RoundRow } from '../rounds';
import type { StoredProposal } from './bilateralProposals';

/** Writes the contract's rows: the sender's and the addressee's side of each segment. */
export async function writeContract(db: Db, round: RoundRow, p: StoredProposal): Promise<void> {
  const seller = p.direction === 1 ? p.fromEnterpriseId : p.toEnterpriseId;
  const buyer = p.direction === 1 ? p.toEnterpriseId : p.fromEnterpriseId;
  await db
    .insertInto('clearing_result')
    .values(
      p.items.flatMap((item) => [
        // The seller's row names the unit the generator proposed for (none: the enterprise's).
        {
          roundId: round.id,
          enterpriseId: seller,
          unitId: p.unitId,
          direction: 1,
          month: p.month,
          timeId: item.objId,
          volume: item.volume,
          price: item.price,
        },
        {
          roundId: round.id,
          enterpriseId: buyer,
          unitId: null,
          direction: 0,
          month: p.month,
          timeId: item.objId,
          volume: item.volume,
          price: item.price,
        },
      ]),
    )
    .execute();
}
