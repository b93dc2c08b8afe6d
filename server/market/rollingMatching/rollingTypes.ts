// Inputs and views of rolling matching (滚动撮合, round type 3): a continuous double auction.
import type { MWh, Order, Period, Side, Trade, Yuan, YuanPerMWh } from '../types';

/** Cycle 1 (monthly) books per (province, time segment); cycle 3 (daily, time-segmented) per (province, hour). */
export type RollingCycle = 1 | 3;

/** Where an order stands. */
export type RollingOrderStatus = 'open' | 'filled' | 'cancelled' | 'rejected';

/** One order as a trainee or teacher sees it. */
export interface RollingOrderView {
  /** The declaration id. */
  orderId: string;
  /** Enterprise that declared it. */
  enterpriseId: string;
  /** Province of the enterprise (its book). */
  province: number;
  /** Buy or sell. */
  side: Side;
  /** Segment or hour. */
  period: Period;
  /** Declared price, 元/MWh. */
  price: YuanPerMWh;
  /** Declared volume, MWh. */
  volume: MWh;
  /** Volume filled so far, MWh. */
  filledVolume: MWh;
  /** Volume still resting in the book, MWh (0 unless open). */
  openVolume: MWh;
  /** Volume cancelled by its owner or at close, MWh. */
  cancelledVolume: MWh;
  /** Money of the filled volume, 元. */
  money: Yuan;
  /** Open, filled, cancelled or rejected. */
  status: RollingOrderStatus;
  /** Who cancelled it: its owner, or the system at close; null when not cancelled. */
  cancelledBy: 'owner' | 'system' | null;
  /** Chinese reason of a rejection; null otherwise. */
  reason: string | null;
}

/** The answer to placing an order. */
export interface PlaceOutcome {
  /** The order after matching (status 'rejected' with a reason when refused). */
  view: RollingOrderView;
  /** Trades the order made on arrival, in the order they happened. */
  trades: Trade[];
}

/** The answer to cancelling an order: ok with its view, or a Chinese reason. */
export type CancelOutcome = { ok: true; view: RollingOrderView } | { ok: false; reason: string };

/** A price level of a book, for the buy and sell order lists. */
export interface DepthLevel {
  /** Price, 元/MWh. */
  price: YuanPerMWh;
  /** Open volume at that price, MWh. */
  volume: MWh;
  /** Number of open orders at that price. */
  orders: number;
}

/** One step of a round's history, for replaying it deterministically. */
export type RollingEvent =
  | { kind: 'place'; order: Order }
  | { kind: 'cancel'; orderId: string; enterpriseId: string }
  | { kind: 'close' };
