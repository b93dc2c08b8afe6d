import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { course } from '../../src/api/testing/fixtures/course';
import { seller } from '../../src/api/testing/fixtures/enterprise';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { Countdown } from '../../src/widgets/CourseCards/Countdown';
import {
  noticesByMonth,
  safeHtml,
  urgentMessages,
} from '../../src/widgets/NoticesDialog/noticeContent';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

// A cold load of the course page takes seconds on a busy 2-core machine.
const wait = { timeout: 10_000 };
const enterprise = seller;

describe('course cards and countdown', () => {
  it('counts down to the end date each second with the countdown machine, then says it ended', () => {
    vi.useFakeTimers();
    render(<Countdown endDate={new Date(Date.now() + 3000).toISOString()} />);
    const text = () => screen.getByTestId('course-countdown').textContent;
    expect(text()).toBe('距结束：0天00时00分03秒');
    act(() => void vi.advanceTimersByTime(1000));
    expect(text()).toBe('距结束：0天00时00分02秒');
    act(() => void vi.advanceTimersByTime(2000));
    expect(text()).toBe('距结束：已结束');
    vi.useRealTimers();
  });

  it('lists the courses with a countdown and asks before restarting, with the spec failure message', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/api/app/course/oneMoreGameCopy/:courseId`, () =>
        HttpResponse.json({ error: { code: 'x', message: 'boom' } }, { status: 500 }),
      ),
    );
    renderApp('/user/course');
    expect(await screen.findByTestId('course-countdown', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新开始/ }));
    expect(await screen.findByText('是否重新开始本次仿真（售电角色/发电角色）？')).toBeTruthy();
    expect((await screen.findByTestId('restarts-left', {}, wait)).textContent).toBe(
      '还可重新开始2次',
    );
    fireEvent.click(screen.getByRole('button', { name: '发电角色' }));
    expect(await screen.findByText('重新开始本次仿真失败，请稍后再试！', {}, wait)).toBeTruthy();
  });

  it('enters the restarted copy as the chosen role: the server copies, the app switches to it', async () => {
    const copy = { ...course, id: course.id + 1, name: '仿真（重新开始1）' };
    let asked: URL | null = null;
    let switchedTo: unknown = null;
    server.use(
      http.post(`${testApiBaseUrl}/api/app/course/oneMoreGameCopy/:courseId`, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json(copy);
      }),
      http.post(`${testApiBaseUrl}/api/app/user/:id/switchStudentCourse`, async ({ request }) => {
        switchedTo = ((await request.json()) as { courseId: number }).courseId;
        return HttpResponse.json(responseFixtures.UserInfo);
      }),
      http.get(`${testApiBaseUrl}/api/app/course/:id`, ({ params }) =>
        HttpResponse.json(Number(params.id) === copy.id ? copy : course),
      ),
    );
    renderApp('/user/course');
    await screen.findByTestId('header-course', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: /重新开始/ }));
    fireEvent.click(await screen.findByRole('button', { name: '售电角色' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/assets'), wait);
    expect(asked!.pathname).toContain(`/oneMoreGameCopy/${course.id}`);
    expect(asked!.searchParams.get('isBuyer')).toBe('true');
    expect(switchedTo).toBe(copy.id);
    expect(await screen.findByText('仿真（重新开始1）', {}, wait)).toBeTruthy();
  });

  it('disables the roles once no restart is left', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/api/app/course/oneMoreGameNum/:id`, () =>
        HttpResponse.json({ count: 0 }),
      ),
    );
    renderApp('/user/course');
    fireEvent.click(await screen.findByRole('button', { name: /重新开始/ }, wait));
    expect(await screen.findByText('本课程的重新开始次数已用完', {}, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: '发电角色' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('enterprise choice', () => {
  const second = { ...enterprise, id: enterprise.id + 1, name: '第二企业', isBuyer: true };
  const serve = (items: unknown[]) =>
    server.use(
      http.get(`${testApiBaseUrl}/api/app/enterpriseApi/courseEnterprise`, () =>
        HttpResponse.json({ items, totalCount: items.length }),
      ),
    );
  const stored = () => JSON.parse(localStorage.getItem('current_enterprise') ?? 'null');

  it('opens the 900 px modal for several tradable enterprises on 进入仿真 only, first preselected, and stores the pick', async () => {
    serve([{ ...enterprise, id: 5, name: '不可交易', isTrade: false }, enterprise, second]);
    renderApp('/user/course');
    // The login loads the course but does not ask: the entry below is the one time it asks.
    await screen.findByTestId('header-course', {}, wait);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: '选择企业' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /进入仿真/ }));
    const dialog = await screen.findByRole('dialog', { name: '选择企业' }, wait);
    expect(dialog.textContent).toContain('第二企业');
    expect(dialog.textContent).not.toContain('不可交易');
    const cards = within(dialog).getAllByRole('radio');
    expect(cards.map((c) => c.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    fireEvent.click(within(dialog).getByText('第二企业'));
    await waitFor(() => expect(cards[1]!.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(stored()?.name).toBe('第二企业'));
    await waitFor(() => expect(window.location.pathname).toBe('/user/assets'), wait);
    await new Promise((r) => setTimeout(r, 300));
    // The confirmed modal may still be leaving (its animation); no other one opens.
    expect(document.querySelector('.ant-modal:not(.ant-zoom-leave)')).toBeNull();
  });

  it('asks again when the course is entered, and cancelling keeps the current enterprise', async () => {
    renderApp('/user/course');
    await waitFor(() => expect(stored()?.id).toBe(enterprise.id), wait);
    serve([enterprise, second]);
    fireEvent.click(screen.getByRole('button', { name: /进入仿真/ }));
    const dialog = await screen.findByRole('dialog', { name: '选择企业' }, wait);
    fireEvent.click(within(dialog).getByText('第二企业'));
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/assets'));
    expect(stored()?.id).toBe(enterprise.id);
  });

  it('selects the only tradable enterprise directly and keeps the current one when there is none', async () => {
    renderApp('/user/course');
    await waitFor(() => expect(stored()?.id).toBe(enterprise.id), wait);
    serve([{ ...second, isTrade: false }]);
    fireEvent.click(screen.getByRole('button', { name: /进入仿真/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/assets'));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog', { name: '选择企业' })).toBeNull();
    expect(stored()?.id).toBe(enterprise.id);
  });
});

describe('navigation page', () => {
  it('shows the links of api/app/navLink', async () => {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/navLink`, () =>
        HttpResponse.json({
          items: [
            { id: 2, name: '大屏监控', url: '/screen/monitor', sort: 2 },
            { id: 1, name: '我的仿真', url: '/user/course', sort: 1 },
          ],
          totalCount: 2,
        }),
      ),
    );
    renderApp('/user/nav');
    const links = await screen.findAllByRole('link', {}, wait);
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['我的仿真', '大屏监控']);
    fireEvent.click(links[0]!);
    await waitFor(() => expect(window.location.pathname).toBe('/user/course'));
  });
});

describe('market notices', () => {
  it('says "当前市场公告正在发布中..." when nothing is released', async () => {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/courseAnnouncement/entityFilter`, () =>
        HttpResponse.json({ items: [], totalCount: 0 }),
      ),
    );
    renderApp('/user/calendar');
    await screen.findByTestId('header-course', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: '市场公告' }));
    expect(await screen.findByText('当前市场公告正在发布中...', {}, wait)).toBeTruthy();
    // Spec section 9: the notices dialog is 70% of the window wide.
    const dialog = screen.getByText('当前市场公告正在发布中...').closest<HTMLElement>('.ant-modal');
    expect(dialog?.style.width).toBe('70%');
  });

  it('shows month tabs, urgent notices, sanitised HTML and the forecast in MW', async () => {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/courseAnnouncement/entityFilter`, () =>
        HttpResponse.json({
          items: [
            {
              id: 5,
              courseId: 1,
              roundId: 1,
              month: 4,
              isRelease: true,
              announcementContent: '<p>四月安排</p><img src="x" onerror="window.hacked=1">',
              eventContent: JSON.stringify([{ provinceName: '山东', message: '机组检修' }]),
            },
          ],
          totalCount: 1,
        }),
      ),
      http.get(`${testApiBaseUrl}/api/app/reportHelp/provincePrediction/:roundId`, () =>
        HttpResponse.json({
          items: [{ provinceName: '江苏', name: '统调负荷', min: 2250, max: 3300 }],
          totalCount: 1,
        }),
      ),
    );
    renderApp('/user/calendar');
    await screen.findByTestId('header-course', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: '市场公告' }));
    expect(await screen.findByRole('tab', { name: '4月' }, wait)).toBeTruthy();
    expect(screen.getByText('山东：机组检修')).toBeTruthy();
    expect(screen.getByText('四月安排')).toBeTruthy();
    expect(document.querySelector('.market-notice img')?.getAttribute('onerror')).toBeNull();
    expect(await screen.findByText('3300', {}, wait)).toBeTruthy();
    expect(screen.getByText('最大值（MW）')).toBeTruthy();
  });

  it("reads a course-wide notice's forecast (round 0) through the current round, never asking for round 0", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${testApiBaseUrl}/api/app/courseAnnouncement/entityFilter`, () =>
        HttpResponse.json({
          items: [
            {
              id: 6,
              courseId: course.id,
              roundId: 0,
              month: 3,
              isRelease: true,
              announcementContent: '<p>全课程安排</p>',
              eventContent: '',
            },
          ],
          totalCount: 1,
        }),
      ),
      http.get(`${testApiBaseUrl}/api/app/reportHelp/provincePrediction/:roundId`, ({ params }) => {
        asked.push(String(params.roundId));
        return HttpResponse.json({
          items: [{ provinceName: '山东', name: '统调负荷', min: 1800, max: 2750 }],
          totalCount: 1,
        });
      }),
    );
    renderApp('/user/calendar');
    await screen.findByTestId('header-course', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: '市场公告' }));
    expect(await screen.findByText('全课程安排', {}, wait)).toBeTruthy();
    expect(await screen.findByText('2750', {}, wait)).toBeTruthy();
    expect(asked).toEqual([String(responseFixtures.Round.id)]);
  });

  it('reads urgent messages defensively and groups notices by month with pushed ones upserted', () => {
    expect(urgentMessages('oops')).toEqual([]);
    expect(urgentMessages('[{"message":"a"}]')).toEqual([{ provinceName: '', message: 'a' }]);
    expect(safeHtml('<b onclick="x()">b</b><script>1</script>')).toBe('<b>b</b>');
    const notice = {
      id: 1,
      courseId: 1,
      roundId: 1,
      month: 3,
      isRelease: true,
      announcementContent: 'old',
    };
    const grouped = noticesByMonth(
      [notice, { ...notice, id: 2, month: 1, isRelease: false }],
      [
        { id: '1', courseId: '1', roundId: '1', month: 3, content: 'new' },
        { id: '9', courseId: '1', roundId: '', month: 5, content: 'pushed' },
      ],
    );
    expect(grouped.map((g) => g.month)).toEqual([3, 5]);
    expect(grouped[0]?.notices[0]?.announcementContent).toBe('new');
  });
});
