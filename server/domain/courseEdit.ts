import type { Db } from './db';

/** Course settings a teacher may change after creating it (the scene stays). */
export interface CourseChanges {
  name: string;
  courseType: number;
  startDate: string;
  endDate: string;
  isHideSettlement?: boolean;
  isPublicGrade?: boolean;
  typeCurveId?: number | null;
  arguments?: Array<{ name: string; value: string }>;
}

/** Updates a course and upserts its arguments. Run it inside a transaction. */
export async function updateCourse(db: Db, courseId: number, input: CourseChanges): Promise<void> {
  await db
    .updateTable('course')
    .set({
      name: input.name,
      courseType: input.courseType,
      startDate: input.startDate,
      endDate: input.endDate,
      ...(input.isHideSettlement === undefined
        ? {}
        : { isHideSettlement: input.isHideSettlement ? 1 : 0 }),
      ...(input.isPublicGrade === undefined ? {} : { isPublicGrade: input.isPublicGrade ? 1 : 0 }),
      ...(input.typeCurveId === undefined ? {} : { typeCurveId: input.typeCurveId }),
    })
    .where('id', '=', courseId)
    .execute();
  for (const arg of input.arguments ?? []) {
    const changed = await db
      .updateTable('course_argument')
      .set({ value: arg.value })
      .where('courseId', '=', courseId)
      .where('name', '=', arg.name)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      await db
        .insertInto('course_argument')
        .values({ courseId, ...arg })
        .execute();
    }
  }
}
