// Turns declarations into the integer entries the auction matches: checks each order (segment, numbers,
// channel) and applies the remaining quotas in declaration order. Rejections carry a Chinese reason.
import { PRICE_SCALE, VOLUME_SCALE, toScaled } from '../../fixedPoint';
import { marketMessages } from '../../messages';
import type { QuotaMode } from '../centralAuctionTypes';
import { byDeclaration, type Channel, type Order, type VolumeLimit } from '../../types';

/** One order inside the auction, with integer volumes (0.01 MWh) and prices (0.001 元/MWh). */
export interface AuctionEntry {
  /** The declaration. */
  order: Order;
  /** Its segment id, or null when it named none. */
  segmentId: number | null;
  /** Its channel between provinces, if any. */
  channel: Channel | null;
  /** Position in declaration order (0 first): breaks price ties without comparing ids again. */
  rank: number;
  /** Declared price in 0.001 元/MWh. */
  priceMilli: number;
  /** Price used to rank and compare against the other side: sells include the channel tariff. */
  comparePriceMilli: number;
  /** Declared volume in 0.01 MWh (0 when it is not a valid volume). */
  declaredCents: number;
  /** Volume taking part after quotas, in 0.01 MWh. */
  acceptedCents: number;
  /** Cleared volume, in 0.01 MWh. */
  clearedCents: number;
  /** Money of the cleared volume, in fen. */
  moneyFen: number;
  /** Sum of cleared volume times doubled price, for the average price. */
  volumePriceSum: number;
  /** Reason the order was rejected or capped, or null. */
  reason: string | null;
}

function rejected(entry: AuctionEntry, reason: string): AuctionEntry {
  entry.reason = reason;
  entry.acceptedCents = 0;
  return entry;
}

function entryOf(
  order: Order,
  rank: number,
  segmentIds: ReadonlySet<number>,
  channels: ChannelIndex | null,
): AuctionEntry {
  const entry: AuctionEntry = {
    order,
    rank,
    segmentId: order.period.kind === 'segment' ? order.period.segmentId : null,
    channel: null,
    priceMilli: 0,
    comparePriceMilli: 0,
    declaredCents: 0,
    acceptedCents: 0,
    clearedCents: 0,
    moneyFen: 0,
    volumePriceSum: 0,
    reason: null,
  };
  if (order.period.kind !== 'segment') return rejected(entry, marketMessages.wrongPeriodKind());
  if (!segmentIds.has(order.period.segmentId)) {
    return rejected(entry, marketMessages.unknownSegment(order.period.segmentId));
  }
  const price = toScaled(order.price, PRICE_SCALE);
  if (price === null) return rejected(entry, marketMessages.tooManyDecimals(3));
  const volume = toScaled(order.volume, VOLUME_SCALE);
  if (volume === null) return rejected(entry, marketMessages.tooManyDecimals(2));
  entry.declaredCents = volume;
  if (volume <= 0) return rejected(entry, marketMessages.notPositive('volume'));
  const channelId = order.channelId ?? null;
  if (channels === null) {
    if (channelId !== null) return rejected(entry, marketMessages.channelInProvincialRound());
  } else {
    if (channelId === null) return rejected(entry, marketMessages.missingChannel());
    const channel = channels.get(channelId);
    if (channel === undefined) return rejected(entry, marketMessages.unknownChannel(channelId));
    const end = order.side === 'sell' ? channel.fromProvince : channel.toProvince;
    if (order.province !== end) return rejected(entry, marketMessages.wrongChannelEnd(order.side));
    entry.channel = channel;
  }
  const tariff =
    entry.channel && order.side === 'sell' ? (toScaled(entry.channel.tariff, PRICE_SCALE) ?? 0) : 0;
  entry.priceMilli = price;
  entry.comparePriceMilli = price + tariff;
  entry.acceptedCents = volume;
  return entry;
}

type ChannelIndex = ReadonlyMap<string, Channel>;

function limitKey(side: string, holder: string, segmentId: number): string {
  return `${side}|${holder}|${segmentId}`;
}

/**
 * Applies remaining quotas to valid entries, taking each holder's orders in declaration order.
 * A unit's own limit applies first; otherwise the enterprise's limit on that side.
 */
function applyLimits(
  entries: AuctionEntry[],
  limits: readonly VolumeLimit[],
  mode: QuotaMode,
): void {
  const remaining = new Map<string, number | null>();
  for (const limit of limits) {
    const holder = limit.unitId === null ? `e:${limit.enterpriseId}` : `u:${limit.unitId}`;
    const cents =
      limit.max === null
        ? null
        : Math.max(0, Math.floor(Number((limit.max * VOLUME_SCALE).toPrecision(12))));
    remaining.set(limitKey(limit.side, holder, limit.segmentId), cents);
  }
  for (const entry of entries) {
    if (entry.reason !== null || entry.segmentId === null) continue;
    const { side, unitId, enterpriseId } = entry.order;
    const unitKey = unitId === null ? null : limitKey(side, `u:${unitId}`, entry.segmentId);
    const key =
      unitKey !== null && remaining.has(unitKey)
        ? unitKey
        : limitKey(side, `e:${enterpriseId}`, entry.segmentId);
    if (!remaining.has(key)) continue;
    const left = remaining.get(key) ?? null;
    if (left === null) {
      entry.reason = marketMessages.sideBlocked(side);
      entry.acceptedCents = 0;
      continue;
    }
    const fits = entry.acceptedCents <= left;
    const accepted = fits ? entry.acceptedCents : mode === 'cap' ? left : 0;
    if (accepted === 0) entry.reason = marketMessages.overQuota();
    else if (!fits) entry.reason = marketMessages.cappedByQuota(accepted / VOLUME_SCALE);
    entry.acceptedCents = accepted;
    remaining.set(key, left - accepted);
  }
}

/**
 * Builds the auction entries of a round in declaration order. Orders that cannot take part keep
 * acceptedCents 0 and a reason; a repeated id is rejected after its first declaration.
 */
export function buildEntries(
  orders: readonly Order[],
  segmentIds: ReadonlySet<number>,
  channels: readonly Channel[] | undefined,
  limits: readonly VolumeLimit[] | undefined,
  mode: QuotaMode,
): AuctionEntry[] {
  const channelIndex = channels ? new Map(channels.map((c) => [c.id, c])) : null;
  const seen = new Set<string>();
  const entries = [...orders].sort(byDeclaration).map((order, rank) => {
    const entry = entryOf(order, rank, segmentIds, channelIndex);
    if (seen.has(order.id)) return rejected(entry, marketMessages.duplicateOrderId(order.id));
    seen.add(order.id);
    return entry;
  });
  if (limits) applyLimits(entries, limits, mode);
  return entries;
}
