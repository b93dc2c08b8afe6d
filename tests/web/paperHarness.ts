// A paper over every question type and several categories, served by msw like the server would:
// saved answers are recorded (and kept, so a reload shows them), submit answers 204 unless told.
import { http, HttpResponse } from 'msw';
import type { Schemas } from '../../src/api/testing/fixtures/shared';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { server } from './shellHarness';
// The app entry registers the widgets; the tests render App without it.
import '../../src/widgets/register';

type Question = Schemas['CourseQuestion'];

const base = { questionClass: 1, score: 5, answerCount: 1, userAnswer: null, answerArr: [] };

/** The paper in server order (category, then num); ids tell the questions apart in assertions. */
export function paperQuestions(): Question[] {
  return [
    {
      ...base,
      id: 101,
      num: 1,
      category: 0,
      type: 1,
      // Stems are server HTML: the script and the handler must never reach the page.
      name: '<p>电价单位是？<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
      option1: '元/kWh',
      option2: '元/MWh',
      option3: '元/吨',
      option4: '元/MW',
    },
    {
      ...base,
      id: 102,
      num: 2,
      category: 0,
      type: 2,
      name: '<p>哪些属于中长期交易？</p>',
      option1: '双边协商',
      option2: '集中竞价',
      option3: '滚动撮合',
    },
    { ...base, id: 103, num: 3, category: 1, type: 3, name: '<p>一天有多少个时段？</p>' },
    { ...base, id: 104, num: 4, category: 2, type: 4, name: '<p>统一出清价是多少？</p>' },
    {
      ...base,
      id: 105,
      num: 5,
      category: 3,
      type: 1,
      answerCount: 0,
      name: '<p>滚动撮合成交价？</p>',
      option1: '先挂单价格',
      option2: '后报价格',
    },
    {
      ...base,
      id: 106,
      num: 6,
      category: 6,
      type: 3,
      name: '<p>结算按什么周期？</p>',
      userAnswer: '月度',
      answerArr: ['月度'],
    },
  ];
}

/** What the fake server saw. */
export interface PaperCalls {
  saves: Array<{ id: number; answer: string }>;
  /** Save calls, failed ones included. */
  saveAttempts: number;
  submits: number;
  loads: number;
}

/** Options of the fake paper server. */
export interface PaperServerOptions {
  questions?: Question[];
  /** Answers saveAnswer with this status and ABP message instead of 204. */
  saveError?: { status: number; message: string };
  /** Answers submitPaper with this status (400 refused) or a network error. */
  submit?: { status: number } | 'network-error';
  /** The trainee handed the paper in before (the load's isSubmitted). */
  handedIn?: boolean;
}

const url = (path: string) => `${testApiBaseUrl}/api/app/courseQuestion${path}`;

/** Installs the paper handlers and returns the record of calls. */
export function servePaper(options: PaperServerOptions = {}): PaperCalls {
  const questions = options.questions ?? paperQuestions();
  const calls: PaperCalls = { saves: [], saveAttempts: 0, submits: 0, loads: 0 };
  server.use(
    http.get(url('/courseQuestions/:courseId'), () => {
      calls.loads += 1;
      return HttpResponse.json({
        items: questions,
        totalCount: questions.length,
        ...(options.handedIn ? { isSubmitted: true } : {}),
      });
    }),
    http.post(url('/saveAnswer'), async ({ request }) => {
      const body = (await request.json()) as { id: number; answer: string };
      calls.saveAttempts += 1;
      if (options.saveError) {
        const { status, message } = options.saveError;
        return HttpResponse.json({ error: { code: null, message } }, { status });
      }
      calls.saves.push(body);
      const saved = questions.find((q) => q.id === body.id);
      if (saved) saved.userAnswer = body.answer;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(url('/submitPaper/:courseId'), () => {
      calls.submits += 1;
      if (options.submit === 'network-error') return HttpResponse.error();
      const status = options.submit?.status ?? 204;
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(
            { error: { code: null, message: '试卷已提交，请勿重复交卷' } },
            { status },
          );
    }),
  );
  return calls;
}

/** A course with this argument value for IsBuildQuestions and this end date. */
export function serveCourseArguments(isBuildQuestions: string) {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/course/arguments/:id`, () =>
      HttpResponse.json({
        items: [{ name: 'IsBuildQuestions', value: isBuildQuestions }],
        totalCount: 1,
      }),
    ),
  );
}
