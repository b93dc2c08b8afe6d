// A course's grid as the disclosure calls read it: per province the 96-slot load, renewable and
// interchange curves of its scene, and the course's units and loads with their buses. Everything the
// curves, reserves and initial states are computed from, in a fixed number of queries.
import type { Selectable } from 'kysely';
import type {
  DemandTable,
  GeneratorUnitTable,
  SceneBusTable,
  SceneProvinceTable,
} from '../db/domainSchema';
import { slotsPerDay } from '../seed/curves';
import type { Db } from './db';
import { dispatchRange, type DispatchRange } from './gridDispatch';

/** A 96-slot curve with its forecast upper band. */
export interface Curve {
  volume: number[];
  upper: number[];
}

/** A unit with the province of its enterprise. */
export type UnitRow = Selectable<GeneratorUnitTable> & { province: number; enterpriseName: string };
/** A load with the province of its retailer. */
export type DemandRow = Selectable<DemandTable> & { province: number; enterpriseName: string };

/** One trading province of the course's scene with its curves and dispatchable range. */
export interface ProvinceGrid {
  province: number;
  name: string;
  load: Curve;
  renewable: Curve;
  loadRt: number[];
  renewableRt: number[];
  /** Net import, MW: positive 受入, negative 外送. */
  interchange: number[];
  range: DispatchRange;
}

/** The course's grid. */
export interface CourseGrid {
  courseId: number;
  sceneId: number;
  /** Every province of the scene (the pseudo-province -1 included), for names. */
  sceneProvinces: Array<Selectable<SceneProvinceTable>>;
  provinces: ProvinceGrid[];
  buses: Array<Selectable<SceneBusTable>>;
  units: UnitRow[];
  demands: DemandRow[];
  /** Node (bus) curves by `${kind}:${busId}`. */
  busCurves: Map<string, Curve>;
}

const emptyCurve = (): Curve => ({
  volume: new Array<number>(slotsPerDay).fill(0),
  upper: new Array<number>(slotsPerDay).fill(0),
});

/** Reads the grid of a course. */
export async function loadCourseGrid(
  db: Db,
  course: { id: number; sceneId: number },
): Promise<CourseGrid> {
  const [sceneProvinces, buses, points, units, demands] = await Promise.all([
    db
      .selectFrom('scene_province')
      .selectAll()
      .where('sceneId', '=', course.sceneId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('scene_bus')
      .selectAll()
      .where('sceneId', '=', course.sceneId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('curve_point')
      .select(['kind', 'province', 'entityId', 'timeId', 'volume', 'upper'])
      .where('sceneId', '=', course.sceneId)
      .execute(),
    db
      .selectFrom('generator_unit')
      .innerJoin('enterprise', 'enterprise.id', 'generator_unit.enterpriseId')
      .selectAll('generator_unit')
      .select(['enterprise.province', 'enterprise.name as enterpriseName'])
      .where('enterprise.courseId', '=', course.id)
      .orderBy('generator_unit.id')
      .execute(),
    db
      .selectFrom('demand')
      .innerJoin('enterprise', 'enterprise.id', 'demand.enterpriseId')
      .selectAll('demand')
      .select(['enterprise.province', 'enterprise.name as enterpriseName'])
      .where('enterprise.courseId', '=', course.id)
      .orderBy('demand.id')
      .execute(),
  ]);
  const curves = new Map<string, Curve>();
  for (const p of points) {
    const key = `${p.kind}:${p.entityId === null ? `p${p.province}` : p.entityId}`;
    const curve = curves.get(key) ?? emptyCurve();
    curve.volume[p.timeId] = p.volume;
    curve.upper[p.timeId] = p.upper;
    curves.set(key, curve);
  }
  const provinceCurve = (kind: string, province: number) =>
    curves.get(`${kind}:p${province}`) ?? emptyCurve();
  const provinces = sceneProvinces
    .filter((p) => p.province !== -1)
    .map((p) => ({
      province: p.province,
      name: p.name,
      load: provinceCurve('load', p.province),
      renewable: provinceCurve('renewable', p.province),
      loadRt: provinceCurve('load_rt', p.province).volume,
      renewableRt: provinceCurve('renewable_rt', p.province).volume,
      interchange: provinceCurve('interchange', p.province).volume,
      range: dispatchRange(units.filter((u) => u.province === p.province)),
    }));
  const busCurves = new Map([...curves].filter(([key]) => !key.split(':')[1]?.startsWith('p')));
  return {
    courseId: course.id,
    sceneId: course.sceneId,
    sceneProvinces,
    provinces,
    buses,
    units,
    demands,
    busCurves,
  };
}

/** The provinces asked for: one by its key, or every trading province when none is given. */
export function provincesOf(grid: CourseGrid, province: number | undefined): ProvinceGrid[] {
  return province === undefined
    ? grid.provinces
    : grid.provinces.filter((p) => p.province === province);
}

/** Name of a province key in the grid's scene. */
export function provinceName(grid: CourseGrid, province: number): string {
  return grid.sceneProvinces.find((p) => p.province === province)?.name ?? String(province);
}

/** Name of a bus, or null. */
export function busName(grid: CourseGrid, busId: number | null): string | null {
  return grid.buses.find((b) => b.id === busId)?.name ?? null;
}
