// Inputs, settings and results of centralised bidding (集中竞价, round type 15).
import type { ClearedOrders } from './clearedOrders';
import type { ClearedTrades } from './clearedTrades';
import type { TimeSegment } from '../timeSegments';
import type { Channel, MWh, Order, Side, Trade, VolumeLimit, Yuan, YuanPerMWh } from '../types';

/**
 * How matched volume is priced: 'uniform' (边际统一出清, one price per segment: the average of the last
 * matched buy and sell prices) or 'highLow' (高低匹配, each matched pair at the average of its two prices).
 */
export type PricingRule = 'uniform' | 'highLow';

/**
 * What clearing does with orders beyond a remaining quota: 'cap' clears only the part within the quota
 * (earlier declarations first), 'reject' leaves out every order that does not fit whole.
 */
export type QuotaMode = 'cap' | 'reject';

/** Course settings of centralised bidding. */
export interface CentralAuctionSettings {
  /** Pricing rule; uniform by default. */
  pricingRule: PricingRule;
  /** Treatment of orders beyond the quota; 'cap' by default. */
  quotaMode: QuotaMode;
}

/** The default settings: uniform marginal price, orders capped at the remaining quota. */
export const DEFAULT_CENTRAL_AUCTION_SETTINGS: CentralAuctionSettings = {
  pricingRule: 'uniform',
  quotaMode: 'cap',
};

/** Everything one clearing depends on. */
export interface CentralAuctionInput {
  /** The round's declarations (any order; ties are broken by declaredAt, then sequence, then id). */
  orders: readonly Order[];
  /** Time segments of the course's object solution; the default 峰/平/谷 when absent. */
  segments?: readonly TimeSegment[];
  /** Channels of an inter-provincial round; absent for a provincial round. */
  channels?: readonly Channel[];
  /** Remaining quotas when the round enforces them; orders with no matching limit are not limited. */
  limits?: readonly VolumeLimit[];
  /** Course settings; defaults fill what is absent. */
  settings?: Partial<CentralAuctionSettings>;
}

/** Where one market clears: a province, or a channel between two provinces. */
export type AuctionScope =
  | { kind: 'province'; province: number }
  | { kind: 'channel'; channelId: string; fromProvince: number; toProvince: number };

/** One step of a supply or demand curve: a price held from one cumulative volume to the next. */
export interface CurveStep {
  /** Price of the step in 元/MWh. */
  price: YuanPerMWh;
  /** Cumulative volume where the step starts, MWh. */
  fromVolume: MWh;
  /** Cumulative volume where the step ends, MWh. */
  toVolume: MWh;
}

/** The clearing of one time segment in one province or channel. */
export interface SegmentClearing {
  /** The province or channel. */
  scope: AuctionScope;
  /** Time segment id. */
  segmentId: number;
  /** Time segment name. */
  segmentName: string;
  /** Cleared volume Q* in MWh. */
  clearedVolume: MWh;
  /**
   * Price sellers receive in 元/MWh: the uniform price, or the volume-weighted average under high-low
   * pairing; null when nothing cleared. Between provinces this is the sending-end price.
   */
  clearingPrice: YuanPerMWh | null;
  /** Price buyers pay: clearingPrice plus the channel's tariff (equal to it inside a province). */
  receivingPrice: YuanPerMWh | null;
  /** Demand curve: buy bids by price descending. */
  buyCurve: CurveStep[];
  /** Supply curve: sell offers by price ascending, tariff included between provinces. */
  sellCurve: CurveStep[];
  /** Where the curves were cut (cleared volume, receiving price), for the chart; null when none. */
  clearingPoint: { volume: MWh; price: YuanPerMWh } | null;
  /** True when a channel's limit, not the crossing of the curves, ended the clearing. */
  limitedByChannel: boolean;
}

/** What happened to one declaration. */
export type OrderOutcome = 'cleared' | 'partial' | 'unmatched' | 'rejected';

/** The result of one declaration. */
export interface ClearedOrder {
  /** The declaration id. */
  orderId: string;
  /** Enterprise that declared it. */
  enterpriseId: string;
  /** Unit it was declared for, if any. */
  unitId: string | null;
  /** Province of the enterprise. */
  province: number;
  /** Buy or sell. */
  side: Side;
  /** Time segment id (null when the order named no segment and was rejected). */
  segmentId: number | null;
  /** Channel of an inter-provincial order. */
  channelId: string | null;
  /** Declared price, 元/MWh. */
  declaredPrice: YuanPerMWh;
  /** Declared volume, MWh. */
  declaredVolume: MWh;
  /** Volume that took part after quota and validity checks, MWh. */
  acceptedVolume: MWh;
  /** Cleared volume, MWh (2 decimals). */
  clearedVolume: MWh;
  /** Average price of the cleared volume in 元/MWh (what this side pays or receives); null when none. */
  price: YuanPerMWh | null;
  /** Money of the cleared volume in 元 (2 decimals). */
  money: Yuan;
  /** Cleared whole, in part, not at all, or rejected before matching. */
  outcome: OrderOutcome;
  /** Chinese reason when rejected or capped; null otherwise. */
  reason: string | null;
}

/** The whole result of one centralised-bidding clearing. */
export interface CentralAuctionResult {
  /** The settings that were applied. */
  settings: CentralAuctionSettings;
  /** One clearing per province (or channel) and time segment, in a stable order. */
  markets: SegmentClearing[];
  /** One result per declaration, in declaration order (columns; `list()` gives ClearedOrder objects). */
  orders: ClearedOrders;
  /** Every matched pair, market by market, best prices first (columns; `list()` gives Trade objects). */
  trades: ClearedTrades;
}

/** A result with every declaration and trade as an object (the reference clearing's, and for tests). */
export interface CentralAuctionObjects {
  settings: CentralAuctionSettings;
  markets: SegmentClearing[];
  orders: ClearedOrder[];
  trades: Trade[];
}
