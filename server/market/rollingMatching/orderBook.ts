// One side of a continuous order book kept in price-time priority (价格优先、时间优先): the best order
// is always first. Prices in 0.001 元/MWh, volumes in 0.01 MWh.
import { byDeclaration, type Order, type Side } from '../types';

/** An order resting in a book with its unfilled volume. */
export interface RestingOrder {
  /** The declaration. */
  order: Order;
  /** Declared price, 0.001 元/MWh. */
  priceMilli: number;
  /** Volume not yet filled, 0.01 MWh. */
  remainingCents: number;
}

/** One side of a book: bids (best = highest price) or asks (best = lowest price). */
export class BookSide {
  private readonly orders: RestingOrder[] = [];

  /** Creates the buy or sell side. */
  constructor(readonly side: Side) {}

  /** True when `a` has priority over `b`: better price, then earlier declaration. */
  private before(a: RestingOrder, b: RestingOrder): boolean {
    if (a.priceMilli !== b.priceMilli) {
      return this.side === 'buy' ? a.priceMilli > b.priceMilli : a.priceMilli < b.priceMilli;
    }
    return byDeclaration(a.order, b.order) < 0;
  }

  /** The order that trades next, if any. */
  best(): RestingOrder | undefined {
    return this.orders[0];
  }

  /** Adds an order behind every order with priority over it (binary search). */
  insert(resting: RestingOrder): void {
    let low = 0;
    let high = this.orders.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = this.orders[mid];
      if (other && this.before(other, resting)) low = mid + 1;
      else high = mid;
    }
    this.orders.splice(low, 0, resting);
  }

  /** Removes the best order (after it is filled). */
  removeBest(): void {
    this.orders.shift();
  }

  /** Removes an order by id; returns it, or undefined when it is not resting here. */
  remove(orderId: string): RestingOrder | undefined {
    const index = this.orders.findIndex((r) => r.order.id === orderId);
    if (index < 0) return undefined;
    return this.orders.splice(index, 1)[0];
  }

  /** Removes and returns every resting order, best first. */
  drain(): RestingOrder[] {
    return this.orders.splice(0, this.orders.length);
  }

  /** The resting orders, best first (a copy). */
  list(): RestingOrder[] {
    return [...this.orders];
  }
}

/** The two sides of one book. */
export interface OrderBook {
  /** Buy orders, highest price first. */
  bids: BookSide;
  /** Sell orders, lowest price first. */
  asks: BookSide;
}

/** An empty book. */
export function emptyBook(): OrderBook {
  return { bids: new BookSide('buy'), asks: new BookSide('sell') };
}
