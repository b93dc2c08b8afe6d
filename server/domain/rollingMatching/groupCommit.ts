// The single writer of rolling matching's rows: every operation's rows (order, event, trades, cancels)
// are queued in the order the books produced them and written by one transaction per batch (group
// commit), so each reply waits for its own commit (durable: SQLite synchronous=FULL / PostgreSQL fsync)
// while many concurrent orders share one fsync. Ids are given here, not by the database, so an order's
// trades can name it in the same transaction.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  RollingCancelTable,
  RollingEventTable,
  RollingOrderTable,
  RollingTradeTable,
} from './rollingTables';

/** The rows one operation writes. */
export interface OperationRows {
  roundId: number;
  orders: Insertable<RollingOrderTable>[];
  events: Insertable<RollingEventTable>[];
  trades: Insertable<RollingTradeTable>[];
  cancels: Insertable<RollingCancelTable>[];
  /** Further writes that must commit with the event (a session's or round's status). */
  alongside?: (trx: Kysely<Database>) => Promise<void>;
}

interface Pending {
  rows: OperationRows;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Rows per INSERT, well below SQLite's bound-parameter limit. */
const CHUNK = 60;
/** How long the writer gathers operations before a transaction, ms. */
const GATHER_MS = 2;
/** Most operations in one transaction (a bigger batch only delays the first reply). */
const MAX_BATCH = 500;

async function insertAll<
  K extends 'rolling_order' | 'rolling_event' | 'rolling_trade' | 'rolling_cancel',
>(trx: Kysely<Database>, table: K, rows: Insertable<Database[K]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/** Next free ids of the four tables, read once when the writer starts. */
export interface IdCounters {
  order: number;
  event: number;
  trade: number;
  cancel: number;
}

/** Reads the next free id of each table. */
export async function loadIdCounters(db: Kysely<Database>): Promise<IdCounters> {
  const next = async (
    table: 'rolling_order' | 'rolling_event' | 'rolling_trade' | 'rolling_cancel',
  ): Promise<number> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number>('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0) + 1;
  };
  return {
    order: await next('rolling_order'),
    event: await next('rolling_event'),
    trade: await next('rolling_trade'),
    cancel: await next('rolling_cancel'),
  };
}

/** Batches operations into transactions, in submission order. */
export class GroupCommitWriter {
  private queue: Pending[] = [];
  private running = false;

  /** A writer on a database; `onFailure` hears of every round whose rows could not be stored. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly onFailure: (roundId: number) => void,
  ) {}

  /** Queues one operation's rows; resolves once they are committed. */
  submit(rows: OperationRows): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        // Wait a moment so concurrent operations share the transaction (and its fsync): without it the
        // reads of the next orders queue behind each commit and every batch holds a single operation.
        await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          await this.db.transaction().execute(async (trx) => {
            await insertAll(
              trx,
              'rolling_order',
              batch.flatMap((p) => p.rows.orders),
            );
            await insertAll(
              trx,
              'rolling_event',
              batch.flatMap((p) => p.rows.events),
            );
            await insertAll(
              trx,
              'rolling_trade',
              batch.flatMap((p) => p.rows.trades),
            );
            await insertAll(
              trx,
              'rolling_cancel',
              batch.flatMap((p) => p.rows.cancels),
            );
            for (const p of batch) await p.rows.alongside?.(trx);
          });
          for (const p of batch) p.resolve();
        } catch (error) {
          // The books already hold these operations: forget the rounds (they are rebuilt from storage)
          // and fail every queued operation of them, which may depend on the lost ones.
          const rounds = new Set(batch.map((p) => p.rows.roundId));
          const failed = [...batch, ...this.queue.filter((p) => rounds.has(p.rows.roundId))];
          this.queue = this.queue.filter((p) => !rounds.has(p.rows.roundId));
          for (const roundId of rounds) this.onFailure(roundId);
          for (const p of failed) p.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
