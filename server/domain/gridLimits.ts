// Tie-line channel limits as the spot market sees them: what the medium/long-term interchange plan
// leaves of each channel, slot by slot.
import type { Selectable } from 'kysely';
import type { ProvinceChannelTable } from '../db/domainSchema';
import { slotsPerDay } from '../seed/curves';
import type { Db } from './db';
import type { CourseGrid } from './gridData';
import { round2 } from './gridDispatch';

/** The tie-line channels of a scene, in id order. */
export async function sceneChannels(
  db: Db,
  sceneId: number,
): Promise<Array<Selectable<ProvinceChannelTable>>> {
  return db
    .selectFrom('province_channel')
    .selectAll()
    .where('sceneId', '=', sceneId)
    .orderBy('id')
    .execute();
}

/** A channel's limit in one slot (contract ChannelLimit). */
export interface ChannelSlotLimit {
  id: number;
  name: string;
  timeId: number;
  upper: number;
  lower: number;
}

/**
 * Day-ahead channel limits: the planned transfer into each receiving province (its net import) is
 * spread over the channels into it in proportion to their limits; a channel's forward limit shrinks
 * by its share and its reverse room grows by it (lower is the most negative flow allowed).
 */
export function channelLimits(
  grid: CourseGrid,
  channels: ReadonlyArray<Selectable<ProvinceChannelTable>>,
): ChannelSlotLimit[] {
  return channels.flatMap((c) => {
    const into = channels.filter(
      (o) => o.toProvince === c.toProvince && o.fromProvince === c.fromProvince,
    );
    const total = into.reduce((s, o) => s + o.limitMw, 0);
    const plan = grid.provinces.find((p) => p.province === c.toProvince)?.interchange ?? [];
    return Array.from({ length: slotsPerDay }, (_, t) => {
      const share = total > 0 ? (Math.max(0, plan[t] ?? 0) * c.limitMw) / total : 0;
      return {
        id: c.id,
        name: c.name,
        timeId: t,
        upper: round2(c.limitMw - share),
        lower: round2(-(c.reverseLimitMw + share)),
      };
    });
  });
}
