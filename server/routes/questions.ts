import type { FastifyInstance } from 'fastify';
import { HttpError, requireAdmin, requireIdentity } from '../auth/identity';
import { accessCourse, assertTeacher } from '../domain/access';
import { buildPaperQuestions } from '../domain/questionsBank';
import { courseGrades } from '../domain/questionsGrades';
import {
  gradePaper,
  paperOf,
  saveAnswer,
  submitPaper,
  type PaperRow,
} from '../domain/questionsPaper';
import { contractRoute } from '../http/contract';
import { publishDataChanged } from '../realtime/publisher';
import type { DomainRouteOptions } from './context';
import { enumValue, listOf, type Schemas } from './dto/types';

function questionDto(q: PaperRow): Schemas['CourseQuestion'] {
  const [option1, option2, option3, option4, option5, option6] = q.options;
  return {
    id: q.id,
    num: q.num,
    category: enumValue(q.category, [0, 1, 2, 3, 4, 5, 6] as const),
    type: enumValue(q.type, [1, 2, 3, 4] as const),
    questionClass: q.questionClass,
    score: q.score,
    name: q.name,
    option1: option1 ?? null,
    option2: option2 ?? null,
    option3: option3 ?? null,
    option4: option4 ?? null,
    option5: option5 ?? null,
    option6: option6 ?? null,
    answerCount: q.answerCount,
    userAnswer: q.userAnswer,
    answerArr: q.userAnswer ? q.userAnswer.split(',') : [],
  };
}

/** Whether the trainee handed the paper in (every question carries the submit time). */
const isSubmitted = (paper: readonly { submitTime: string | null }[]) =>
  paper.length > 0 && paper.every((q) => q.submitTime !== null);

/** The trainee's paper: questions (right answers never sent), saving, submitting, graded result. */
export async function questionRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  /** Only an enrolled trainee has a paper; a teacher reaches grades through the admin calls. */
  const traineeOf = async (identity: ReturnType<typeof requireIdentity>, courseId: number) => {
    const access = await accessCourse(db, identity, courseId);
    if (access.isTeacher)
      throw new HttpError(403, '教师没有试卷，请在教师后台查看成绩', 'Forbidden');
    return access;
  };

  /** The teacher's grade list reloads on this push (the operation id only, never a score). */
  const gradesChanged = (courseId: number) =>
    publishDataChanged(courseId, { courseId, roundId: null, operations: ['getCourseGrades'] });

  contractRoute(app, 'getCourseQuestions', async (request) => {
    const identity = requireIdentity(request);
    await traineeOf(identity, request.params.courseId);
    const paper = await paperOf(db, request.params.courseId, identity.userId);
    return { ...listOf(paper.map(questionDto)), isSubmitted: isSubmitted(paper) };
  });

  contractRoute(app, 'saveAnswer', async (request) => {
    await saveAnswer(db, requireIdentity(request).userId, request.body);
    return undefined;
  });

  contractRoute(app, 'submitPaper', async (request) => {
    const identity = requireIdentity(request);
    await traineeOf(identity, request.params.courseId);
    await submitPaper(db, request.params.courseId, identity.userId);
    gradesChanged(request.params.courseId);
    return undefined;
  });

  contractRoute(app, 'getPaperResult', async (request) => {
    const identity = requireIdentity(request);
    const access = await traineeOf(identity, request.params.id);
    if (access.course.isPublicGrade !== 1) throw new HttpError(400, '成绩尚未公布，请稍后查看');
    const paper = await paperOf(db, request.params.id, identity.userId);
    const { graded, total, got } = gradePaper(paper);
    return {
      courseId: request.params.id,
      totalScore: total,
      score: got,
      isSubmitted: isSubmitted(paper),
      items: graded.map((q) => ({
        ...questionDto(q),
        rightAnswer: q.answer,
        isRight: q.isRight,
        gotScore: q.gotScore,
      })),
      totalCount: graded.length,
    };
  });

  // The teacher's view of every trainee's paper, published or not.
  contractRoute(app, 'getCourseGrades', async (request) => {
    const access = await accessCourse(db, requireAdmin(request), request.params.courseId);
    assertTeacher(access);
    const grades = await courseGrades(db, access.course.id);
    return listOf(grades);
  });

  // The teacher's 生成试题: the bank's questions onto every trainee's paper that lacks them.
  contractRoute(app, 'buildQuestions', async (request) => {
    const { courseId, category } = request.body;
    const access = await accessCourse(db, requireAdmin(request), courseId);
    assertTeacher(access);
    const count = await db
      .transaction()
      .execute((trx) => buildPaperQuestions(trx, courseId, category));
    if (count > 0) gradesChanged(courseId);
    return { count };
  });
}
