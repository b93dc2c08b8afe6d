import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '../../src/api/testing/fixtures';
import { testApiBaseUrl } from '../../src/api/testing/http';
import {
  noticeEffects,
  parseAnnouncement,
  upsertAnnouncement,
} from '../../src/realtime/pushEvents';
import { fakeRealtime, renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 5000 };
const course = ids.courseId;

describe('pushed messages', () => {
  it('turns notice and event messages into persistent notifications, as plain text', () => {
    expect(noticeEffects([course, '<p>检修</p>', 'notice'], course)).toEqual([
      { type: 'notify', level: 'info', message: '检修', display: 'notification', persistent: true },
    ]);
    expect(noticeEffects([course, '事件', 'event'], course)[0]).toMatchObject({
      level: 'warning',
      persistent: true,
    });
  });

  it('logs out on offCourse, refreshes rounds on updateRound, and ignores other courses', () => {
    expect(noticeEffects([course, '', 'offCourse'], course)).toEqual([{ type: 'logout' }]);
    expect(noticeEffects([course, '', 'updateRound'], course)).toEqual([
      { type: 'rounds.refresh' },
    ]);
    expect(noticeEffects([course + 1, 'x', 'notice'], course)).toEqual([]);
    expect(noticeEffects([course, 'x', 'notice'], null)).toEqual([]);
  });

  it('upserts announcements by id for the current course and round only', () => {
    const a = parseAnnouncement(
      JSON.stringify({ id: 1, CourseId: 7, RoundId: 2, month: 3, content: 'a' }),
    );
    if (!a) throw new Error('parse failed');
    const current = { courseId: 7, roundId: 2 };
    const once = upsertAnnouncement([], a, current);
    expect(once).toHaveLength(1);
    const updated = upsertAnnouncement(once, { ...a, content: 'b' }, current);
    expect(updated).toEqual([{ ...a, content: 'b' }]);
    expect(upsertAnnouncement(updated, { ...a, id: 2, RoundId: 9 }, current)).toHaveLength(1);
    expect(upsertAnnouncement(updated, { ...a, id: 3, CourseId: 8 }, current)).toHaveLength(1);
    expect(parseAnnouncement('not json')).toBeNull();
  });

  it('connects after login, shows a pushed notice and logs out on offCourse', async () => {
    const realtime = fakeRealtime();
    renderApp('/user/assets', { realtime });
    await screen.findByTestId('header-course', {}, wait);
    await waitFor(() => expect(realtime.started).toBe(true));
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course, '明日停电检修', 'notice'));
    expect(await screen.findByText('明日停电检修')).toBeTruthy();
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course, '', 'offCourse'));
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    await waitFor(() => expect(realtime.started).toBe(false));
  });

  it('reloads the round list and the header tag on updateRound', async () => {
    const realtime = fakeRealtime();
    let status = 0;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
        HttpResponse.json({
          items: [
            {
              id: 1,
              name: '三月竞价',
              type: 15,
              status,
              year: 2026,
              month: 3,
              cycle: 1,
              isInterProvincial: false,
              courseId: course,
            },
          ],
          totalCount: 1,
        }),
      ),
    );
    renderApp('/user/assets', { realtime });
    expect((await screen.findByTestId('header-round', {}, wait)).textContent).toContain('交易中');
    status = 3;
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course, '', 'updateRound'));
    await waitFor(() =>
      expect(screen.getByTestId('header-round').textContent).toContain('交易结束'),
    );
  });
});
