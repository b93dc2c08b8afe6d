// Decimal rules of centralised-bidding bids, checked with the engine's wording before the storage layer
// checks bounds, units and quota: a bid finer than the clearing grid would otherwise be accepted here
// and silently rejected by the engine at clearing time.
import { HttpError } from '../auth/identity';
import { checkNumber } from '../market/validation';
import type { Db } from './db';

/** Course argument with the decimals a price may have (the engine's grid, 3, when unset). */
export const PRICE_DECIMALS_ARGUMENT = 'PriceDecimals';
/** Volumes are declared on the engine's 0.01 MWh grid. */
const VOLUME_DECIMALS = 2;
const PRICE_GRID_DECIMALS = 3;

async function priceDecimals(db: Db, courseId: number): Promise<number> {
  const arg = await db
    .selectFrom('course_argument')
    .select('value')
    .where('courseId', '=', courseId)
    .where('name', '=', PRICE_DECIMALS_ARGUMENT)
    .executeTakeFirst();
  const n = Number(arg?.value);
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
