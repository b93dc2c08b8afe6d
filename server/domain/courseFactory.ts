import { HttpError } from '../auth/identity';
import { demoEnterprises, type EnterpriseTemplate } from '../seed/demoEnterprises';
import type { Db } from './db';
import { nowIso } from './db';
import { insertDefaultObjectSolution } from './objectSolution';

/** What a teacher gives to create a course on a scene. */
export interface NewCourse {
  sceneId: number;
  teacherId: string;
  name: string;
  /** 1 or 3 teaching game, 2 paper/exam. */
  courseType: number;
  startDate: string;
  endDate: string;
}

/** Arguments a new course starts with (the spec's names; '1' means on). */
export const defaultCourseArguments: Record<string, string> = {
  OnlyRt: '0',
  EnableChat: '0',
  EnablePr: '1',
  IsBuildQuestions: '1',
  IsOpenVirtual: '0',
  PriceCap: '1500',
  PriceFloor: '0',
  // Registration is closed until the teacher opens it (registerCourse checks it; see enrolment.ts).
  OpenRegistration: '0',
};

/**
 * Creates a course on a scene with the default arguments and object solution, and copies the
 * scene's enterprise templates (generators with units and cost curves, retailers with loads).
 * Returns the new course id. Run it inside a transaction: it writes many rows.
 */
export async function createCourseFromScene(db: Db, input: NewCourse): Promise<number> {
  const scene = await db
    .selectFrom('scene')
    .select('id')
    .where('id', '=', input.sceneId)
    .executeTakeFirst();
  if (!scene) throw new HttpError(404, `场景 ${input.sceneId} 不存在`, 'NotFound');
  const { id: courseId } = await db
    .insertInto('course')
    .values({
      name: input.name,
      courseType: input.courseType,
      sceneId: input.sceneId,
      teacherId: input.teacherId,
      startDate: input.startDate,
      endDate: input.endDate,
      isHideSettlement: 0,
      isPublicGrade: 0,
      typeCurveId: null,
      creationTime: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('course_argument')
    .values(
      Object.entries(defaultCourseArguments).map(([name, value]) => ({ courseId, name, value })),
    )
    .execute();
  await insertDefaultObjectSolution(db, courseId);
  for (const template of demoEnterprises) {
    await insertEnterprise(db, courseId, input.sceneId, template);
  }
  return courseId;
}

/**
 * Adds an enterprise made from a template to a course: the enterprise (tradable), its units with
 * their cost curves or its loads, on the scene's buses named by the template. Returns its id.
 */
export async function insertEnterprise(
  db: Db,
  courseId: number,
  sceneId: number,
  template: EnterpriseTemplate,
): Promise<number> {
  const buses = await db
    .selectFrom('scene_bus')
    .select(['id', 'name'])
    .where('sceneId', '=', sceneId)
    .execute();
  const busId = (name: string) => buses.find((b) => b.name === name)?.id ?? null;
  const { id: enterpriseId } = await db
    .insertInto('enterprise')
    .values({
      courseId,
      name: template.name,
      province: template.province,
      isBuyer: template.isBuyer ? 1 : 0,
      isTrade: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (template.units.length > 0) {
    await db
      .insertInto('generator_unit')
      .values(
        template.units.map((u) => ({
          enterpriseId,
          name: u.name,
          energyType: u.energyType,
          busId: busId(u.bus),
          capacityMw: u.capacityMw,
          minMw: u.minMw,
          rampMwPerSlot: u.rampMwPerSlot,
          costCurve: JSON.stringify(u.costCurve),
        })),
      )
      .execute();
  }
  if (template.demands.length > 0) {
    await db
      .insertInto('demand')
      .values(
        template.demands.map((d) => ({
          enterpriseId,
          name: d.name,
          busId: busId(d.bus),
          peakMw: d.peakMw,
          monthlyMwh: d.monthlyMwh,
        })),
      )
      .execute();
  }
  return enterpriseId;
}
