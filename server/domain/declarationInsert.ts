// The INSERT … RETURNING of a declaration's bids, prepared once per bid count (db/preparedQuery.ts):
// its SQL depends only on how many rows it inserts, and Kysely building and compiling it anew was the
// biggest Kysely cost left on the declaration path (2.4% of apiLoad's server samples).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DeclarationTable } from '../db/marketSchema';
import { preparedQuery, type PreparedValue } from '../db/preparedQuery';
import type { Database } from '../db/schema';

type NewBid = Insertable<DeclarationTable>;

/** Bid counts above this are built each time, so a caller cannot grow the kept queries without end. */
const MAX_PREPARED_COUNT = 64;
const COLUMNS = 10;

/** The row of the r-th bid among the flat values (they are placeholders when the query is built). */
function rowAt(values: PreparedValue[], r: number): NewBid {
  const at = r * COLUMNS;
  return {
    roundId: values[at] as number,
    enterpriseId: values[at + 1] as number,
    unitId: values[at + 2] as number | null,
    userId: values[at + 3] as string,
    direction: values[at + 4] as number,
    month: values[at + 5] as number,
    timeId: values[at + 6] as number,
    volume: values[at + 7] as number,
    price: values[at + 8] as number,
    creationTime: values[at + 9] as string,
  };
}

/** The flat values of a bid, in rowAt's order. */
function valuesOf(bid: NewBid): PreparedValue[] {
  return [
    bid.roundId,
    bid.enterpriseId,
    bid.unitId ?? null,
    bid.userId,
    bid.direction,
    bid.month,
    bid.timeId,
    bid.volume,
    bid.price,
    bid.creationTime,
  ];
}

type Insert = (
  db: Kysely<Database>,
  ...values: PreparedValue[]
) => Promise<Selectable<DeclarationTable>[]>;

function insertOf(count: number): Insert {
  return preparedQuery((db: Kysely<Database>, ...values: PreparedValue[]) =>
    db
      .insertInto('declaration')
      .values(Array.from({ length: count }, (_, r) => rowAt(values, r)))
      .returningAll(),
  );
}

const byCount = new Map<number, Insert>();

/** Inserts the bids (at least one) and returns the stored rows. */
export function insertDeclarations(
  db: Kysely<Database>,
  bids: readonly NewBid[],
): Promise<Selectable<DeclarationTable>[]> {
  let insert = byCount.get(bids.length);
  if (insert === undefined) {
    insert = insertOf(bids.length);
    if (bids.length <= MAX_PREPARED_COUNT) byCount.set(bids.length, insert);
  }
  return insert(db, ...bids.flatMap(valuesOf));
}
