// Who may negotiate with whom in a bilateral round (docs/market-rules.md, 双边协商): a tradable
// enterprise of the other side; in a provincial round of the same province, in an inter-provincial
// round of another province joined to its own by a tie-line channel.
import type { Db } from '../db';
import type { RoundRow } from '../rounds';

/** An enterprise as a party to a proposal. */
export interface Party {
  id: number;
  name: string;
  courseId: number;
  province: number;
  isBuyer: number;
  isTrade: number;
}

/** Reads a party, or undefined when there is no such enterprise. */
export function partyOf(db: Db, enterpriseId: number): Promise<Party | undefined> {
  return db
    .selectFrom('enterprise')
    .select(['id', 'name', 'courseId', 'province', 'isBuyer', 'isTrade'])
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
}

/** The provinces joined to `province` by a channel of the scene, in either direction. */
async function linkedProvinces(db: Db, sceneId: number, province: number): Promise<Set<number>> {
  const channels = await db
    .selectFrom('province_channel')
    .select(['fromProvince', 'toProvince'])
    .where('sceneId', '=', sceneId)
    .execute();
  const linked = new Set<number>();
  for (const c of channels) {
    if (c.fromProvince === province) linked.add(c.toProvince);
    if (c.toProvince === province) linked.add(c.fromProvince);
  }
  return linked;
}

/** The enterprises `party` may propose to in the round, in id order. */
export async function counterpartiesOf(db: Db, round: RoundRow, party: Party): Promise<number[]> {
  const others = await db
    .selectFrom('enterprise')
    .select(['id', 'province'])
    .where('courseId', '=', round.courseId)
    .where('isTrade', '=', 1)
    .where('isBuyer', '=', party.isBuyer === 1 ? 0 : 1)
    .orderBy('id')
    .execute();
  if (round.isInterProvincial !== 1) {
    return others.filter((e) => e.province === party.province).map((e) => e.id);
  }
  const course = await db
    .selectFrom('course')
    .select('sceneId')
    .where('id', '=', round.courseId)
    .executeTakeFirstOrThrow();
  const linked = await linkedProvinces(db, course.sceneId, party.province);
  return others.filter((e) => linked.has(e.province)).map((e) => e.id);
}
