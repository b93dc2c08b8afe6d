import type { Selectable } from 'kysely';
import type {
  CourseArgumentTable,
  CourseTable,
  SceneProvinceTable,
  SceneTable,
  UserCourseTable,
} from '../../db/domainSchema';
import type { Db } from '../../domain/db';
import { enumValue, type Schemas } from './types';

/** The contract's Province of a scene province row (keys are strings in the contract). */
export function provinceDto(row: Selectable<SceneProvinceTable>): Schemas['Province'] {
  return {
    province: String(row.province),
    name: row.name,
    hasTrade: row.hasTrade === 1,
    role: enumValue(row.role, [1, 0] as const),
  };
}

/** The contract's Course with its scene, provinces and arguments. */
export function courseDto(
  course: Selectable<CourseTable>,
  extra: {
    scene: Selectable<SceneTable> | undefined;
    provinces: Array<Selectable<SceneProvinceTable>>;
    arguments: Array<Selectable<CourseArgumentTable>>;
    current?: boolean;
  },
): Schemas['Course'] {
  return {
    id: course.id,
    name: course.name,
    courseType: enumValue(course.courseType, [1, 2, 3] as const),
    sceneId: course.sceneId,
    startDate: course.startDate,
    endDate: course.endDate,
    extraProperties: {},
    ...(extra.scene
      ? {
          scene: {
            id: extra.scene.id,
            name: extra.scene.name,
            hasInterTrade: extra.scene.hasInterTrade === 1,
          },
        }
      : {}),
    isHideSettlement: course.isHideSettlement === 1,
    typeCurveId: course.typeCurveId,
    isPublicGrade: course.isPublicGrade === 1,
    provinceList: extra.provinces.map(provinceDto),
    arguments: extra.arguments.map((a) => ({ name: a.name, value: a.value })),
    current: extra.current ?? false,
  };
}

/** Loads scenes, provinces and arguments for courses and maps them (three queries, not 3 × N). */
export async function coursesWithDetails(
  db: Db,
  courses: Array<Selectable<CourseTable>>,
  currentCourseId?: number | null,
): Promise<Array<Schemas['Course']>> {
  if (courses.length === 0) return [];
  const sceneIds = [...new Set(courses.map((c) => c.sceneId))];
  const [scenes, provinces, args] = await Promise.all([
    db.selectFrom('scene').selectAll().where('id', 'in', sceneIds).execute(),
    db
      .selectFrom('scene_province')
      .selectAll()
      .where('sceneId', 'in', sceneIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('course_argument')
      .selectAll()
      .where(
        'courseId',
        'in',
        courses.map((c) => c.id),
      )
      .orderBy('id')
      .execute(),
  ]);
  return courses.map((c) =>
    courseDto(c, {
      scene: scenes.find((s) => s.id === c.sceneId),
      provinces: provinces.filter((p) => p.sceneId === c.sceneId),
      arguments: args.filter((a) => a.courseId === c.id),
      current: currentCourseId === c.id,
    }),
  );
}

/** The contract's UserCourse of an enrolment, with its course. */
export function userCourseDto(
  row: Selectable<UserCourseTable>,
  course: Schemas['Course'] | undefined,
): Schemas['UserCourse'] {
  return {
    id: row.id,
    userId: row.userId,
    courseId: row.courseId,
    ...(course ? { courseName: course.name, course } : {}),
    isCurrent: row.isCurrent === 1,
    gameNum: 1,
  };
}
