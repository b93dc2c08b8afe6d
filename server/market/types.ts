// The shared vocabulary of every market engine (centralised bidding, rolling matching, listing,
// bilateral, day-ahead spot). Engines are pure functions of these values; the API layer maps database
// rows to them. Units everywhere: volume MWh, price 元/MWh, money 元.

/** Volume in MWh (or MW held for one slot, which the caller converts before it reaches an engine). */
export type MWh = number;
/** Price in 元/MWh. */
export type YuanPerMWh = number;
/** Money in 元. */
export type Yuan = number;

/** Round types of the spec: 1 bilateral, 3 rolling matching / listing, 11 day-ahead spot, 15 centralised bidding. */
export const RoundType = {
  bilateral: 1,
  rollingMatching: 3,
  dayAhead: 11,
  centralisedBidding: 15,
} as const;
/** One of the numeric round types of the spec. */
export type RoundType = (typeof RoundType)[keyof typeof RoundType];

/** Round cycles of the spec: 1 monthly, 2 multi-day, 3 daily (time-segmented rolling matching uses 3). */
export const RoundCycle = { monthly: 1, multiDay: 2, daily: 3 } as const;
/** One of the numeric round cycles of the spec. */
export type RoundCycle = (typeof RoundCycle)[keyof typeof RoundCycle];

/** Round status of the spec: 0 and 1 declaring, 2 quotation stopped, 3 declaration ended (cleared). */
export const RoundStatus = { trading: 0, declaring: 1, quotationStopped: 2, ended: 3 } as const;
/** One of the numeric round statuses of the spec. */
export type RoundStatus = (typeof RoundStatus)[keyof typeof RoundStatus];

/** The pseudo-province key the spec uses for 'inter-provincial' (省间). */
export const INTER_PROVINCIAL_PROVINCE = -1;

/** Which way an order trades. */
export type Side = 'buy' | 'sell';

/** The spec's numeric trade direction: 0 buy, 1 sell (used by quotas and enterprises). */
export type TradeDirection = 0 | 1;

/** Maps the spec's numeric direction to a side. */
export function sideOfDirection(direction: TradeDirection): Side {
  return direction === 1 ? 'sell' : 'buy';
}

/**
 * The time an order is for. Centralised bidding and monthly rolling matching trade per time segment of
 * the object solution, time-segmented (daily) rolling matching per hour, day-ahead spot per 15-minute slot.
 */
export type Period =
  | { kind: 'segment'; segmentId: number }
  | { kind: 'hour'; hour: number }
  | { kind: 'slot'; slot: number };

/** A stable text key of a period, for grouping orders into books and markets. */
export function periodKey(period: Period): string {
  switch (period.kind) {
    case 'segment':
      return `segment:${period.segmentId}`;
    case 'hour':
      return `hour:${period.hour}`;
    case 'slot':
      return `slot:${period.slot}`;
  }
}

/**
 * One declaration (a buy bid or a sell offer) as every engine receives it. Sellers declare per
 * generating unit, buyers per enterprise (unitId null, or a demand id where the round asks for one).
 */
export interface Order {
  /** Unique id of the declaration (the database id, as text). */
  id: string;
  /** Enterprise that declared it. */
  enterpriseId: string;
  /** Generating unit (sellers) or demand (buyers) it is for; null when declared for the whole enterprise. */
  unitId: string | null;
  /** Province key of the declaring enterprise. */
  province: number;
  /** Buy or sell. */
  side: Side;
  /** Time segment, hour or slot the order is for. */
  period: Period;
  /** Declared price in 元/MWh. */
  price: YuanPerMWh;
  /** Declared volume in MWh, positive. */
  volume: MWh;
  /** When the declaration was accepted (epoch milliseconds, server clock). */
  declaredAt: number;
  /** Server-assigned increasing number breaking ties between equal declaredAt values. */
  sequence: number;
  /** Inter-provincial channel the order is declared on; absent or null inside a province. */
  channelId?: string | null;
}

/** Declaration order: earlier declaredAt first, then sequence, then id (so ties never depend on input order). */
export function byDeclaration(a: Order, b: Order): number {
  return (
    a.declaredAt - b.declaredAt ||
    a.sequence - b.sequence ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** An inter-provincial channel (tie line) from a sending province to a receiving province. */
export interface Channel {
  /** Channel id. */
  id: string;
  /** Sending-end province key (province role 1): its sellers offer on this channel. */
  fromProvince: number;
  /** Receiving-end province key (province role 0): its buyers bid on this channel. */
  toProvince: number;
  /** Most volume (MWh) the channel carries in one period of the round; null when unlimited. */
  limit: MWh | null;
  /** Transmission tariff (元/MWh) added to the sending-side price to reach the receiving side. */
  tariff: YuanPerMWh;
}

/**
 * The most an enterprise or unit may still trade on one side in one period, from its quotas
 * (see quota.ts). max null means this side is blocked for it (shown '-').
 */
export interface VolumeLimit {
  /** Side the limit applies to. */
  side: Side;
  /** Enterprise the limit applies to. */
  enterpriseId: string;
  /** Unit the limit applies to; null when it covers all of the enterprise's orders on this side. */
  unitId: string | null;
  /** Time segment id the limit is for. */
  segmentId: number;
  /** Remaining volume in MWh, or null when the side is blocked. */
  max: MWh | null;
}

/** One executed match between a buy order and a sell order, shared by every matching engine. */
export interface Trade {
  /** The buy order. */
  buyOrderId: string;
  /** The sell order. */
  sellOrderId: string;
  /** The period traded. */
  period: Period;
  /** Traded volume in MWh (2 decimals). */
  volume: MWh;
  /** Price the buyer pays in 元/MWh (includes the transmission tariff between provinces). */
  buyPrice: YuanPerMWh;
  /** Price the seller receives in 元/MWh. */
  sellPrice: YuanPerMWh;
  /** Money the buyer pays in 元 (2 decimals). */
  buyMoney: Yuan;
  /** Money the seller receives in 元 (2 decimals). */
  sellMoney: Yuan;
}
