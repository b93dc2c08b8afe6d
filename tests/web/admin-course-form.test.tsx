import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCourse } from '../../src/admin/adminApi';
import {
  courseFields,
  courseInput,
  newCourseFields,
  roundLeftOut,
  sceneOptions,
  type CourseInput,
} from '../../src/admin/course/courseForm';
import type { AdminRound } from '../../src/admin/steps/types';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// 新建课程 and 编辑课程 on the teacher's course list.

setupShellServer();
// Each test renders the whole app and opens a dialog: slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const wait = { timeout: 10_000 };
const existing: AdminCourse = {
  ...responseFixtures.Course,
  id: courseId,
  name: '鲁苏电力市场交易仿真',
};

describe('course form: what it starts from and sends', () => {
  it('builds a new course on the scene of the teacher’s courses with the default arguments', () => {
    expect(sceneOptions([existing])).toEqual([
      { value: existing.sceneId, label: '两省八节点场景' },
    ]);
    const fields = newCourseFields([existing], dayjs('2026-05-20'));
    expect(fields).toMatchObject({
      sceneId: existing.sceneId,
      courseType: 1,
      isBuildQuestions: true,
    });
    expect(fields.startDate.format('YYYY-MM-DD')).toBe('2026-05-20');
    expect(fields.endDate.format('YYYY-MM-DD')).toBe('2026-06-20');
  });

  it('offers the scenes the back end lists, then other scenes of the teacher’s courses', () => {
    const listed = [
      { id: 1, name: '鲁苏两省电力市场仿真场景', hasInterTrade: true },
      { id: 4, name: '单省现货场景', hasInterTrade: false },
    ];
    expect(sceneOptions([], listed)).toEqual([
      { value: 1, label: '鲁苏两省电力市场仿真场景' },
      { value: 4, label: '单省现货场景' },
    ]);
    expect(sceneOptions([{ ...existing, sceneId: 9 }], listed).map((o) => o.value)).toEqual([
      1, 4, 9,
    ]);
    // Without courses a new course starts on the first listed scene; with one, on its scene.
    expect(newCourseFields([], dayjs('2026-05-20'), listed.slice(1)).sceneId).toBe(4);
    expect(newCourseFields([existing], dayjs('2026-05-20'), listed).sceneId).toBe(existing.sceneId);
    // A back end that lists none (and no course): the demo scene.
    expect(sceneOptions([])).toEqual([{ value: 1, label: '演示场景' }]);
  });

  it('reads an existing course by the dates as written and sends whole days', () => {
    const fields = courseFields(existing);
    expect(fields.startDate.format('YYYY-MM-DD')).toBe('2025-06-01');
    expect(fields.endDate.format('YYYY-MM-DD')).toBe('2025-06-30');
    expect(courseInput({ ...fields, name: ' 新名 ', onlyRt: true, priceCap: 1200 })).toEqual({
      name: '新名',
      sceneId: existing.sceneId,
      courseType: 1,
      startDate: '2025-06-01T00:00:00.000Z',
      endDate: '2025-06-30T23:59:59.000Z',
      isHideSettlement: false,
      isPublicGrade: true,
      arguments: [
        { name: 'IsBuildQuestions', value: '1' },
        { name: 'OnlyRt', value: '1' },
        { name: 'EnableChat', value: '0' },
        { name: 'PriceFloor', value: '0' },
        { name: 'PriceCap', value: '1200' },
      ],
    });
  });
});

describe('course form: a period keeps the months its rounds trade', () => {
  const round = (name: string, year: number, month: number, more: Partial<AdminRound> = {}) => ({
    ...responseFixtures.Round,
    name,
    year,
    month,
    months: [month],
    hidden: false,
    ...more,
  });
  const rounds = [
    round('2026年6月省内集中竞价', 2026, 6),
    round('2026年4-5月省内集中竞价', 2026, 4, { months: [4, 5] }),
    // A session trades inside its round: never named.
    round('第1场', 2026, 3, { parentId: 7 }),
  ];

  it('names the first round a start or end date leaves out, as the server does', () => {
    expect(roundLeftOut(rounds, 'end', dayjs('2026-05-31'))).toBe(
      '课程期间应包含已有轮次的交易月份：「2026年6月省内集中竞价」交易 2026年6月',
    );
    expect(roundLeftOut(rounds, 'end', dayjs('2026-04-30'))).toBe(
      '课程期间应包含已有轮次的交易月份：「2026年4-5月省内集中竞价」交易 2026年5月',
    );
    expect(roundLeftOut(rounds, 'start', dayjs('2026-05-01'))).toBe(
      '课程期间应包含已有轮次的交易月份：「2026年4-5月省内集中竞价」交易 2026年4月',
    );
    // Any day of the first and last months will do; a daily round trades its own month only.
    expect(roundLeftOut(rounds, 'start', dayjs('2026-04-30'))).toBeNull();
    expect(roundLeftOut(rounds, 'end', dayjs('2026-06-01'))).toBeNull();
    expect(
      roundLeftOut(
        [round('日', 2026, 6, { cycle: 3, months: [6, 7] })],
        'end',
        dayjs('2026-06-30'),
      ),
    ).toBeNull();
  });
});

/** A fake course list that grows with createCourse and changes with updateCourse. */
function installCourses() {
  installFakeCourse();
  const courses: AdminCourse[] = [existing];
  const sent: { method: string; body: CourseInput }[] = [];
  server.use(
    apiHttp.get('/api/app/admin/course', ({ response }) =>
      response(200).json({ items: courses, totalCount: courses.length }),
    ),
    apiHttp.post('/api/app/admin/course', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ method: 'POST', body });
      const created = { ...existing, ...body, id: 202, arguments: body.arguments ?? [] };
      courses.push(created);
      return response(200).json(created);
    }),
    apiHttp.put('/api/app/admin/course/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      sent.push({ method: `PUT ${params.id}`, body });
      return response(200).json({ ...existing, ...body, arguments: body.arguments ?? [] });
    }),
  );
  return sent;
}

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, wait);
  return heading.closest('.ant-modal') as HTMLElement;
}

const button = (dialog: HTMLElement, text: string) =>
  [...dialog.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === text,
  ) as HTMLButtonElement;

async function openNew(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: '新建课程' }, wait));
  return dialogTitled('新建课程');
}

/** Types a date into the date picker labelled `label` and commits it. */
function typeDate(dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('新建课程', () => {
  it('creates the course on the teacher’s scene and lists it', async () => {
    const sent = installCourses();
    renderAdmin('/admin');
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByLabelText('课程名称'), {
      target: { value: '2026年春季电力市场实训' },
    });
    fireEvent.click(within(dialog).getByLabelText('开启答题'));
    fireEvent.click(button(dialog, '创建'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]?.body).toMatchObject({
      name: '2026年春季电力市场实训',
      sceneId: existing.sceneId,
      courseType: 1,
      arguments: expect.arrayContaining([{ name: 'IsBuildQuestions', value: '0' }]),
    });
    expect(await screen.findByText('课程「2026年春季电力市场实训」已创建', {}, wait)).toBeTruthy();
    expect(
      await screen.findByText('2026年春季电力市场实训', { selector: 'td' }, wait),
    ).toBeTruthy();
  });

  it('lets a teacher without courses build on a scene the back end lists', async () => {
    const sent = installCourses();
    server.use(
      apiHttp.get('/api/app/admin/course', ({ response }) =>
        response(200).json({ items: [], totalCount: 0 }),
      ),
      apiHttp.get('/api/app/admin/scene', ({ response }) =>
        response(200).json({
          items: [
            { id: 3, name: '单省现货场景', hasInterTrade: false },
            { id: 5, name: '三省联网场景', hasInterTrade: true },
          ],
          totalCount: 2,
        }),
      ),
    );
    renderAdmin('/admin');
    expect(await screen.findByText('您还没有任何课程', {}, wait)).toBeTruthy();
    const dialog = await openNew();
    expect(within(dialog).getByText('单省现货场景')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('场景'));
    fireEvent.click(
      await screen.findByText('三省联网场景', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.change(within(dialog).getByLabelText('课程名称'), { target: { value: '三省实训' } });
    fireEvent.click(button(dialog, '创建'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]?.body).toMatchObject({ name: '三省实训', sceneId: 5 });
  });

  it('asks for a name in Chinese and sends nothing', async () => {
    const sent = installCourses();
    renderAdmin('/admin');
    const dialog = await openNew();
    fireEvent.click(button(dialog, '创建'));
    expect(await within(dialog).findByText('请输入课程名称', {}, wait)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    installCourses();
    server.use(
      apiHttp.post('/api/app/admin/course', () =>
        HttpResponse.json(
          { error: { code: 'NotFound', message: '场景 3 不存在' } },
          { status: 404 },
        ),
      ),
    );
    renderAdmin('/admin');
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByLabelText('课程名称'), { target: { value: '实训课' } });
    fireEvent.click(button(dialog, '创建'));
    expect(await within(dialog).findByText('新建课程失败：场景 3 不存在', {}, wait)).toBeTruthy();
    expect((within(dialog).getByLabelText('课程名称') as HTMLInputElement).value).toBe('实训课');
  });
});

describe('编辑课程', () => {
  it('refuses an end date before the start date', async () => {
    const sent = installCourses();
    renderAdmin('/admin');
    const cell = await screen.findByText(existing.name, { selector: 'td' }, wait);
    fireEvent.click(
      within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /编\s*辑/ }),
    );
    const dialog = await dialogTitled(`编辑课程「${existing.name}」`);
    typeDate(dialog, '结束日期', '2025-05-01');
    fireEvent.click(button(dialog, '保存'));
    expect(await within(dialog).findByText('结束日期不能早于开始日期', {}, wait)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends updateCourse with the changed settings, the scene fixed', async () => {
    const sent = installCourses();
    renderAdmin('/admin');
    // A new-course dialog opened and cancelled first leaves nothing behind in the edit dialog.
    fireEvent.click(button(await openNew(), '取消'));
    const cell = await screen.findByText(existing.name, { selector: 'td' }, wait);
    fireEvent.click(
      within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /编\s*辑/ }),
    );
    const dialog = await dialogTitled(`编辑课程「${existing.name}」`);
    expect((within(dialog).getByLabelText('课程名称') as HTMLInputElement).value).toBe(
      existing.name,
    );
    expect(within(dialog).getByText('课程建成后不能更换场景')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('课程名称'), {
      target: { value: '鲁苏实训（二期）' },
    });
    fireEvent.click(button(dialog, '保存'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]).toMatchObject({
      method: `PUT ${courseId}`,
      body: {
        name: '鲁苏实训（二期）',
        startDate: '2025-06-01T00:00:00.000Z',
        endDate: '2025-06-30T23:59:59.000Z',
      },
    });
    expect(await screen.findByText('课程「鲁苏实训（二期）」已保存', {}, wait)).toBeTruthy();
  });

  it('refuses dates that leave out a month the course’s rounds trade, naming the round', async () => {
    const sent = installCourses();
    const june = {
      ...responseFixtures.Round,
      courseId,
      name: '2025年6月省内集中竞价',
      year: 2025,
      month: 6,
      months: [6],
    };
    let listed = false;
    server.use(
      apiHttp.get('/api/app/roundApi/byCourseHide/{id}', ({ response }) => {
        listed = true;
        return response(200).json({ items: [june], totalCount: 1 });
      }),
      apiHttp.get('/api/app/roundApi/byCourse/{id}', ({ response }) =>
        response(200).json({ items: [june], totalCount: 1 }),
      ),
    );
    renderAdmin('/admin');
    const cell = await screen.findByText(existing.name, { selector: 'td' }, wait);
    fireEvent.click(
      within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /编\s*辑/ }),
    );
    const dialog = await dialogTitled(`编辑课程「${existing.name}」`);
    const leftOut = '课程期间应包含已有轮次的交易月份：「2025年6月省内集中竞价」交易 2025年6月';
    // The dialog checks the dates once it has the course's rounds.
    await waitFor(() => expect(listed).toBe(true), wait);
    await new Promise((r) => setTimeout(r, 100));
    typeDate(dialog, '开始日期', '2025-05-01');
    typeDate(dialog, '结束日期', '2025-05-31');
    fireEvent.click(button(dialog, '保存'));
    expect(await within(dialog).findByText(leftOut, {}, wait)).toBeTruthy();
    typeDate(dialog, '结束日期', '2025-07-31');
    typeDate(dialog, '开始日期', '2025-07-01');
    await waitFor(() => expect(within(dialog).getAllByText(leftOut)).toHaveLength(1), wait);
    expect(sent).toEqual([]);
    // Any days of June keep the round.
    typeDate(dialog, '开始日期', '2025-06-10');
    await waitFor(() => expect(within(dialog).queryByText(leftOut)).toBeNull(), wait);
    fireEvent.click(button(dialog, '保存'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]?.body).toMatchObject({
      startDate: '2025-06-10T00:00:00.000Z',
      endDate: '2025-07-31T23:59:59.000Z',
    });
  });
});
