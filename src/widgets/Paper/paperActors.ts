// The paper machine's three calls over the typed client. Save and submit report their own outcome
// (the machine's spec messages), so the global error notices are switched off for them.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { withoutErrorNotice } from '../../api/types';
import type { Question } from '../../machines/paperRules';
import type { LoadedPaper } from '../../machines/paperSetup';

type CourseQuestion = components['schemas']['CourseQuestion'];

/** A contract question as the machine holds it (ids as text). */
export function toQuestion(q: CourseQuestion): Question {
  return {
    id: String(q.id),
    num: q.num,
    category: q.category,
    type: q.type,
    ...(q.questionClass === undefined ? {} : { questionClass: q.questionClass }),
    score: q.score,
    name: q.name,
    option1: q.option1 ?? null,
    option2: q.option2 ?? null,
    option3: q.option3 ?? null,
    option4: q.option4 ?? null,
    option5: q.option5 ?? null,
    option6: q.option6 ?? null,
    answerCount: q.answerCount,
    userAnswer: q.userAnswer ?? null,
  };
}

/** Implementations of loadQuestions, saveAnswer and submitPaper for `paperMachine.provide`. */
export function paperActors(api: ApiClient) {
  return {
    loadQuestions: fromPromise<LoadedPaper, { courseId: string }>(async ({ input }) => {
      const { data, error } = await api.GET('/api/app/courseQuestion/courseQuestions/{courseId}', {
        params: { path: { courseId: Number(input.courseId) } },
      });
      if (!data) throw error ?? new Error('试题加载失败');
      // A back end without the flag (ABP's) leaves the paper open; its save refusal then says why.
      return { questions: data.items.map(toQuestion), submitted: data.isSubmitted === true };
    }),
    saveAnswer: fromPromise<unknown, { id: string; answer: string }>(async ({ input }) => {
      const { error, response } = await api.POST('/api/app/courseQuestion/saveAnswer', {
        body: { id: Number(input.id), answer: input.answer },
        headers: withoutErrorNotice,
      });
      // The ABP error body carries the server message ("考试已结束" is silent in the machine).
      if (!response.ok) throw error ?? new Error(`HTTP ${response.status}`);
      return null;
    }),
    // Resolves false when the server refuses (交卷失败了); a network failure rejects (交卷出现问题).
    submitPaper: fromPromise<boolean, { courseId: string }>(async ({ input }) => {
      const { response } = await api.POST('/api/app/courseQuestion/submitPaper/{courseId}', {
        params: { path: { courseId: Number(input.courseId) } },
        headers: withoutErrorNotice,
      });
      return response.ok;
    }),
  };
}
