import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids, responseFixtures } from '../../src/api/testing/fixtures';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { hubMessage } from '../../src/realtime/liveProvider';
import { fakeRealtime, renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const course: number = ids.courseId;
const round = responseFixtures.Round;

/** Serves one round list and the same rounds one by one (the round status machine's call). */
function serveRounds(list: () => Array<typeof round>) {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
      HttpResponse.json({ items: list(), totalCount: list().length }),
    ),
    http.get(`${testApiBaseUrl}/api/app/roundApi/:id`, ({ params }) =>
      HttpResponse.json(list().find((r) => String(r.id) === params.id) ?? list()[0]),
    ),
  );
}

const announce = (id: number, roundId: number, content: string, courseId = course) =>
  JSON.stringify({ id, CourseId: courseId, RoundId: roundId, month: 6, content });

describe('hub calls as realtime machine events', () => {
  it('turns OnReceiveNoticeMsg into a notice event with plain text, and passes announcements on', () => {
    expect(hubMessage('notice', 'OnReceiveNoticeMsg', [7, '<p>检修</p>', 'notice'])).toEqual({
      type: 'NOTICE_MSG',
      courseId: '7',
      message: '检修',
      kind: 'notice',
    });
    expect(hubMessage('titan', 'OnReceiveAnnouncement', ['{"id":1}'])).toEqual({
      type: 'ANNOUNCEMENT',
      payload: '{"id":1}',
    });
    expect(hubMessage('titan', 'Other', [])).toBeNull();
  });
});

describe('pushed messages in the app', () => {
  it('connects after login, shows a pushed notice and logs out on offCourse', async () => {
    const realtime = fakeRealtime();
    renderApp('/user/calendar', { realtime });
    await screen.findByTestId('header-course', {}, wait);
    await waitFor(() => expect(realtime.started).toBe(true));
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course, '明日停电检修', 'notice'));
    expect(await screen.findByText('明日停电检修')).toBeTruthy();
    // It stays until closed, so it starts below the header, clear of the bell and the user menu.
    const boxes = document.querySelector<HTMLElement>('.ant-notification');
    expect(boxes?.style.getPropertyValue('--notification-top')).toBe('72px');
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course, '', 'offCourse'));
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    await waitFor(() => expect(realtime.started).toBe(false));
  });

  it('shows event messages too, and ignores messages of another course', async () => {
    const realtime = fakeRealtime();
    renderApp('/user/calendar', { realtime });
    await screen.findByTestId('header-course', {}, wait);
    await waitFor(() => expect(realtime.started).toBe(true));
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course + 1, '别的课程', 'notice'));
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course + 1, '', 'offCourse'));
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course, '<b>线路跳闸</b>', 'event'));
    expect(await screen.findByText('线路跳闸')).toBeTruthy();
    expect(screen.queryByText('别的课程')).toBeNull();
    expect(window.location.pathname).toBe('/user/calendar');
  });

  it('reloads the round list and the header tag on updateRound', async () => {
    const realtime = fakeRealtime();
    let status: 0 | 3 = 0;
    serveRounds(() => [{ ...round, id: 1, name: '三月竞价', status, parentId: null }]);
    renderApp('/user/calendar', { realtime });
    const tag = await screen.findByTestId('header-round', {}, wait);
    expect(tag.textContent).toBe('三月竞价交易中');
    status = 3;
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course, '', 'updateRound'));
    await waitFor(() =>
      expect(screen.getByTestId('header-round').textContent).toBe('三月竞价交易结束'),
    );
  });

  it('upserts announcements by id for the current course and round only', async () => {
    const realtime = fakeRealtime();
    serveRounds(() => [round]);
    renderApp('/user/calendar', { realtime });
    await screen.findByTestId('header-round', {}, wait);
    act(() => realtime.push('titan', 'OnReceiveAnnouncement', announce(900, round.id, '初版公告')));
    act(() => realtime.push('titan', 'OnReceiveAnnouncement', announce(900, round.id, '更新公告')));
    act(() => realtime.push('titan', 'OnReceiveAnnouncement', announce(901, round.id + 1, '别轮')));
    act(() =>
      realtime.push('titan', 'OnReceiveAnnouncement', announce(902, round.id, '别课', course + 1)),
    );
    fireEvent.click(screen.getByRole('button', { name: '市场公告' }));
    expect(await screen.findByText('更新公告', {}, wait)).toBeTruthy();
    expect(screen.queryByText('初版公告')).toBeNull();
    expect(screen.queryByText('别轮')).toBeNull();
    expect(screen.queryByText('别课')).toBeNull();
  });

  it('takes announcements of a rolling-matching round from its first sub-round', async () => {
    const realtime = fakeRealtime();
    const rolling = { ...round, id: 30, type: 3 as const, name: '滚动撮合' };
    serveRounds(() => [rolling]);
    server.use(
      http.get(`${testApiBaseUrl}/api/app/roundApi/subRoundList/:id`, () =>
        HttpResponse.json({
          items: [
            { ...rolling, id: 31, parentId: 30 },
            { ...rolling, id: 32, parentId: 30 },
          ],
          totalCount: 2,
        }),
      ),
    );
    renderApp('/user/calendar', { realtime });
    await screen.findByTestId('header-round', {}, wait);
    // The sub-rounds load after the round: wait until an announcement of the first one is taken.
    await waitFor(() => {
      act(() => realtime.push('titan', 'OnReceiveAnnouncement', announce(910, 31, '第一场公告')));
      act(() => realtime.push('titan', 'OnReceiveAnnouncement', announce(911, 30, '母轮公告')));
      act(() => realtime.push('titan', 'OnReceiveAnnouncement', announce(912, 32, '第二场公告')));
      fireEvent.click(screen.getByRole('button', { name: '市场公告' }));
      expect(screen.getByText('第一场公告')).toBeTruthy();
    }, wait);
    expect(screen.queryByText('母轮公告')).toBeNull();
    expect(screen.queryByText('第二场公告')).toBeNull();
  });
});

describe('data changes pushed on the titan hub', () => {
  it(
    'reloads the screens showing the named operations of the current course only',
    { timeout: 60_000 },
    async () => {
      const realtime = fakeRealtime();
      let generatorCalls = 0;
      server.use(
        http.get(`${testApiBaseUrl}/api/app/enterprise/generators`, () => {
          generatorCalls += 1;
          return HttpResponse.json(responseFixtures.GeneratorListResult);
        }),
      );
      renderApp('/user/assets', { realtime });
      // The screen chunk loads first: generous on a busy machine.
      await waitFor(() => expect(generatorCalls).toBe(1), { timeout: 30_000 });
      await waitFor(() => expect(realtime.started).toBe(true));
      const changed = (courseId: number, operations: string[]) =>
        act(() => realtime.push('titan', 'OnDataChanged', { courseId, roundId: null, operations }));
      changed(course + 1, ['getGenerators']);
      changed(course, ['getDemands']);
      changed(course, ['getGenerators']);
      await waitFor(() => expect(generatorCalls).toBe(2), wait);
      // Only the push of this course that names the operation reloaded it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(generatorCalls).toBe(2);
    },
  );
});
