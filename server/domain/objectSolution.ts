import { preparedQuery } from '../db/preparedQuery';
import type { Db } from './db';
import { parseIntList } from './db';

/** One time segment of an object solution as the API returns it. */
export interface ObjectSolutionItem {
  id: number;
  name: string;
  /** Hours 0-23 belonging to the segment. */
  day: number[];
}

/** The default peak/flat/valley segments (峰 1, 平 2, 谷 3) of a new course. */
export const defaultObjectSolution: ObjectSolutionItem[] = [
  { id: 1, name: '峰', day: [10, 11, 12, 14, 15, 16, 17, 18, 19] },
  { id: 2, name: '平', day: [9, 13, 20, 21, 22, 23] },
  { id: 3, name: '谷', day: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
];

/** Writes the default object solution for a new course. */
export async function insertDefaultObjectSolution(db: Db, courseId: number): Promise<void> {
  await db
    .insertInto('object_solution')
    .values(
      defaultObjectSolution.map((s) => ({
        courseId,
        itemId: s.id,
        name: s.name,
        hours: s.day.join(','),
      })),
    )
    .execute();
}

// Read by every declaration and many course pages (db/preparedQuery.ts).
const objectSolutionRows = preparedQuery((db: Db, courseId: number) =>
  db
    .selectFrom('object_solution')
    .select(['itemId', 'name', 'hours'])
    .where('courseId', '=', courseId)
    .orderBy('itemId'),
);

/** The course's time segments, ordered by id. */
export async function courseObjectSolutions(
  db: Db,
  courseId: number,
): Promise<ObjectSolutionItem[]> {
  const rows = await objectSolutionRows(db, courseId);
  return rows.map((r) => ({ id: r.itemId, name: r.name, day: parseIntList(r.hours) }));
}
