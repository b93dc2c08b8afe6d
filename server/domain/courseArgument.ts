// A course argument (course_argument: a teacher's per-course switch such as PricingRule or
// IsBuildQuestions) read by name. Read on every declaration and order, so the query is built once
// (db/preparedQuery.ts).
import { preparedQuery } from '../db/preparedQuery';
import type { Db } from './db';

const argumentByName = preparedQuery((db: Db, courseId: number, name: string) =>
  db
    .selectFrom('course_argument')
    .select('value')
    .where('courseId', '=', courseId)
    .where('name', '=', name),
);

/** The argument's value, trimmed, or undefined when the course does not set it. */
export async function courseArgument(
  db: Db,
  courseId: number,
  name: string,
): Promise<string | undefined> {
  const [arg] = await argumentByName(db, courseId, name);
  return arg?.value.trim();
}
