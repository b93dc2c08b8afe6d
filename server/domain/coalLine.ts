// The fuel (coal) price line of a province for a year: the stored monthly line as `price`, and the
// months from the reference month on repeated as `predictPrice` (the forecast part of the line).
import type { CourseAccess } from './access';
import type { Db } from './db';
import { invalidField } from './disclosureAccess';
import type { CourseGrid } from './gridData';
import { provinceName } from './gridData';

/** Fuel type of the coal price line (the only fuel the scenes price). */
const coalFuelType = 1;

/** What the coal line is asked for. */
export interface CoalLineQuery {
  province: number | undefined;
  /** A bus name: the line of its province. */
  bus: string | undefined;
  type: number | undefined;
  year: number;
  /** Month from which the line is a forecast. */
  month: number;
}

/**
 * Rows of the coal line. The province is the one asked for, else the bus's, else the caller's own
 * enterprise's, else the scene's first trading province. Another fuel type has no line (empty).
 */
export async function coalLine(db: Db, access: CourseAccess, grid: CourseGrid, q: CoalLineQuery) {
  if (q.type !== undefined && q.type !== coalFuelType) return [];
  let province = q.province;
  if (province === undefined && q.bus !== undefined) {
    const bus = grid.buses.find((b) => b.name === q.bus || String(b.id) === q.bus);
    if (!bus) throw invalidField('bus', `母线 ${q.bus} 不在该课程的场景中`);
    province = bus.province;
  }
  if (province === undefined && access.enrolment?.enterpriseId != null) {
    const own = await db
      .selectFrom('enterprise')
      .select('province')
      .where('id', '=', access.enrolment.enterpriseId)
      .executeTakeFirst();
    province = own?.province;
  }
  province ??= grid.provinces[0]?.province;
  if (province === undefined) return [];
  const rows = await db
    .selectFrom('coal_price')
    .select(['month', 'price'])
    .where('sceneId', '=', grid.sceneId)
    .where('province', '=', province)
    .where('year', '=', q.year)
    .orderBy('month')
    .execute();
  const name = provinceName(grid, province);
  return rows.map((r) => ({
    month: r.month,
    name,
    price: r.price,
    ...(r.month >= q.month ? { predictPrice: r.price } : {}),
  }));
}
