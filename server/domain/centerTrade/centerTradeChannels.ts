// Channels of inter-provincial centralised bidding: which channel each bid is declared on, the checks
// a bid's channel must pass, and the engine's Channel values per time segment.
import type { Selectable } from 'kysely';
import { validationError } from '../../auth/identity';
import type { EnterpriseTable } from '../../db/domainSchema';
import { marketMessages } from '../../market/messages';
import type { TimeSegment } from '../../market/timeSegments';
import type { Channel } from '../../market/types';
import type { Db } from '../db';
import type { RoundRow } from '../rounds';

/** A channel of the course's scene (sending province → receiving province). */
export interface ChannelRow {
  id: number;
  fromProvince: number;
  toProvince: number;
  limitMw: number;
  tariff: number;
}

/** The channels of the round's course scene. */
export async function courseChannels(db: Db, courseId: number): Promise<ChannelRow[]> {
  return db
    .selectFrom('province_channel')
    .innerJoin('course', 'course.sceneId', 'province_channel.sceneId')
    .select([
      'province_channel.id',
      'province_channel.fromProvince',
      'province_channel.toProvince',
      'province_channel.limitMw',
      'province_channel.tariff',
    ])
    .where('course.id', '=', courseId)
    .orderBy('province_channel.id')
    .execute();
}

/**
 * Checks each bid's channel: required in an inter-provincial round and with the enterprise at the
 * right end (sellers send, buyers receive); not allowed in a provincial round. 400 with the engine's
 * Chinese wording, naming the bid.
 */
export async function checkBidChannels(
  db: Db,
  round: RoundRow,
  enterprise: Selectable<EnterpriseTable>,
  bids: ReadonlyArray<{ channelId?: number | null }>,
): Promise<void> {
  const channels = round.isInterProvincial ? await courseChannels(db, round.courseId) : [];
  const side = enterprise.isBuyer ? 'buy' : 'sell';
  bids.forEach((bid, i) => {
    const member = `bids[${i}].channelId`;
    const channelId = bid.channelId ?? null;
    if (!round.isInterProvincial) {
      if (channelId !== null)
        throw validationError(marketMessages.channelInProvincialRound(), member);
      return;
    }
    if (channelId === null) throw validationError(marketMessages.missingChannel(), member);
    const channel = channels.find((c) => c.id === channelId);
    if (!channel) throw validationError(marketMessages.unknownChannel(String(channelId)), member);
    const end = side === 'sell' ? channel.fromProvince : channel.toProvince;
    if (end !== enterprise.province)
      throw validationError(marketMessages.wrongChannelEnd(side), member);
  });
}

/**
 * Records the channel of each stored bid (rows in the order the bids were given) and returns them as
 * channelsOfBids would read them back: the rows are new, so these are all the channels they have.
 */
export async function storeBidChannels(
  db: Db,
  rows: ReadonlyArray<{ id: number }>,
  bids: ReadonlyArray<{ channelId?: number | null }>,
): Promise<Map<number, number>> {
  // Ids are assigned in VALUES order, so sorting by id restores the order of `bids`.
  const ordered = [...rows].sort((a, b) => a.id - b.id);
  const values = ordered.flatMap((row, i) => {
    const channelId = bids[i]?.channelId ?? null;
    return channelId === null ? [] : [{ declarationId: row.id, channelId }];
  });
  if (values.length > 0) await db.insertInto('center_trade_bid_channel').values(values).execute();
  return new Map(values.map((v) => [v.declarationId, v.channelId]));
}

/** Channel of each of the given bids that has one. */
export async function channelsOfBids(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('center_trade_bid_channel')
    .select(['declarationId', 'channelId'])
    .where('declarationId', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.declarationId, r.channelId]));
}

/**
 * The engine's channels for one segment: a channel carries at most its MW limit for every hour of
 * the segment on every day of the round, tariff as stored. Only the sending → receiving direction.
 */
export function segmentChannels(
  channels: readonly ChannelRow[],
  round: RoundRow,
  segment: TimeSegment,
): Channel[] {
  const days = Math.max(1, round.endDay - round.startDay + 1);
  return channels.map((c) => ({
    id: String(c.id),
    fromProvince: c.fromProvince,
    toProvince: c.toProvince,
    limit: c.limitMw * segment.hours.length * days,
    tariff: c.tariff,
  }));
}
