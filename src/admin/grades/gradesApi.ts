// The teacher's paper grades of a course (getCourseGrades) and which courses have a paper at all.
// A failure comes back as one Chinese message for the card; the global error toast stays quiet so the
// teacher is not told twice.
import type { ApiClient } from '../../api/client';
import { networkErrorMessage } from '../../api/middleware/errors';
import type { components } from '../../api/schema.gen';
import { withoutErrorNotice, withoutLoading } from '../../api/types';
import { LoadError, type AdminCourse } from '../adminApi';
import { callStep, refusal, stepHeaders } from '../steps/callStep';
import type { StepOutcome } from '../steps/types';

/** One trainee's paper grade as the contract sends it. */
export type Grade = components['schemas']['Grade'];

/** The course argument that puts a paper (答题) into a teaching course. */
export const buildQuestionsArgument = 'IsBuildQuestions';

/**
 * Whether the course has a paper to grade: an exam course (courseType 2 and up, as the trainees'
 * course cards and rule context read it) or a teaching course with the exam on (IsBuildQuestions '1').
 */
export function hasPaper(course: AdminCourse): boolean {
  return (
    course.courseType >= 2 ||
    course.arguments?.find((a) => a.name === buildQuestionsArgument)?.value === '1'
  );
}

/** Every trainee's grade of the course, in the server's order. */
export async function loadGrades(api: ApiClient, courseId: number): Promise<Grade[]> {
  let answer;
  try {
    answer = await api.GET('/api/app/admin/grades/{courseId}', {
      params: { path: { courseId } },
      headers: { ...withoutLoading, ...withoutErrorNotice },
    });
  } catch {
    throw new LoadError(`试卷成绩加载失败：${networkErrorMessage}`);
  }
  if (answer.data) return answer.data.items;
  const { message } = await refusal(answer.error);
  throw new LoadError(`试卷成绩加载失败：${message}`);
}

/** The line shown after 生成试卷: how many questions it put on papers, or why none. */
export function buildQuestionsNotice(count: number, trainees: number): string {
  if (count > 0) return `已为学员试卷新增 ${count} 道题`;
  return trainees === 0
    ? '本课程尚无学员，学员加入后再生成试卷'
    : '学员试卷已包含题库全部试题，无需新增';
}

/** The teacher's 生成试卷: the bank's questions onto every unsubmitted paper that lacks them. */
export function buildQuestions(
  api: ApiClient,
  courseId: number,
  trainees: number,
): Promise<StepOutcome> {
  return callStep(
    () =>
      api.POST('/api/app/courseQuestion/buildQuestion', {
        body: { courseId },
        headers: { ...withoutLoading, ...stepHeaders },
      }),
    ({ count }) => buildQuestionsNotice(count, trainees),
  );
}
