// Renders the app at a teacher page against msw: a small in-memory back end for one course whose
// round steps really change the round, teacher permissions, and a fake push connection.
import { render } from '@testing-library/react';
import { AdminPushContext } from '../../src/admin/useRoundPush';
import { App } from '../../src/App';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import type { components } from '../../src/api/schema.gen';
import { defaultRuntimeConfig } from '../../src/runtime/runtimeConfig';
import { saveToken } from '../../src/session/storage';
import { fakeRealtime, server, type FakeRealtime } from './shellHarness';

type Round = components['schemas']['Round'];
type Declaration = components['schemas']['DeclarationStatus'];

/** The course of the fake back end. */
export const courseId = 101;

const base = responseFixtures.Round;
const round = (id: number, name: string, type: 1 | 15, status: 0 | 1 | 2 | 3): Round => ({
  ...base,
  id,
  name,
  type,
  status,
  courseId,
});

/** One round per state the buttons care about. */
export function seedRounds() {
  return {
    rounds: [
      round(1, '3月省内集中竞价', 15, 0),
      round(2, '4月集中竞价（未发布）', 15, 0),
      round(3, '3月集中竞价（已停止报价）', 15, 2),
      round(4, '2月集中竞价（已出清）', 15, 3),
      round(5, '3月双边协商', 1, 1),
    ],
    hidden: new Set([2]),
  };
}

/** The in-memory course: its rounds, which are hidden, declarations and the step calls received. */
export interface FakeCourse {
  rounds: Round[];
  hidden: Set<number>;
  declarations: Record<number, Declaration[]>;
  calls: string[];
}

const missing = { error: { message: '交易轮次不存在' } };

const setStatus = (course: FakeCourse, id: number, status: 0 | 2 | 3) => {
  const found = course.rounds.find((r) => r.id === id);
  if (found) found.status = status;
  course.hidden.delete(id);
  return found;
};

/** Installs the teacher's permissions and the fake course's handlers; returns the course. */
export function installFakeCourse(
  course: FakeCourse = { ...seedRounds(), declarations: {}, calls: [] },
) {
  const list = (hide: boolean) =>
    course.rounds.filter((r) => hide || !course.hidden.has(r.id)).map((r) => ({ ...r }));
  server.use(
    apiHttp.get('/api/app/user/permissions', ({ response }) =>
      response(200).json({
        items: [
          { name: 'PowerTrading.Courses', isGranted: true },
          { name: 'PowerTrading.Admin.Rounds', isGranted: true },
        ],
        totalCount: 2,
      }),
    ),
    apiHttp.get('/api/app/admin/course', ({ response }) =>
      response(200).json({
        items: [{ ...responseFixtures.Course, id: courseId, name: '鲁苏电力市场交易仿真' }],
        totalCount: 1,
      }),
    ),
    apiHttp.get('/api/app/course/{id}', ({ response }) =>
      response(200).json({
        ...responseFixtures.Course,
        id: courseId,
        name: '鲁苏电力市场交易仿真',
      }),
    ),
    apiHttp.get('/api/app/roundApi/byCourseHide/{id}', ({ response }) =>
      response(200).json({ items: list(true), totalCount: course.rounds.length }),
    ),
    apiHttp.get('/api/app/roundApi/byCourse/{id}', ({ response }) =>
      response(200).json({ items: list(false), totalCount: course.rounds.length }),
    ),
    apiHttp.get('/api/app/admin/round/{id}/declarations', ({ params, response }) => {
      const items = course.declarations[Number(params.id)] ?? [];
      return response(200).json({ items, totalCount: items.length });
    }),
    apiHttp.post('/api/app/admin/round/{id}/open', ({ params, response }) => {
      course.calls.push(`open ${params.id}`);
      const found = setStatus(course, Number(params.id), 0);
      return found ? response(200).json(found) : response(400).json(missing);
    }),
    apiHttp.post('/api/app/round/StopPriceTeach', async ({ request, response }) => {
      const { roundId } = await request.json();
      course.calls.push(`stop ${roundId}`);
      const found = setStatus(course, roundId, 2);
      return found ? response(200).json(found) : response(400).json(missing);
    }),
    apiHttp.post('/api/app/round', async ({ request, response }) => {
      const body = await request.json();
      course.calls.push(`create ${body.name}`);
      const id = Math.max(0, ...course.rounds.map((r) => r.id)) + 1;
      const created: Round = { ...base, ...body, id, status: 0, type: 15 };
      course.rounds.push(created);
      // A new round starts hidden, as on the reference back end.
      course.hidden.add(id);
      return response(200).json(created);
    }),
    // A cleared round (status 3) answers the example totals and markets; any other has none yet.
    apiHttp.get('/api/app/admin/round/{id}/centerTradeSummary', ({ params, response }) => {
      const found = course.rounds.find((r) => r.id === Number(params.id));
      return response(200).json(
        found?.status === 3 ? { ...responseFixtures.ClearingSummary, roundId: found.id } : null,
      );
    }),
    apiHttp.get('/api/app/centerTrade/results', ({ request, response }) => {
      const roundId = Number(new URL(request.url).searchParams.get('roundId'));
      const found = course.rounds.find((r) => r.id === roundId);
      return response(200).json(
        found?.status === 3
          ? responseFixtures.CenterTradeResultsWithMarkets
          : { items: [], totalCount: 0, markets: [] },
      );
    }),
    apiHttp.post('/api/app/centerTrade/openCenterEngine', async ({ request, response }) => {
      const { roundId } = await request.json();
      course.calls.push(`clear ${roundId}`);
      setStatus(course, roundId, 3);
      return response(200).json({ ...responseFixtures.ClearingSummary, roundId });
    }),
  );
  return course;
}

/** Opens the app at a teacher page, signed in, with a fake push connection for the admin pages. */
export function renderAdmin(path: string, push: FakeRealtime = fakeRealtime()) {
  window.history.replaceState(null, '', path);
  saveToken('t0k3n', 3600);
  const view = render(
    <AdminPushContext.Provider value={() => push}>
      <App runtimeConfig={defaultRuntimeConfig} createRealtime={() => fakeRealtime()} />
    </AdminPushContext.Provider>,
  );
  return { ...view, push };
}
