import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import type { components } from '../../src/api/schema.gen';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// 报名管理 on the teacher's course page: the open-registration switch of a teaching course and the
// admission of competition sign-ups, against msw handlers that store what the page sends.
setupShellServer();

type Course = components['schemas']['Course'];
type Signup = components['schemas']['UserCompetition'];
const wait = { timeout: 10_000 };

/** Serves the course with its OpenRegistration argument and records each update. */
function teachingCourse(open: string, refuse = false) {
  installFakeCourse();
  const state = { open, bodies: [] as unknown[] };
  const current = (): Course => ({
    ...responseFixtures.Course,
    id: courseId,
    courseType: 1,
    name: '鲁苏电力市场交易仿真',
    arguments: [{ name: 'OpenRegistration', value: state.open }],
  });
  server.use(
    apiHttp.get('/api/app/course/{id}', ({ response }) => response(200).json(current())),
    apiHttp.put('/api/app/admin/course/{id}', async ({ request, response }) => {
      const body = await request.json();
      state.bodies.push(body);
      if (refuse) return response(400).json({ error: { message: '课程结束时间不能早于开始时间' } });
      state.open = body.arguments?.[0]?.value ?? state.open;
      return response(200).json(current());
    }),
  );
  return state;
}

/** The open-registration switch once the course has loaded. */
async function registrationSwitch(): Promise<HTMLElement> {
  return screen.findByTestId('open-registration', {}, wait);
}

describe('报名管理 of a teaching course', () => {
  it('opens registration with the course settings unchanged and shows the new state', async () => {
    const state = teachingCourse('0');
    renderAdmin(`/admin/course/${courseId}`);
    const toggle = await registrationSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('报名已关闭')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByText('报名已开放')).toBeTruthy(), wait);
    expect(state.bodies).toEqual([
      expect.objectContaining({
        name: '鲁苏电力市场交易仿真',
        courseType: 1,
        arguments: [{ name: 'OpenRegistration', value: '1' }],
      }),
    ]);
    expect(await screen.findByText('已开放报名', {}, wait)).toBeTruthy();
  });

  it('keeps the stored state and says why when the server refuses', async () => {
    teachingCourse('1', true);
    renderAdmin(`/admin/course/${courseId}`);
    fireEvent.click(await registrationSwitch());
    expect(
      await screen.findByText('关闭报名失败：课程结束时间不能早于开始时间', {}, wait),
    ).toBeTruthy();
    expect((await registrationSwitch()).getAttribute('aria-checked')).toBe('true');
  });
});

/** A competition with one sign-up waiting (id 7) and one of another competition; records admissions. */
function competition(delayMs = 0) {
  installFakeCourse();
  const signups: Signup[] = [
    {
      id: 7,
      courseId,
      userId: '00000000-0000-4000-8000-000000000007',
      userName: 'trainee7',
      traineeName: '王晓',
      courseName: '鲁苏电力市场交易竞赛',
      signupTime: '2026-03-01T09:00:00+08:00',
      isAdmitted: false,
    },
    // A sign-up to another of the teacher's competitions is not listed here.
    { id: 8, courseId: courseId + 1, userName: 'trainee8', isAdmitted: true },
  ];
  const admitted: unknown[] = [];
  server.use(
    apiHttp.get('/api/app/course/{id}', ({ response }) =>
      response(200).json({ ...responseFixtures.Course, id: courseId, courseType: 2 }),
    ),
    apiHttp.get('/api/app/userCompetition/userCompetitionList', ({ response }) =>
      response(200).json({ items: signups, totalCount: signups.length }),
    ),
    apiHttp.put('/api/app/userCompetition/{id}/admit', async ({ params, request, response }) => {
      const { isAdmitted } = await request.json();
      admitted.push([Number(params.id), isAdmitted]);
      await new Promise((r) => setTimeout(r, delayMs));
      const row = signups.find((s) => s.id === Number(params.id));
      if (row) row.isAdmitted = isAdmitted;
      return row
        ? response(200).json(row)
        : response(404).json({ error: { message: '报名记录不存在' } });
    }),
  );
  return admitted;
}

/** The table row of trainee7's sign-up. */
async function signupRow(): Promise<HTMLElement> {
  const cell = await screen.findByText('trainee7', { selector: 'td' }, wait);
  return cell.closest('tr') as HTMLElement;
}

/** A button of the row by its text (antd spaces out two-character labels). */
const rowButton = (row: HTMLElement, label: string) =>
  [...row.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  ) as HTMLButtonElement;

describe('报名审核 of a competition', () => {
  it('lists who signed up and admits a sign-up', async () => {
    const admitted = competition();
    renderAdmin(`/admin/course/${courseId}`);
    const row = await signupRow();
    expect(row.textContent).toContain('王晓');
    expect(row.textContent).toContain('待审核');
    expect(screen.queryByText('trainee8')).toBeNull();
    expect(screen.getByTestId('admitted-count').textContent).toContain('已通过 0 / 1');
    fireEvent.click(rowButton(row, '通过'));
    await waitFor(
      () => expect(screen.getByTestId('admitted-count').textContent).toContain('已通过 1 / 1'),
      wait,
    );
    expect(admitted).toEqual([[7, true]]);
  });

  it('sends one admission for a double click: 通过 spins until the list shows the sign-up admitted', async () => {
    const admitted = competition(300);
    renderAdmin(`/admin/course/${courseId}`);
    const row = await signupRow();
    const admit = rowButton(row, '通过');
    fireEvent.click(admit);
    fireEvent.click(admit);
    expect(admit.className).toContain('ant-btn-loading');
    await waitFor(
      () => expect(screen.getByTestId('admitted-count').textContent).toContain('已通过 1 / 1'),
      wait,
    );
    expect(rowButton(await signupRow(), '取消通过').className).not.toContain('ant-btn-loading');
    await new Promise((r) => setTimeout(r, 500));
    expect(admitted).toEqual([[7, true]]);
    expect(screen.getAllByText('已审核通过')).toHaveLength(1);
  });
});
