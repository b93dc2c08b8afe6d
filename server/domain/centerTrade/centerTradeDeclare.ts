// Decimal rules of centralised-bidding bids, checked with the engine's wording before the storage layer
// checks bounds, units and quota: a bid finer than the clearing grid would otherwise be accepted here
// and silently rejected by the engine at clearing time.
import { HttpError } from '../../auth/identity';
import { marketMessages } from '../../market/messages';
import { quotaRemaining } from '../../market/quota';
import { checkNumber } from '../../market/validation';
import { preparedQuery } from '../../db/preparedQuery';
import type { Db } from '../db';
import type { RoundRow } from '../rounds';
import { courseArgument } from '../courseArgument';

/** Course argument with the decimals a price may have (the engine's grid, 3, when unset). */
export const PRICE_DECIMALS_ARGUMENT = 'PriceDecimals';
/** Volumes are declared on the engine's 0.01 MWh grid. */
export const VOLUME_DECIMALS = 2;
const PRICE_GRID_DECIMALS = 3;

const enterpriseQuotas = preparedQuery(
  (db: Db, roundId: number, enterpriseId: number, month: number) =>
    db
      .selectFrom('quota')
      .select(['timeId', 'obj', 'upper', 'used'])
      .where('roundId', '=', roundId)
      .where('entityId', '=', enterpriseId)
      .where('month', '=', month),
);

/** Decimal places a price may have in the course (argument PriceDecimals, else the engine's 3). */
export async function priceDecimals(db: Db, courseId: number): Promise<number> {
  const n = Number(await courseArgument(db, courseId, PRICE_DECIMALS_ARGUMENT));
  return Number.isInteger(n) && n >= 0 && n <= PRICE_GRID_DECIMALS ? n : PRICE_GRID_DECIMALS;
}

/** Throws 400 naming the first bid whose price or volume has more decimals than allowed. */
export async function checkBidDecimals(
  db: Db,
  courseId: number,
  bids: ReadonlyArray<{ price: number; volume: number }>,
): Promise<void> {
  const decimals = await priceDecimals(db, courseId);
  bids.forEach((bid, i) => {
    const problems: Array<[string | null, string]> = [
      [checkNumber(bid.price, 'price', { decimals }), `bids[${i}].price`],
      [checkNumber(bid.volume, 'volume', { decimals: VOLUME_DECIMALS }), `bids[${i}].volume`],
    ];
    for (const [message, member] of problems) {
      if (message) {
        throw new HttpError(400, message, 'ValidationError', [{ message, members: [member] }]);
      }
    }
  });
}

/**
 * Throws 400 when the quota of a declared segment points the other way (a sell quota blocks buying,
 * a buy quota blocks selling: shown '-'); the storage layer then checks the remaining volume.
 */
export async function checkQuotaDirection(
  db: Db,
  round: RoundRow,
  enterpriseId: number,
  direction: number,
  bids: ReadonlyArray<{ objId: number }>,
): Promise<void> {
  if (!round.enableQuota) return;
  const quotas = await enterpriseQuotas(db, round.id, enterpriseId, round.month);
  const side = direction === 1 ? 'sell' : 'buy';
  bids.forEach((bid, i) => {
    const rows = quotas.filter((q) => q.timeId === bid.objId);
    const first = rows[0];
    if (!first) return;
    const records = rows.map((q) => ({ ...q, entityId: String(enterpriseId) }));
    if (quotaRemaining(records, first.obj === 1 ? 1 : 0)[side] === null) {
      const message = marketMessages.sideBlocked(side);
      throw new HttpError(400, message, 'ValidationError', [
        { message, members: [`bids[${i}].volume`] },
      ]);
    }
  });
}
