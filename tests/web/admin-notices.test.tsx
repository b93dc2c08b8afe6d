import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  noticeHtml,
  noticeText,
  type Notice,
  type NoticeInput,
} from '../../src/admin/notices/noticesApi';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// 市场公告 on the teacher's course page: the list and 发布公告.

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
  ];
  const sent: NoticeInput[] = [];
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
  );
  return sent;
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

const publishButton = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === '发布',
  ) as HTMLButtonElement;

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

describe('发布公告', () => {
  it('lists the notices and publishes one for a round, in its month', async () => {
    const sent = installNotices();
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
    });
    expect(await screen.findByText('公告已发布，学员将收到推送', {}, wait)).toBeTruthy();
    expect(
      await within(await card()).findByText('双边协商截止时间延长至17:00', {}, wait),
    ).toBeTruthy();
  });

  it('saves a course-wide notice unpublished when 立即发布 is off', async () => {
    const sent = installNotices();
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
    const sent = installNotices();
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
