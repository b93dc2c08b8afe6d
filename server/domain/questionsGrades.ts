// The teacher's list of a course's paper grades: every enrolled trainee, graded the way their own
// result page grades them (questions still waiting for their stage earn nothing).
import type { Db } from './db';
import { gradePaper, paperOf } from './questionsPaper';

/** One trainee's grade. */
export interface GradeRow {
  userId: string;
  userName: string;
  name: string;
  enterpriseName: string | null;
  score: number;
  /** Full marks of the trainee's paper (papers differ: generated questions follow each one's trades). */
  totalScore: number;
  isSubmitted: boolean;
  submitTime: string | null;
}

/** Grades of every trainee enrolled in the course, in enrolment order. */
export async function courseGrades(db: Db, courseId: number): Promise<GradeRow[]> {
  const trainees = await db
    .selectFrom('user_course')
    .innerJoin('users', 'users.id', 'user_course.userId')
    .leftJoin('enterprise', 'enterprise.id', 'user_course.enterpriseId')
    .select(['users.id', 'users.userName', 'users.name', 'enterprise.name as enterpriseName'])
    .where('user_course.courseId', '=', courseId)
    .orderBy('user_course.id')
    .execute();
  const grades: GradeRow[] = [];
  for (const t of trainees) {
    const paper = await paperOf(db, courseId, t.id);
    const { total, got } = gradePaper(paper);
    const submitted = paper.find((q) => q.submitTime !== null);
    grades.push({
      userId: t.id,
      userName: t.userName,
      name: t.name,
      enterpriseName: t.enterpriseName,
      score: got,
      totalScore: total,
      isSubmitted: submitted !== undefined,
      submitTime: submitted?.submitTime ?? null,
    });
  }
  return grades;
}
