import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  noticeEditText,
  noticeHtml,
  noticeText,
  type Notice,
  type NoticeInput,
} from '../../src/admin/notices/noticesApi';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// 市场公告 on the teacher's course page: the list, 发布公告, 编辑 and 删除.

setupShellServer();
// Each test renders the whole app and opens a dialog: slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const wait = { timeout: 10_000 };
const page = `/admin/course/${courseId}`;

describe('notice text', () => {
  it('turns typed lines into escaped paragraphs and keeps HTML as written', () => {
    expect(noticeHtml('第一行 a<b\n\n  第二行 ')).toBe('<p>第一行 a&lt;b</p><p>第二行</p>');
    expect(noticeHtml('<p>已是 <b>HTML</b></p>')).toBe('<p>已是 <b>HTML</b></p>');
    expect(noticeText('<p>检修</p><p>通知 &amp; 安排</p>')).toBe('检修通知 & 安排');
  });

  it('gives typed lines back for editing, and HTML as written', () => {
    const typed = '第一行 a<b & "c"\n第二行';
    expect(noticeEditText(noticeHtml(typed))).toBe(typed);
    expect(noticeEditText('<p>已是 <b>HTML</b></p>')).toBe('<p>已是 <b>HTML</b></p>');
    expect(noticeEditText(undefined)).toBe('');
  });
});

/** The course's notices on a fake back end; publishNotice adds to them. */
function installNotices() {
  installFakeCourse();
  const notices: Notice[] = [
    {
      ...responseFixtures.Notice,
      id: 1,
      courseId,
      roundId: 0,
      month: 3,
      announcementContent: '<p>3月交易安排</p>',
    },
    {
      ...responseFixtures.Notice,
      id: 2,
      courseId,
      roundId: 5,
      month: 3,
      isRelease: false,
      announcementContent: '<p>双边协商草稿</p><p>第二段</p>',
      eventContent: '[{"id":3,"provinceName":"山东","message":"山东负荷偏高"}]',
    },
  ];
  const sent: NoticeInput[] = [];
  const edited: Array<{ id: number; body: NoticeInput }> = [];
  const deleted: number[] = [];
  server.use(
    apiHttp.get('/api/app/admin/notice', ({ response }) =>
      response(200).json({ items: notices, totalCount: notices.length }),
    ),
    apiHttp.post('/api/app/admin/notice', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      const notice = { id: notices.length + 1, ...body, isRelease: body.isRelease !== false };
      notices.push(notice);
      return response(200).json(notice);
    }),
    apiHttp.put('/api/app/admin/notice/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      edited.push({ id, body });
      const at = notices.findIndex((n) => n.id === id);
      const notice = { ...notices[at]!, ...body, isRelease: body.isRelease !== false };
      notices[at] = notice;
      return response(200).json(notice);
    }),
    apiHttp.delete('/api/app/admin/notice/{id}', ({ params, response }) => {
      deleted.push(Number(params.id));
      notices.splice(
        notices.findIndex((n) => n.id === Number(params.id)),
        1,
      );
      return response(204).empty();
    }),
  );
  return { sent, edited, deleted };
}

async function card(): Promise<HTMLElement> {
  const title = await screen.findByText('市场公告', { selector: '.ant-card-head-title' }, wait);
  return title.closest('.ant-card') as HTMLElement;
}

async function openPublish(): Promise<HTMLElement> {
  fireEvent.click(within(await card()).getByRole('button', { name: '发布公告' }));
  const title = await screen.findByText('发布公告', { selector: '.ant-modal-title' }, wait);
  return title.closest('.ant-modal') as HTMLElement;
}

/**
 * The button of `scope` reading `text` (antd spaces two-character labels). Found by its text: role
 * queries are slow in jsdom on a page this large.
 */
const buttonIn = (scope: HTMLElement, text: string) =>
  [...scope.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === text,
  ) as HTMLButtonElement;
const publishButton = (dialog: HTMLElement) => buttonIn(dialog, '发布');

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

describe('发布公告', () => {
  it('lists the notices and publishes one for a round, in its month', async () => {
    const { sent } = installNotices();
    renderAdmin(page);
    expect(await within(await card()).findByText('3月交易安排', {}, wait)).toBeTruthy();
    const dialog = await openPublish();
    await choose(dialog, '适用轮次', '3月双边协商');
    fireEvent.change(within(dialog).getByLabelText('公告内容'), {
      target: { value: '双边协商截止时间延长至17:00' },
    });
    fireEvent.click(publishButton(dialog));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]).toEqual({
      courseId,
      roundId: 5,
      // The harness's rounds are of the fixture round's month.
      month: responseFixtures.Round.month,
      announcementContent: '<p>双边协商截止时间延长至17:00</p>',
      isRelease: true,
      events: [],
    });
    expect(await screen.findByText('公告已发布，学员将收到推送', {}, wait)).toBeTruthy();
    expect(
      await within(await card()).findByText('双边协商截止时间延长至17:00', {}, wait),
    ).toBeTruthy();
  });

  it('publishes urgent messages for a province and for every province', async () => {
    const { sent } = installNotices();
    renderAdmin(page);
    const dialog = await openPublish();
    fireEvent.change(within(dialog).getByLabelText('公告内容'), { target: { value: '检修安排' } });
    fireEvent.click(buttonIn(dialog, '添加紧急事件'));
    fireEvent.click(buttonIn(dialog, '添加紧急事件'));
    await choose(dialog, '第1条事件的省份', '甲省');
    fireEvent.change(within(dialog).getByLabelText('第1条事件的内容'), {
      target: { value: '甲省500kV线路检修' },
    });
    // An empty message is refused in Chinese; the row is then filled in.
    fireEvent.click(publishButton(dialog));
    expect(await within(dialog).findByText('请输入事件内容', {}, wait)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('第2条事件的内容'), {
      target: { value: '全网负荷偏高' },
    });
    fireEvent.click(publishButton(dialog));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]?.events).toEqual([
      { id: 0, provinceName: '甲省', message: '甲省500kV线路检修' },
      { id: 0, message: '全网负荷偏高' },
    ]);
  });

  it('saves a course-wide notice unpublished when 立即发布 is off', async () => {
    const { sent } = installNotices();
    renderAdmin(page);
    const dialog = await openPublish();
    fireEvent.change(within(dialog).getByLabelText('公告内容'), { target: { value: '草稿' } });
    fireEvent.click(within(dialog).getByLabelText('立即发布'));
    fireEvent.click(publishButton(dialog));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    // The fixture course starts in June.
    expect(sent[0]).toMatchObject({ roundId: 0, month: 6, isRelease: false });
    expect(await screen.findByText('公告已保存（未发布）', {}, wait)).toBeTruthy();
  });

  it('asks for the content in Chinese and sends nothing', async () => {
    const { sent } = installNotices();
    renderAdmin(page);
    const dialog = await openPublish();
    fireEvent.click(publishButton(dialog));
    expect(await within(dialog).findByText('请输入公告内容', {}, wait)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and keeps the text", async () => {
    installNotices();
    server.use(
      apiHttp.post('/api/app/admin/notice', () =>
        HttpResponse.json(
          { error: { code: 'Forbidden', message: '您不是该课程的授课教师，无权访问' } },
          { status: 403 },
        ),
      ),
    );
    renderAdmin(page);
    const dialog = await openPublish();
    fireEvent.change(within(dialog).getByLabelText('公告内容'), { target: { value: '检修通知' } });
    fireEvent.click(publishButton(dialog));
    expect(
      await within(dialog).findByText('发布公告失败：您不是该课程的授课教师，无权访问', {}, wait),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('公告内容') as HTMLTextAreaElement).value).toBe(
      '检修通知',
    );
  });
});

/** The list's row of a notice, found by its text. */
async function rowOf(text: string): Promise<HTMLElement> {
  const cells = await within(await card()).findAllByText(text, {}, wait);
  return cells[0]!.closest('tr') as HTMLElement;
}

/** Clicks a row's 删除 and returns the confirmation it opens. */
async function askToDelete(row: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(buttonIn(row, '删除'));
  const text = await screen.findByText('删除后学员将看不到这条公告，确定删除吗？', {}, wait);
  return text.closest('.ant-popover') as HTMLElement;
}

describe('编辑 and 删除', () => {
  it('edits a draft in its own words, keeps its messages and releases it', async () => {
    const calls = installNotices();
    renderAdmin(page);
    const row = await rowOf('双边协商草稿第二段');
    expect(within(row).getByText('未发布')).toBeTruthy();
    fireEvent.click(buttonIn(row, '编辑'));
    const title = await screen.findByText('编辑公告', { selector: '.ant-modal-title' }, wait);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    const content = within(dialog).getByLabelText('公告内容') as HTMLTextAreaElement;
    // The stored paragraphs come back as the lines the teacher typed.
    expect(content.value).toBe('双边协商草稿\n第二段');
    fireEvent.change(content, { target: { value: '双边协商截止时间延长至17:00' } });
    fireEvent.click(within(dialog).getByLabelText('发布'));
    fireEvent.click(buttonIn(dialog, '保存'));
    await waitFor(() => expect(calls.edited).toHaveLength(1), wait);
    expect(calls.edited[0]).toEqual({
      id: 2,
      body: {
        courseId,
        roundId: 5,
        month: 3,
        announcementContent: '<p>双边协商截止时间延长至17:00</p>',
        isRelease: true,
        events: [{ id: 0, provinceName: '山东', message: '山东负荷偏高' }],
      },
    });
    expect(await screen.findByText('公告已发布，学员将收到推送', {}, wait)).toBeTruthy();
    const saved = await rowOf('双边协商截止时间延长至17:00');
    expect(within(saved).getByText('已发布')).toBeTruthy();
    expect(calls.sent).toEqual([]);
    // A new notice opened after the edit starts empty: nothing of the edited one is left.
    const fresh = await openPublish();
    expect((within(fresh).getByLabelText('公告内容') as HTMLTextAreaElement).value).toBe('');
    expect(within(fresh).queryByLabelText('第1条事件的内容')).toBeNull();
  });

  it('deletes a notice only after it is confirmed', async () => {
    const calls = installNotices();
    renderAdmin(page);
    const confirm = await askToDelete(await rowOf('3月交易安排'));
    expect(calls.deleted).toEqual([]);
    fireEvent.click(buttonIn(confirm, '删除'));
    await waitFor(() => expect(calls.deleted).toEqual([1]), wait);
    expect(await screen.findByText('公告已删除', {}, wait)).toBeTruthy();
    await waitFor(
      () =>
        expect(within(document.body).queryByText('3月交易安排', { selector: 'td *' })).toBeNull(),
      wait,
    );
  });

  it('says why a deletion was refused and keeps the notice', async () => {
    installNotices();
    server.use(
      apiHttp.delete('/api/app/admin/notice/{id}', () =>
        HttpResponse.json(
          { error: { code: 'NotFound', message: '公告 1 不存在' } },
          { status: 404 },
        ),
      ),
    );
    renderAdmin(page);
    fireEvent.click(buttonIn(await askToDelete(await rowOf('3月交易安排')), '删除'));
    expect(await screen.findByText('删除公告失败：公告 1 不存在', {}, wait)).toBeTruthy();
    expect(await rowOf('3月交易安排')).toBeTruthy();
  });
});
