import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import type { components } from '../../src/api/schema.gen';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// 试卷成绩 on the teacher's course page, against msw: the trainees' grades best first with their rank,
// the summary line, the tags, the empty and error states, the reload on a push, which courses show the
// card, and the Excel export.
setupShellServer();
afterEach(() => vi.restoreAllMocks());

type Grade = components['schemas']['Grade'];
type Course = components['schemas']['Course'];
const wait = { timeout: 10_000 };

// Times without an offset are read as local time, so the expected text does not depend on the zone.
const grade = (g: Partial<Grade> & Pick<Grade, 'userName' | 'score'>): Grade => ({
  userId: `00000000-0000-4000-8000-0000000000${g.userName.slice(-2)}`,
  totalScore: 100,
  isSubmitted: true,
  submitTime: '2026-06-30T16:20:00',
  ...g,
});

/** Four trainees: two tied at 85 (the earlier paper first), one best, one not submitted. */
const fourTrainees: Grade[] = [
  grade({ userName: 'student01', name: '张三', enterpriseName: '东方发电', score: 85 }),
  grade({
    userName: 'student02',
    name: '李四',
    enterpriseName: '城南售电',
    score: 96,
    submitTime: '2026-06-30T15:05:00',
  }),
  grade({
    userName: 'student03',
    name: '王五',
    enterpriseName: null,
    score: 40,
    isSubmitted: false,
    submitTime: null,
  }),
  grade({ userName: 'student04', score: 85, submitTime: '2026-06-30T16:00:00' }),
];

/** The course (an exam unless told) and the grades the server answers, as they change. */
function serveGrades(items: Grade[], course: Partial<Course> = { courseType: 2, arguments: [] }) {
  installFakeCourse();
  const state = { items, asked: 0 };
  server.use(
    apiHttp.get('/api/app/course/{id}', ({ response }) =>
      response(200).json({
        ...responseFixtures.Course,
        id: courseId,
        name: '电力市场期末考试',
        ...course,
      }),
    ),
    apiHttp.get('/api/app/admin/grades/{courseId}', ({ params, response }) => {
      state.asked += 1;
      expect(Number(params.courseId)).toBe(courseId);
      return response(200).json({ items: state.items, totalCount: state.items.length });
    }),
  );
  return state;
}

const card = async () =>
  (await screen.findByText('试卷成绩', { selector: '.ant-card-head-title' }, wait)).closest(
    '.ant-card',
  ) as HTMLElement;
const rows = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('tr.ant-table-row')];
const cells = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
const summary = (c: HTMLElement) => within(c).getByTestId('grades-summary').textContent;

/** Presses 生成试卷 on the card and confirms. */
async function pressBuild(c: HTMLElement) {
  fireEvent.click(
    within(c)
      .getByText(/生\s*成\s*试\s*卷/)
      .closest('button')!,
  );
  // The last dialog: an earlier one may still be fading out.
  const texts = await screen.findAllByText(/已有的不重复添加/, {}, wait);
  const dialog = texts[texts.length - 1]!.closest('.ant-modal-confirm') as HTMLElement;
  fireEvent.click(
    [...dialog.querySelectorAll('button')].find((b) => /^生\s*成$/.test(b.textContent ?? ''))!,
  );
}

describe('试卷成绩 on the teacher page', () => {
  it('lists submitted papers by score with shared ranks, then the unsubmitted one without', async () => {
    serveGrades(fourTrainees);
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    await waitFor(() => expect(rows(c)).toHaveLength(4), wait);
    // 名次 学员 用户名 企业 得分 满分 交卷状态 交卷时间
    expect(rows(c).map(cells)).toEqual([
      ['1', '李四', 'student02', '城南售电', '96', '100', '已交卷', '2026-06-30 15:05'],
      // Tied at 85: both second, the earlier paper first; no name falls back to the user name.
      ['2', 'student04', 'student04', '-', '85', '100', '已交卷', '2026-06-30 16:00'],
      ['2', '张三', 'student01', '东方发电', '85', '100', '已交卷', '2026-06-30 16:20'],
      ['-', '王五', 'student03', '-', '40', '100', '未交卷', '-'],
    ]);
    // The state is a tag: positive (green) when submitted, plain when not.
    expect(within(rows(c)[0]!).getByText('已交卷').closest('.ant-tag')?.className).toContain(
      'state-tag-positive',
    );
    expect(within(rows(c)[3]!).getByText('未交卷').closest('.ant-tag')).toBeTruthy();
  });

  it('sums up the submitted papers only: count of all trainees, average and best', async () => {
    serveGrades(fourTrainees);
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    // (96 + 85 + 85) / 3 = 88.67; the unsubmitted 40 counts neither in the average nor the best.
    await waitFor(() => expect(summary(c)).toBe('已交卷 3 / 4 人，平均分 88.67，最高分 96'), wait);
  });

  it('says the course has no trainees yet, offers no export, and says so after 生成试卷', async () => {
    serveGrades([]);
    server.use(
      apiHttp.post('/api/app/courseQuestion/buildQuestion', ({ response }) =>
        response(200).json({ count: 0 }),
      ),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    expect(await within(c).findByText('本课程暂无学员', {}, wait)).toBeTruthy();
    expect(summary(c)).toBe('已交卷 0 / 0 人，平均分 -，最高分 -');
    const exportButton = within(c).getByText('导出Excel').closest('button') as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    await pressBuild(c);
    expect(await screen.findByText('本课程尚无学员，学员加入后再生成试卷', {}, wait)).toBeTruthy();
  });

  it("shows the server's reason in the card (no second toast) and loads again on 刷新成绩", async () => {
    const state = serveGrades(fourTrainees);
    let fail = true;
    server.use(
      apiHttp.get('/api/app/admin/grades/{courseId}', ({ response }) => {
        state.asked += 1;
        if (fail) return response(500).json({ error: { message: '成绩统计暂不可用' } });
        return response(200).json({ items: state.items, totalCount: state.items.length });
      }),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    expect(await within(c).findByText('试卷成绩加载失败：成绩统计暂不可用', {}, wait)).toBeTruthy();
    expect(screen.queryByText('成绩统计暂不可用')).toBeNull();
    fail = false;
    fireEvent.click(within(c).getByText('刷新成绩'));
    await waitFor(() => expect(rows(c)).toHaveLength(4), wait);
    expect(within(c).queryByText(/试卷成绩加载失败/)).toBeNull();
  });

  it('reloads on a push naming getCourseGrades for this course, and only then', async () => {
    const state = serveGrades(fourTrainees.slice(0, 1));
    const { push } = renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    await waitFor(() => expect(rows(c)).toHaveLength(1), wait);
    const asked = state.asked;
    state.items = fourTrainees;
    // Another course, or another operation of this course: nothing to reload.
    push.push('titan', 'OnDataChanged', {
      courseId: courseId + 1,
      roundId: null,
      operations: ['getCourseGrades'],
    });
    push.push('titan', 'OnDataChanged', { courseId, roundId: 5, operations: ['getListingQuota'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state.asked).toBe(asked);
    // A paper submitted: the push has no round.
    push.push('titan', 'OnDataChanged', {
      courseId,
      roundId: null,
      operations: ['getCourseGrades'],
    });
    await waitFor(() => expect(rows(c)).toHaveLength(4), wait);
    expect(summary(c)).toBe('已交卷 3 / 4 人，平均分 88.67，最高分 96');
  });

  it('puts the bank on the papers after a confirm, says how many were added and reloads', async () => {
    const state = serveGrades(fourTrainees.slice(0, 1));
    const built: unknown[] = [];
    let count = 21;
    server.use(
      apiHttp.post('/api/app/courseQuestion/buildQuestion', async ({ request, response }) => {
        built.push(await request.json());
        return response(200).json({ count });
      }),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    await waitFor(() => expect(rows(c)).toHaveLength(1), wait);
    const press = () => pressBuild(c);
    const asked = state.asked;
    state.items = fourTrainees;
    await press();
    expect(await screen.findByText('已为学员试卷新增 21 道题', {}, wait)).toBeTruthy();
    expect(built).toEqual([{ courseId }]);
    // The grades reload: full marks change with the new questions.
    await waitFor(() => expect(rows(c)).toHaveLength(4), wait);
    expect(state.asked).toBeGreaterThan(asked);
    count = 0;
    await press();
    expect(await screen.findByText('学员试卷已包含题库全部试题，无需新增', {}, wait)).toBeTruthy();
  });

  it('shows for a teaching course with the exam on, not for one without a paper', async () => {
    serveGrades(fourTrainees, {
      courseType: 1,
      arguments: [{ name: 'IsBuildQuestions', value: '1' }],
    });
    const view = renderAdmin(`/admin/course/${courseId}`);
    expect(await card()).toBeTruthy();
    view.unmount();

    const state = serveGrades(fourTrainees, {
      courseType: 1,
      arguments: [{ name: 'IsBuildQuestions', value: '0' }],
    });
    renderAdmin(`/admin/course/${courseId}`);
    // The registration card renders once the course has loaded; the grades card never does.
    await screen.findByText('报名管理', { selector: '.ant-card-head-title' }, wait);
    expect(screen.queryByText('试卷成绩', { selector: '.ant-card-head-title' })).toBeNull();
    expect(state.asked).toBe(0);
  });

  it('exports the table as shown, ranks and numbers kept, to 试卷成绩-<course>.xlsx', async () => {
    serveGrades(fourTrainees);
    const saved: Array<{ blob: Blob; name: string }> = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:workbook';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob) saved.push({ blob, name: this.download });
    });
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    await waitFor(() => expect(rows(c)).toHaveLength(4), wait);
    fireEvent.click(within(c).getByText('导出Excel'));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.name).toBe('试卷成绩-电力市场期末考试.xlsx');
    const book = XLSX.read(new Uint8Array(await saved[0]!.blob.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const table = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(table).toEqual([
      ['名次', '学员', '用户名', '企业', '得分', '满分', '交卷状态', '交卷时间'],
      ['1', '李四', 'student02', '城南售电', '96', '100', '已交卷', '2026-06-30 15:05'],
      ['2', 'student04', 'student04', '-', '85', '100', '已交卷', '2026-06-30 16:00'],
      ['2', '张三', 'student01', '东方发电', '85', '100', '已交卷', '2026-06-30 16:20'],
      ['-', '王五', 'student03', '-', '40', '100', '未交卷', '-'],
    ]);
    // Scores are number cells, so the teacher can sum and sort them in Excel.
    expect(sheet.E2).toMatchObject({ t: 'n', v: 96 });
  }, 30_000);
});
