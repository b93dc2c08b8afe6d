// Storage of a PriceLevelBook: typed arrays for orders (by slot) and price levels, free lists to reuse
// slots, the sorted level index of each side and the fill buffer. Growth doubles an array and copies it,
// so no operation allocates in the steady state.

/** Buy side code. */
export const BUY = 0;
/** Sell side code. */
export const SELL = 1;
/** A side of the book as a small integer (0 buy, 1 sell) so it can index arrays. */
export type BookSideCode = typeof BUY | typeof SELL;

function grow<T extends Float64Array | Int32Array | Uint8Array>(
  array: T,
  make: (n: number) => T,
): T {
  const bigger = make(array.length * 2);
  bigger.set(array);
  return bigger;
}

const f64 = (n: number): Float64Array => new Float64Array(n);
const i32 = (n: number): Int32Array => new Int32Array(n);
const u8 = (n: number): Uint8Array => new Uint8Array(n);

/** Typed-array storage shared by the book's operations. */
export class BookBuffers {
  // Orders, indexed by slot.
  protected oId = f64(64);
  protected oRemaining = f64(64);
  protected oT1 = f64(64);
  protected oT2 = f64(64);
  protected oNext = i32(64);
  protected oPrev = i32(64);
  protected oLevel = i32(64);
  protected oSide = u8(64);
  protected oLive = u8(64);
  private freeSlots = i32(64);
  private freeSlotCount = 0;
  private slotHigh = 0;

  // Price levels, indexed by level number.
  protected lPrice = f64(32);
  protected lVolume = f64(32);
  protected lHead = i32(32);
  protected lTail = i32(32);
  protected lCount = i32(32);
  private freeLevels = i32(32);
  private freeLevelCount = 0;
  private levelHigh = 0;

  // Per side: level numbers sorted so that the best level is last (bids by price ascending, asks by
  // price descending), and how many there are.
  protected readonly size: [number, number] = [0, 0];
  private readonly sorted: [Int32Array, Int32Array] = [i32(32), i32(32)];

  // Fills of the last place().
  protected fMaker = f64(16);
  protected fVolume = f64(16);
  protected fPrice = f64(16);
  protected fDone = u8(16);
  /** Number of fills written by the current place(). */
  count = 0;

  /** The level number at position i of a side's sorted index. */
  protected levelAt(side: BookSideCode, i: number): number {
    return this.sorted[side][i] ?? 0;
  }

  /** Appends a fill to the buffer. */
  protected pushFill(makerId: number, volume: number, price: number, done: boolean): void {
    const i = this.count;
    if (i === this.fMaker.length) {
      this.fMaker = grow(this.fMaker, f64);
      this.fVolume = grow(this.fVolume, f64);
      this.fPrice = grow(this.fPrice, f64);
      this.fDone = grow(this.fDone, u8);
    }
    this.fMaker[i] = makerId;
    this.fVolume[i] = volume;
    this.fPrice[i] = price;
    this.fDone[i] = done ? 1 : 0;
    this.count = i + 1;
  }

  /** Puts an order in its level's queue (a new level if needed), behind every earlier declaration. */
  protected rest(
    id: number,
    side: BookSideCode,
    price: number,
    volume: number,
    t1: number,
    t2: number,
  ): number {
    const level = this.findOrAddLevel(side, price);
    const slot = this.takeSlot();
    this.oId[slot] = id;
    this.oRemaining[slot] = volume;
    this.oT1[slot] = t1;
    this.oT2[slot] = t2;
    this.oLevel[slot] = level;
    this.oSide[slot] = side;
    this.oLive[slot] = 1;
    // Walk back from the tail past orders declared later (only when orders arrive out of time order).
    let after = this.lTail[level] ?? -1;
    while (after >= 0) {
      const a1 = this.oT1[after] ?? 0;
      if (a1 < t1 || (a1 === t1 && (this.oT2[after] ?? 0) <= t2)) break;
      after = this.oPrev[after] ?? -1;
    }
    const before = after >= 0 ? (this.oNext[after] ?? -1) : (this.lHead[level] ?? -1);
    this.oPrev[slot] = after;
    this.oNext[slot] = before;
    if (after >= 0) this.oNext[after] = slot;
    else this.lHead[level] = slot;
    if (before >= 0) this.oPrev[before] = slot;
    else this.lTail[level] = slot;
    this.lVolume[level] = (this.lVolume[level] ?? 0) + volume;
    this.lCount[level] = (this.lCount[level] ?? 0) + 1;
    return slot;
  }

  /** Takes an order out of its level's queue (the level's volume is adjusted by the caller). */
  protected unlink(slot: number, level: number): void {
    const prev = this.oPrev[slot] ?? -1;
    const next = this.oNext[slot] ?? -1;
    if (prev >= 0) this.oNext[prev] = next;
    else this.lHead[level] = next;
    if (next >= 0) this.oPrev[next] = prev;
    else this.lTail[level] = prev;
    this.lCount[level] = (this.lCount[level] ?? 0) - 1;
  }

  /** Marks a slot free for the next order. */
  protected freeSlot(slot: number): void {
    this.oLive[slot] = 0;
    if (this.freeSlotCount === this.freeSlots.length) this.freeSlots = grow(this.freeSlots, i32);
    this.freeSlots[this.freeSlotCount++] = slot;
  }

  /** Returns a level number to the free list. */
  protected freeLevel(level: number): void {
    if (this.freeLevelCount === this.freeLevels.length)
      this.freeLevels = grow(this.freeLevels, i32);
    this.freeLevels[this.freeLevelCount++] = level;
  }

  /** Removes an emptied level from anywhere in its side's index (after a cancel). */
  protected removeLevel(side: BookSideCode, level: number): void {
    const index = this.sorted[side];
    const n = this.size[side];
    const at = this.search(side, this.lPrice[level] ?? 0);
    if (at < n && index[at] === level) {
      index.copyWithin(at, at + 1, n);
      this.size[side] = n - 1;
    }
    this.freeLevel(level);
  }

  /**
   * Position of the first level whose price is not better-ordered-before `price` in the side's index
   * (bids ascending by price, asks descending): binary search.
   */
  private search(side: BookSideCode, price: number): number {
    const index = this.sorted[side];
    let low = 0;
    let high = this.size[side];
    while (low < high) {
      const mid = (low + high) >>> 1;
      const p = this.lPrice[index[mid] ?? 0] ?? 0;
      if (side === BUY ? p < price : p > price) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private findOrAddLevel(side: BookSideCode, price: number): number {
    const n = this.size[side];
    // New orders usually join the best level or one near it: check the top before searching.
    const top = n > 0 ? (this.sorted[side][n - 1] ?? 0) : -1;
    if (top >= 0 && this.lPrice[top] === price) return top;
    const at = this.search(side, price);
    let index = this.sorted[side];
    const existing = at < n ? (index[at] ?? -1) : -1;
    if (existing >= 0 && this.lPrice[existing] === price) return existing;
    const level = this.takeLevel(price);
    if (n === index.length) {
      index = grow(index, i32);
      this.sorted[side] = index;
    }
    index.copyWithin(at + 1, at, n);
    index[at] = level;
    this.size[side] = n + 1;
    return level;
  }

  private takeLevel(price: number): number {
    let level: number;
    if (this.freeLevelCount > 0) level = this.freeLevels[--this.freeLevelCount] ?? 0;
    else {
      level = this.levelHigh++;
      if (level === this.lPrice.length) {
        this.lPrice = grow(this.lPrice, f64);
        this.lVolume = grow(this.lVolume, f64);
        this.lHead = grow(this.lHead, i32);
        this.lTail = grow(this.lTail, i32);
        this.lCount = grow(this.lCount, i32);
      }
    }
    this.lPrice[level] = price;
    this.lVolume[level] = 0;
    this.lHead[level] = -1;
    this.lTail[level] = -1;
    this.lCount[level] = 0;
    return level;
  }

  private takeSlot(): number {
    if (this.freeSlotCount > 0) return this.freeSlots[--this.freeSlotCount] ?? 0;
    const slot = this.slotHigh++;
    if (slot === this.oId.length) {
      this.oId = grow(this.oId, f64);
      this.oRemaining = grow(this.oRemaining, f64);
      this.oT1 = grow(this.oT1, f64);
      this.oT2 = grow(this.oT2, f64);
      this.oNext = grow(this.oNext, i32);
      this.oPrev = grow(this.oPrev, i32);
      this.oLevel = grow(this.oLevel, i32);
      this.oSide = grow(this.oSide, u8);
      this.oLive = grow(this.oLive, u8);
    }
    return slot;
  }
}
