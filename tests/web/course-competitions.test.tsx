import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { course } from '../../src/api/testing/fixtures/course';
import { apiHttp } from '../../src/api/testing/http';
import { renderApp, server, setupShellServer } from './shellHarness';

// 我的竞赛报名 on "my simulations": signing up for a competition by its course number, joining it
// once admitted and withdrawing, against msw handlers that keep what the page sends.
setupShellServer();

type Signup = components['schemas']['UserCompetition'];
type Course = components['schemas']['Course'];
// A cold load of the course page takes seconds on a busy 2-core machine.
const wait = { timeout: 10_000 };

const competition: Course = {
  ...course,
  id: 205,
  name: '2026 春季电力交易竞赛',
  courseType: 2,
  current: false,
};

/** Serves the trainee's sign-ups and courses from `state` and records the calls that change them. */
function competitionServer(signups: Signup[]) {
  const state = {
    signups,
    courses: [course] as Course[],
    signedUp: [] as number[],
    joined: [] as number[],
    deleted: [] as number[],
  };
  server.use(
    apiHttp.get('/api/app/userCompetition/userCompetitionList', ({ response }) =>
      response(200).json({ items: state.signups, totalCount: state.signups.length }),
    ),
    apiHttp.get('/api/app/course', ({ response }) =>
      response(200).json({ items: state.courses, totalCount: state.courses.length }),
    ),
    apiHttp.post('/api/app/userCompetition/signupCompetition', async ({ request, response }) => {
      const { courseId } = await request.json();
      state.signedUp.push(courseId);
      const row: Signup = {
        id: 90 + state.signedUp.length,
        courseId,
        courseName: competition.name,
        signupTime: '2026-03-01T09:00:00+08:00',
        isAdmitted: false,
      };
      state.signups = [...state.signups, row];
      return response(200).json(row);
    }),
    apiHttp.post('/api/app/userCourse/registerCourse/{courseId}', ({ params, response }) => {
      const courseId = Number(params.courseId);
      state.joined.push(courseId);
      state.courses = [...state.courses, competition];
      return response(200).json({ ...responseFixtures.UserCourse, courseId });
    }),
    apiHttp.delete('/api/app/userCompetition/{id}', ({ params, response }) => {
      state.deleted.push(Number(params.id));
      state.signups = state.signups.filter((s) => s.id !== Number(params.id));
      return response(204).empty();
    }),
  );
  return state;
}

const signup = (over: Partial<Signup> = {}): Signup => ({
  id: 81,
  courseId: competition.id,
  courseName: competition.name,
  signupTime: '2026-03-01T09:00:00+08:00',
  isAdmitted: false,
  ...over,
});

/** The row of the competition in 我的竞赛报名, once listed. */
const row = () => screen.findByRole('listitem', { name: competition.name }, wait);
const numberInput = () => screen.getByPlaceholderText('课程编号') as HTMLInputElement;

describe('competition sign-up on my simulations', () => {
  it('signs up by course number and lists the sign-up as 待审核', async () => {
    const state = competitionServer([]);
    renderApp('/user/course');
    await screen.findByTestId('course-countdown', {}, wait);
    expect(screen.queryByText('我的竞赛报名')).toBeNull();
    fireEvent.change(numberInput(), { target: { value: ' 205 ' } });
    fireEvent.click(screen.getByRole('button', { name: '报名竞赛' }));
    const listed = await row();
    expect(state.signedUp).toEqual([205]);
    expect(within(listed).getByText('待审核')).toBeTruthy();
    // Not admitted yet: nothing to join, and the number is cleared for the next one.
    expect(within(listed).queryByRole('button', { name: '加入竞赛' })).toBeNull();
    expect(numberInput().value).toBe('');
  });

  it('joins an admitted competition, which then shows among the courses', async () => {
    const state = competitionServer([signup({ isAdmitted: true })]);
    renderApp('/user/course');
    const listed = await row();
    expect(within(listed).getByText('已通过')).toBeTruthy();
    fireEvent.click(within(listed).getByRole('button', { name: '加入竞赛' }));
    await waitFor(() => expect(within(listed).getByText('已加入')).toBeTruthy(), wait);
    expect(state.joined).toEqual([competition.id]);
    expect(screen.getByText(competition.name, { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(within(listed).queryByRole('button', { name: '撤销报名' })).toBeNull();
  });

  it('withdraws a sign-up only after confirmation', async () => {
    const state = competitionServer([signup()]);
    renderApp('/user/course');
    fireEvent.click(within(await row()).getByRole('button', { name: '撤销报名' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(dialog.textContent).toContain(`确定撤销「${competition.name}」的竞赛报名吗？`);
    expect(state.deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '撤销报名' }));
    await waitFor(() => expect(screen.queryByText('我的竞赛报名')).toBeNull(), wait);
    expect(state.deleted).toEqual([81]);
  });
});

describe('server refusals', () => {
  /** Waits for `text` and checks, a moment later, that it is shown exactly once. */
  async function shownOnce(text: string) {
    await screen.findByText(text, {}, wait);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByText(text)).toHaveLength(1);
  }

  it('shows a refused sign-up once and keeps the typed number', async () => {
    competitionServer([]);
    server.use(
      apiHttp.post('/api/app/userCompetition/signupCompetition', ({ response }) =>
        response(400).json({ error: { message: '该竞赛已结束，不能报名' } }),
      ),
    );
    renderApp('/user/course');
    await screen.findByTestId('course-countdown', {}, wait);
    fireEvent.change(numberInput(), { target: { value: '205' } });
    fireEvent.click(screen.getByRole('button', { name: '报名竞赛' }));
    await shownOnce('该竞赛已结束，不能报名');
    expect(numberInput().value).toBe('205');
    expect(screen.queryByText('我的竞赛报名')).toBeNull();
  });

  it('shows why a course that has ended takes nobody, and keeps the typed number', async () => {
    competitionServer([]);
    server.use(
      apiHttp.post('/api/app/userCourse/registerCourse/{courseId}', ({ response }) =>
        response(403).json({
          error: { code: 'RegistrationClosed', message: '该课程已结束，不能报名' },
        }),
      ),
    );
    renderApp('/user/course');
    await screen.findByTestId('course-countdown', {}, wait);
    fireEvent.change(numberInput(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '报名课程' }));
    await shownOnce('该课程已结束，不能报名');
    expect(screen.queryByText('报名成功')).toBeNull();
    expect(numberInput().value).toBe('2');
  });

  it('shows the refusal to withdraw after the start once and keeps the sign-up', async () => {
    competitionServer([signup()]);
    server.use(
      apiHttp.delete('/api/app/userCompetition/{id}', ({ response }) =>
        response(400).json({ error: { message: '竞赛已开始，不能取消报名' } }),
      ),
    );
    renderApp('/user/course');
    fireEvent.click(within(await row()).getByRole('button', { name: '撤销报名' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    fireEvent.click(within(dialog).getByRole('button', { name: '撤销报名' }));
    await shownOnce('竞赛已开始，不能取消报名');
    expect(await row()).toBeTruthy();
  });

  it("offers a teacher no competition sign-up: the list would be their trainees', not theirs", async () => {
    const state = competitionServer([signup()]);
    let listed = 0;
    server.use(
      apiHttp.get('/api/app/user/permissions', ({ response }) =>
        response(200).json({
          items: [{ name: 'PowerTrading.Admin.Course', isGranted: true }],
          totalCount: 1,
        }),
      ),
      apiHttp.get('/api/app/userCompetition/userCompetitionList', ({ response }) => {
        listed += 1;
        return response(200).json({ items: state.signups, totalCount: state.signups.length });
      }),
    );
    renderApp('/user/course');
    await screen.findByTestId('course-countdown', {}, wait);
    expect(screen.getByRole('button', { name: '报名课程' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '报名竞赛' })).toBeNull();
    expect(screen.queryByText('我的竞赛报名')).toBeNull();
    expect(listed).toBe(0);
  });
});
