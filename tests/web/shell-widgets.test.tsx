import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seller } from '../../src/api/testing/fixtures/enterprise';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { decideEnterprise } from '../../src/session/courseActions';
import { formatTimeLeft, timeLeft } from '../../src/widgets/CourseCards/countdown';
import {
  noticesByMonth,
  safeHtml,
  urgentMessages,
} from '../../src/widgets/NoticesDialog/noticeContent';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 5000 };
const enterprise = seller;

describe('course cards and countdown', () => {
  it('counts days, hours, minutes and seconds to the end date, and says when it ended', () => {
    const now = Date.UTC(2026, 2, 1);
    const left = timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
    expect(formatTimeLeft(left)).toBe('2天 03小时 04分 05秒');
    expect(formatTimeLeft(timeLeft(now - 1000, now))).toBe('已结束');
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
    fireEvent.click(screen.getByRole('button', { name: '发电角色' }));
    expect(await screen.findByText('重新开始本次仿真失败，请稍后再试！', {}, wait)).toBeTruthy();
  });

  it('opens the enterprise choice (900 px) when the course has several tradable enterprises', async () => {
    const two = [
      enterprise,
      { ...enterprise, id: enterprise.id + 1, name: '第二企业', isBuyer: true },
    ];
    server.use(
      http.get(`${testApiBaseUrl}/api/app/enterprise/myEnterprise`, () =>
        HttpResponse.json({ items: two, totalCount: 2 }),
      ),
    );
    renderApp('/user/course');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: /进入仿真|切换课程/ }, wait))[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: '选择企业' }, wait);
    expect(dialog.textContent).toContain('第二企业');
    expect(screen.getAllByRole('radio')[0]!.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('第二企业'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('current_enterprise') ?? '{}').name).toBe('第二企业'),
    );
  });

  it('selects one tradable enterprise directly and keeps the current one when there is none', () => {
    expect(decideEnterprise([enterprise])).toEqual({ kind: 'select', enterprise });
    expect(decideEnterprise([{ ...enterprise, isTrade: false }])).toEqual({ kind: 'keep' });
    expect(decideEnterprise([enterprise, { ...enterprise, id: 2 }]).kind).toBe('ask');
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
    renderApp('/user/assets');
    await screen.findByTestId('header-course', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: '市场公告' }));
    expect(await screen.findByText('当前市场公告正在发布中...', {}, wait)).toBeTruthy();
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
    renderApp('/user/assets');
    await screen.findByTestId('header-course', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: '市场公告' }));
    expect(await screen.findByRole('tab', { name: '4月' }, wait)).toBeTruthy();
    expect(screen.getByText('山东：机组检修')).toBeTruthy();
    expect(screen.getByText('四月安排')).toBeTruthy();
    expect(document.querySelector('.market-notice img')?.getAttribute('onerror')).toBeNull();
    expect(await screen.findByText('3300', {}, wait)).toBeTruthy();
    expect(screen.getByText('最大值（MW）')).toBeTruthy();
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
        { id: 1, CourseId: 1, RoundId: 1, month: 3, content: 'new' },
        { id: 9, CourseId: 1, RoundId: null, month: 5, content: 'pushed' },
      ],
    );
    expect(grouped.map((g) => g.month)).toEqual([3, 5]);
    expect(grouped[0]?.notices[0]?.announcementContent).toBe('new');
  });
});
