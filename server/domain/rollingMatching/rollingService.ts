// The live rolling-matching markets of one database: each type-3 round's RoundEngine, rebuilt from its
// stored events on first use (so a restart loses nothing), one lock per round (one writer per book: no
// double fills under concurrent requests), and the group-commit writer that makes each operation durable
// before its reply.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../db';
import type { RoundRow } from '../rounds';
import {
  GroupCommitWriter,
  loadIdCounters,
  type IdCounters,
  type OperationRows,
} from './groupCommit';
import { loadRoundEngine } from './rollingStore';
import type { EventOutcome, RoundEngine, RoundEvent, StoredOrder } from './roundEngine';

interface RoundState {
  engine: RoundEngine;
  /** The end of the round's lock chain. */
  tail: Promise<unknown>;
}

/** What one operation did after its commit. */
export interface Applied {
  outcome: Extract<EventOutcome, { ok: true }>;
  engine: RoundEngine;
}

const services = new WeakMap<Kysely<Database>, RollingService>();

/** The rolling-matching markets of one database. */
export class RollingService {
  private readonly states = new Map<number, Promise<RoundState>>();
  private readonly writer: GroupCommitWriter;
  private ids: Promise<IdCounters> | null = null;

  private constructor(private readonly db: Kysely<Database>) {
    this.writer = new GroupCommitWriter(db, (roundId) => this.states.delete(roundId));
  }

  /** The service of a database (one per database in this process). */
  static of(db: Kysely<Database>): RollingService {
    let service = services.get(db);
    if (!service) {
      service = new RollingService(db);
      services.set(db, service);
    }
    return service;
  }

  /** Forgets every loaded round, as a restart would (tests). */
  reset(): void {
    this.states.clear();
    this.ids = null;
  }

  /** Reads a round's engine (rebuilding it from storage if needed), without the lock. */
  async engine(round: RoundRow): Promise<RoundEngine> {
    return (await this.state(round)).engine;
  }

  /**
   * Runs `decide` under the round's lock: it reads what it needs and returns the event to apply (or
   * throws a 400). The event is applied to the books, its rows are queued for the writer before the lock
   * is released (so the next operation of the round sees the books with it), and the call resolves once
   * the rows are committed. A refused event throws `refuse(reason)`.
   */
  async run(
    round: RoundRow,
    decide: (engine: RoundEngine, ids: IdCounters) => Promise<RoundEvent> | RoundEvent,
    refuse: (reason: string) => Error,
    userId: string,
    alongside?: OperationRows['alongside'],
  ): Promise<Applied> {
    const state = await this.state(round);
    const ids = await this.counters();
    let committed: Promise<void> = Promise.resolve();
    const step = state.tail.then(async () => {
      const event = await decide(state.engine, ids);
      const outcome = state.engine.apply(event);
      if (!outcome.ok) throw refuse(outcome.reason);
      committed = this.writer.submit({
        ...rowsOf(round.id, event, outcome, ids, userId),
        alongside,
      });
      return outcome;
    });
    state.tail = step.catch(() => undefined);
    const outcome = await step;
    await committed;
    return { outcome, engine: state.engine };
  }

  private async counters(): Promise<IdCounters> {
    this.ids ??= loadIdCounters(this.db);
    return this.ids;
  }

  private state(round: RoundRow): Promise<RoundState> {
    let state = this.states.get(round.id);
    if (!state) {
      state = loadRoundEngine(this.db, round).then((engine) => ({
        engine,
        tail: Promise.resolve(),
      }));
      state.catch(() => this.states.delete(round.id));
      this.states.set(round.id, state);
    }
    return state;
  }
}

/** The rows of one applied event, with ids taken from the counters. */
function rowsOf(
  roundId: number,
  event: RoundEvent,
  outcome: Extract<EventOutcome, { ok: true }>,
  ids: IdCounters,
  userId: string,
): OperationRows {
  const now = nowIso();
  const eventId = ids.event++;
  const order: StoredOrder | null = event.kind === 'place' ? event.order : null;
  return {
    roundId,
    orders: order
      ? [
          {
            ...order,
            roundId,
            userId,
            creationTime: now,
          },
        ]
      : [],
    events: [
      {
        id: eventId,
        roundId,
        kind: event.kind,
        orderId:
          event.kind === 'place' ? event.order.id : event.kind === 'cancel' ? event.orderId : null,
        enterpriseId: event.kind === 'cancel' ? event.enterpriseId : null,
        sessionId: event.kind === 'sessionEnd' ? event.sessionId : null,
        creationTime: now,
      },
    ],
    trades: outcome.trades.map((t) => ({
      ...t,
      id: ids.trade++,
      roundId,
      eventId,
      creationTime: now,
    })),
    cancels: outcome.cancels.map((c) => ({
      ...c,
      id: ids.cancel++,
      roundId,
      eventId,
      creationTime: now,
    })),
  };
}
