// Listing (挂牌 / 摘牌, round type 3): posted listings taken at the posted price. Under the first-come rule
// a take is filled at once from what is left; under the pro-rata rule (default) takes wait, and
// allocate() shares each listing among its takers (pro rata when asked for more than posted). close()
// allocates, then the system withdraws what is left. Deterministic: replaying the same calls in the same
// order gives the same result. Rules: docs/market-rules.md (挂牌 / 摘牌).
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, moneyFen, toScaled } from '../fixedPoint';
import { marketMessages } from '../messages';
import type { Trade } from '../types';
import { listingMessages } from './listingMessages';
import type {
  Listing,
  ListingAllocation,
  ListingOutcome,
  ListingView,
  TakeRequest,
  TakeView,
} from './listingTypes';
import { shareFirstCome, shareProRata } from './proRata';

interface ListingState {
  listing: Listing;
  priceMilli: number;
  volumeCents: number;
  takenCents: number;
  cancelledCents: number;
  cancelledBy: 'owner' | 'system' | null;
  pending: TakeState[];
}

interface TakeState {
  take: TakeRequest;
  cents: number;
  allocatedCents: number;
  moneyFen: number;
  done: boolean;
}

/** The live state of the listings of one round. */
export class ListingMarket {
  private readonly listingsById = new Map<string, ListingState>();
  private readonly takesById = new Map<string, TakeState>();
  private readonly log: Trade[] = [];
  private isClosed = false;

  /** A market with the course's allocation rule. */
  constructor(readonly allocation: ListingAllocation = 'proRata') {}

  /** True once close() ran. */
  get closed(): boolean {
    return this.isClosed;
  }

  /** Posts a listing (挂牌). */
  post(listing: Listing): ListingOutcome<ListingView> {
    if (this.isClosed) return { ok: false, reason: listingMessages.roundEnded() };
    if (this.listingsById.has(listing.id) || this.takesById.has(listing.id)) {
      return { ok: false, reason: listingMessages.duplicateId(listing.id) };
    }
    const priceMilli = toScaled(listing.price, PRICE_SCALE);
    if (priceMilli === null) return { ok: false, reason: marketMessages.tooManyDecimals(3) };
    const volumeCents = toScaled(listing.volume, VOLUME_SCALE);
    if (volumeCents === null) return { ok: false, reason: marketMessages.tooManyDecimals(2) };
    if (volumeCents <= 0) return { ok: false, reason: marketMessages.notPositive('volume') };
    const state: ListingState = {
      listing,
      priceMilli,
      volumeCents,
      takenCents: 0,
      cancelledCents: 0,
      cancelledBy: null,
      pending: [],
    };
    this.listingsById.set(listing.id, state);
    return { ok: true, value: listingView(state), trades: [] };
  }

  /** Asks to take (摘牌) part of a listing; first come fills at once, pro rata waits for allocate(). */
  take(request: TakeRequest): ListingOutcome<TakeView> {
    if (this.isClosed) return { ok: false, reason: listingMessages.roundEnded() };
    const state = this.listingsById.get(request.listingId);
    if (!state) return { ok: false, reason: listingMessages.listingNotFound(request.listingId) };
    if (this.takesById.has(request.id) || this.listingsById.has(request.id)) {
      return { ok: false, reason: listingMessages.duplicateId(request.id) };
    }
    if (state.listing.enterpriseId === request.enterpriseId) {
      return { ok: false, reason: listingMessages.ownListing() };
    }
    if (state.listing.province !== request.province) {
      return { ok: false, reason: listingMessages.otherProvince() };
    }
    if (state.cancelledBy !== null)
      return { ok: false, reason: listingMessages.alreadyCancelled() };
    const cents = toScaled(request.volume, VOLUME_SCALE);
    if (cents === null) return { ok: false, reason: marketMessages.tooManyDecimals(2) };
    if (cents <= 0) return { ok: false, reason: marketMessages.notPositive('volume') };
    const open = state.volumeCents - state.takenCents;
    if (open <= 0) return { ok: false, reason: listingMessages.listingClosed() };
    const take: TakeState = { take: request, cents, allocatedCents: 0, moneyFen: 0, done: false };
    this.takesById.set(request.id, take);
    if (this.allocation === 'proRata') {
      state.pending.push(take);
      return { ok: true, value: takeView(take), trades: [] };
    }
    const trade = this.fill(state, take, Math.min(open, cents));
    return { ok: true, value: takeView(take), trades: [trade] };
  }

  /** Withdraws the open volume of a listing of the given enterprise. */
  cancel(listingId: string, enterpriseId: string): ListingOutcome<ListingView> {
    if (this.isClosed) return { ok: false, reason: listingMessages.roundEnded() };
    const state = this.listingsById.get(listingId);
    if (!state) return { ok: false, reason: listingMessages.listingNotFound(listingId) };
    if (state.listing.enterpriseId !== enterpriseId) {
      return { ok: false, reason: listingMessages.notOwnListing() };
    }
    if (state.cancelledBy !== null)
      return { ok: false, reason: listingMessages.alreadyCancelled() };
    if (state.pending.length > 0) return { ok: false, reason: listingMessages.hasPendingTakes() };
    if (state.takenCents >= state.volumeCents) {
      return { ok: false, reason: listingMessages.listingClosed() };
    }
    this.withdraw(state, 'owner');
    return { ok: true, value: listingView(state), trades: [] };
  }

  /** Shares every listing among its waiting takers (pro-rata rule); returns the trades made. */
  allocate(): Trade[] {
    const trades: Trade[] = [];
    for (const state of this.listingsById.values()) {
      if (state.pending.length === 0) continue;
      const open = state.volumeCents - state.takenCents;
      const asked = state.pending.map((t) => ({ cents: t.cents }));
      const shares =
        this.allocation === 'proRata' ? shareProRata(open, asked) : shareFirstCome(open, asked);
      state.pending.forEach((take, i) => trades.push(this.fill(state, take, shares[i] ?? 0)));
      state.pending = [];
    }
    return trades.filter((t) => t.volume > 0);
  }

  /** Closes the round: allocates waiting takes, then withdraws every open listing as the system. */
  close(): { trades: Trade[]; cancelled: ListingView[] } {
    const trades = this.allocate();
    this.isClosed = true;
    const cancelled: ListingView[] = [];
    for (const state of this.listingsById.values()) {
      if (state.cancelledBy !== null || state.takenCents >= state.volumeCents) continue;
      this.withdraw(state, 'system');
      cancelled.push(listingView(state));
    }
    return { trades, cancelled };
  }

  /** Withdraws a listing's open volume as the system (its session ended); null when nothing is open. */
  systemCancel(listingId: string): ListingView | null {
    const state = this.listingsById.get(listingId);
    if (!state || state.cancelledBy !== null || state.takenCents >= state.volumeCents) return null;
    if (state.pending.length > 0) return null;
    this.withdraw(state, 'system');
    return listingView(state);
  }

  /** One listing's view, or undefined. */
  listing(id: string): ListingView | undefined {
    const state = this.listingsById.get(id);
    return state ? listingView(state) : undefined;
  }

  /** One take's view, or undefined. */
  takeOf(id: string): TakeView | undefined {
    const state = this.takesById.get(id);
    return state ? takeView(state) : undefined;
  }

  /** Volume (MWh) an enterprise's takes of a listing still wait for allocation. */
  pendingOf(listingId: string, enterpriseId: string): number {
    const pending = this.listingsById.get(listingId)?.pending ?? [];
    const cents = pending
      .filter((t) => t.take.enterpriseId === enterpriseId)
      .reduce((sum, t) => sum + t.cents, 0);
    return cents / VOLUME_SCALE;
  }

  /** Every listing in posting order. */
  listings(): ListingView[] {
    return [...this.listingsById.values()].map(listingView);
  }

  /** Every take request in arrival order. */
  takes(): TakeView[] {
    return [...this.takesById.values()].map(takeView);
  }

  /** Every trade in the order it happened. */
  trades(): Trade[] {
    return [...this.log];
  }

  private fill(state: ListingState, take: TakeState, cents: number): Trade {
    const fen = moneyFen(cents, state.priceMilli * 2);
    state.takenCents += cents;
    take.allocatedCents += cents;
    take.moneyFen += fen;
    take.done = true;
    const posterSells = state.listing.side === 'sell';
    const price = state.priceMilli / PRICE_SCALE;
    const trade: Trade = {
      buyOrderId: posterSells ? take.take.id : state.listing.id,
      sellOrderId: posterSells ? state.listing.id : take.take.id,
      period: state.listing.period,
      volume: cents / VOLUME_SCALE,
      buyPrice: price,
      sellPrice: price,
      buyMoney: fen / MONEY_SCALE,
      sellMoney: fen / MONEY_SCALE,
    };
    if (cents > 0) this.log.push(trade);
    return trade;
  }

  private withdraw(state: ListingState, by: 'owner' | 'system'): void {
    state.cancelledCents = state.volumeCents - state.takenCents;
    state.cancelledBy = by;
  }
}

function listingView(state: ListingState): ListingView {
  const pending = state.pending.reduce((sum, t) => sum + t.cents, 0);
  const open = state.cancelledBy ? 0 : state.volumeCents - state.takenCents;
  return {
    ...state.listing,
    takenVolume: state.takenCents / VOLUME_SCALE,
    pendingVolume: pending / VOLUME_SCALE,
    openVolume: open / VOLUME_SCALE,
    cancelledVolume: state.cancelledCents / VOLUME_SCALE,
    status: state.cancelledBy ? 'cancelled' : open > 0 ? 'open' : 'filled',
    cancelledBy: state.cancelledBy,
  };
}

function takeView(state: TakeState): TakeView {
  return {
    ...state.take,
    allocatedVolume: state.allocatedCents / VOLUME_SCALE,
    money: state.moneyFen / MONEY_SCALE,
    status: state.done ? 'done' : 'pending',
  };
}
