// The matching core of one rolling-matching book: integer prices and volumes, price levels kept in a
// sorted array per side with a FIFO queue of orders per level, orders in slot-indexed typed arrays so a
// cancel finds its order in O(1). Nothing is allocated per operation (arrays only grow, by doubling), so
// a long session of orders costs no garbage collection. Rules: docs/market-rules.md (滚动撮合).
import { BookBuffers, BUY, SELL, type BookSideCode } from './bookBuffers';

export { BUY, SELL, type BookSideCode };

/** Fills of the last place() call, read by index 0..count-1 (overwritten by the next call). */
export interface FillBuffer {
  /** Number of fills of the last place(). */
  readonly count: number;
  /** Caller id of the resting (maker) order of fill i. */
  makerId(i: number): number;
  /** Volume of fill i, integer units. */
  volume(i: number): number;
  /** Price of fill i: always the resting order's price, integer units. */
  price(i: number): number;
  /** True when fill i used up the resting order (it left the book). */
  makerDone(i: number): boolean;
}

/** One book (both sides) with price-time priority; trades at the resting order's price. */
export class PriceLevelBook extends BookBuffers implements FillBuffer {
  /** Caller id of the resting order of fill i. */
  makerId(i: number): number {
    return this.fMaker[i] ?? -1;
  }

  /** Volume of fill i. */
  volume(i: number): number {
    return this.fVolume[i] ?? 0;
  }

  /** Price of fill i (the resting order's price). */
  price(i: number): number {
    return this.fPrice[i] ?? 0;
  }

  /** True when fill i took the resting order's last volume. */
  makerDone(i: number): boolean {
    return this.fDone[i] === 1;
  }

  /**
   * Matches an order against the other side while prices cross, then rests what is left. `id` is the
   * caller's number for the order (reported in fills); `t1`, `t2` order the declarations inside a level
   * (declaredAt, sequence): usually arrival order, so the order joins the tail of its level's queue.
   * Returns the slot of the resting rest (for cancel), or -1 when nothing rests.
   */
  place(id: number, side: BookSideCode, price: number, volume: number, t1 = 0, t2 = 0): number {
    this.count = 0;
    let left = volume;
    const other = side === BUY ? SELL : BUY;
    // The other side's best level is its last entry; a buy crosses asks priced at or below it.
    while (left > 0 && this.size[other] > 0) {
      const top = this.size[other] - 1;
      const level = this.levelAt(other, top);
      const levelPrice = this.lPrice[level] ?? 0;
      if (side === BUY ? levelPrice > price : levelPrice < price) break;
      left = this.eatLevel(level, left);
      if (this.lCount[level] === 0) {
        this.size[other] = top;
        this.freeLevel(level);
      }
    }
    if (left <= 0) return -1;
    return this.rest(id, side, price, left, t1, t2);
  }

  /** Cancels the open volume of a resting order; returns that volume, or -1 when it is not resting. */
  cancel(slot: number, id: number): number {
    if (slot < 0 || slot >= this.oLive.length || this.oLive[slot] !== 1 || this.oId[slot] !== id) {
      return -1;
    }
    const remaining = this.oRemaining[slot] ?? 0;
    const level = this.oLevel[slot] ?? 0;
    this.unlink(slot, level);
    this.lVolume[level] = (this.lVolume[level] ?? 0) - remaining;
    if (this.lCount[level] === 0) {
      this.removeLevel(this.oSide[slot] as BookSideCode, level);
    }
    this.freeSlot(slot);
    return remaining;
  }

  /** Open volume of a resting order, or 0 when the slot does not hold that order. */
  remaining(slot: number, id: number): number {
    return this.oLive[slot] === 1 && this.oId[slot] === id ? (this.oRemaining[slot] ?? 0) : 0;
  }

  /** Best price of a side, or null when it is empty. */
  best(side: BookSideCode): number | null {
    const n = this.size[side];
    return n > 0 ? (this.lPrice[this.levelAt(side, n - 1)] ?? null) : null;
  }

  /** Number of price levels on a side. */
  levels(side: BookSideCode): number {
    return this.size[side];
  }

  /**
   * Calls `visit` for each price level of a side, best first, with its price, open volume and number
   * of orders (for the anonymous depth lists).
   */
  eachLevel(
    side: BookSideCode,
    visit: (price: number, volume: number, orders: number) => void,
  ): void {
    for (let i = this.size[side] - 1; i >= 0; i--) {
      const level = this.levelAt(side, i);
      visit(this.lPrice[level] ?? 0, this.lVolume[level] ?? 0, this.lCount[level] ?? 0);
    }
  }

  /** Calls `visit` for each resting order of a side, best first (price, then queue order). */
  eachOrder(
    side: BookSideCode,
    visit: (id: number, price: number, remaining: number) => void,
  ): void {
    for (let i = this.size[side] - 1; i >= 0; i--) {
      const level = this.levelAt(side, i);
      for (let s = this.lHead[level] ?? -1; s >= 0; s = this.oNext[s] ?? -1) {
        visit(this.oId[s] ?? -1, this.lPrice[level] ?? 0, this.oRemaining[s] ?? 0);
      }
    }
  }

  /** Fills resting orders of one level from the head of its queue; returns the incoming volume left. */
  private eatLevel(level: number, incoming: number): number {
    let left = incoming;
    const price = this.lPrice[level] ?? 0;
    while (left > 0) {
      const slot = this.lHead[level] ?? -1;
      if (slot < 0) break;
      const resting = this.oRemaining[slot] ?? 0;
      const traded = resting < left ? resting : left;
      left -= traded;
      this.lVolume[level] = (this.lVolume[level] ?? 0) - traded;
      const done = traded === resting;
      this.pushFill(this.oId[slot] ?? -1, traded, price, done);
      if (done) {
        this.unlink(slot, level);
        this.freeSlot(slot);
      } else {
        this.oRemaining[slot] = resting - traded;
      }
    }
    return left;
  }
}
