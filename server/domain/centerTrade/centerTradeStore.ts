// Writes one clearing's results: markets with their curves, per-declaration results, per-unit (sellers)
// or per-enterprise (buyers) rows, and the same rows into clearing_result for settlement. The rows are
// made in centerTradeRows.ts.
import type { CentralAuctionResult } from '../../market/centralAuction/centralAuctionTypes';
import type { TimeSegment } from '../../market/timeSegments';
import type { Db } from '../db';
import type { RoundRow } from '../rounds';
import { clearingResultRows, marketRows, orderRowChunks, summaryRows } from './centerTradeRows';

/** Rows per INSERT, well below SQLite's bound-parameter limit. */
const CHUNK = 200;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Replaces the stored results of `round` with `result`; run inside a transaction. */
export async function storeClearing(
  db: Db,
  round: RoundRow,
  result: CentralAuctionResult,
  segments: readonly TimeSegment[],
): Promise<void> {
  for (const table of [
    'center_trade_market',
    'center_trade_order',
    'center_trade_row',
    'clearing_result',
  ] as const) {
    await db.deleteFrom(table).where('roundId', '=', round.id).execute();
  }
  await insertChunks(marketRows(round.id, result.markets, segments), (chunk) =>
    db.insertInto('center_trade_market').values(chunk).execute(),
  );
  for (const chunk of orderRowChunks(round.id, result.orders, CHUNK)) {
    await db.insertInto('center_trade_order').values(chunk).execute();
  }
  const rows = summaryRows(round.id, result.orders);
  await insertChunks(rows, (chunk) => db.insertInto('center_trade_row').values(chunk).execute());
  await insertChunks(clearingResultRows(round, rows), (chunk) =>
    db.insertInto('clearing_result').values(chunk).execute(),
  );
}
