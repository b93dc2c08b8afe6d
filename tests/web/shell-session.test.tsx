import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { course } from '../../src/api/testing/fixtures/course';
import { seller } from '../../src/api/testing/fixtures/enterprise';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { saveToken, storageKeys } from '../../src/session/storage';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const switched = '检测到课程发生切换，请关闭其他浏览器窗口';
const other = { ...course, id: course.id + 1, name: '第二课程' };
const round = responseFixtures.Round;

/** Stores what the browser held for a course: the course, its rounds and round, an enterprise. */
function holdCourse(held: typeof course) {
  localStorage.setItem(storageKeys.course, JSON.stringify({ course: held, args: {} }));
  localStorage.setItem(storageKeys.rounds, JSON.stringify([round]));
  localStorage.setItem(storageKeys.round, JSON.stringify(round));
  localStorage.setItem(storageKeys.enterprise, JSON.stringify(seller));
}

/** Two courses on the list, each answered by id. */
function serveTwoCourses() {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/course`, () =>
      HttpResponse.json({ items: [course, other], totalCount: 2 }),
    ),
    http.get(`${testApiBaseUrl}/api/app/course/:id`, ({ params }) =>
      HttpResponse.json(Number(params.id) === other.id ? other : course),
    ),
  );
}

async function logIn() {
  fireEvent.change(await screen.findByLabelText('账号', {}, wait), {
    target: { value: 'trainee1' },
  });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
}

async function logOut() {
  fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }, wait));
  fireEvent.click(await screen.findByText('退出登录'));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
}

describe('session warnings', () => {
  it('warns "您当前会话已超时，请重新登录" when the token expires and returns to login', async () => {
    saveToken('short', 1.5);
    renderApp('/user/calendar', { signedIn: false });
    expect(await screen.findByText('您当前会话已超时，请重新登录', {}, wait)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});

describe('after login', () => {
  it('opens the navigation page after a logout and a new login, not the page left behind', async () => {
    renderApp('/user/calendar');
    await logOut();
    await logIn();
    await waitFor(() => expect(window.location.pathname).toBe('/user/nav'), wait);
  });

  it('returns to a page asked for while signed out', async () => {
    renderApp('/user/calendar');
    await logOut();
    act(() => window.history.pushState(null, '', '/user/panel'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    await logIn();
    await waitFor(() => expect(window.location.pathname).toBe('/user/panel'), wait);
  });
});

describe('app start', () => {
  it('restores the course, round and enterprise held before a reload', async () => {
    holdCourse(course);
    let courseCalls = 0;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course/:id`, () => {
        courseCalls += 1;
        return HttpResponse.json(course);
      }),
    );
    renderApp('/user/calendar');
    expect((await screen.findByTestId('header-course', {}, wait)).textContent).toBe(course.name);
    expect((await screen.findByTestId('header-round', {}, wait)).textContent).toContain(round.name);
    expect(courseCalls).toBe(0);
  });

  it('starts signed out with a warning when the stored data cannot be read', async () => {
    localStorage.setItem(storageKeys.round, '{broken');
    renderApp('/user/calendar');
    expect(
      await screen.findByText('本地保存的数据读取失败，已按未登录处理', {}, wait),
    ).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});

describe('course switch', () => {
  it('switches on the server, resets round and enterprise, warns, and enters the new course', async () => {
    serveTwoCourses();
    holdCourse(course);
    let body: unknown = null;
    server.use(
      http.post(`${testApiBaseUrl}/api/app/user/:id/switchStudentCourse`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(responseFixtures.UserInfo);
      }),
      http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
        HttpResponse.json({ items: [], totalCount: 0 }),
      ),
    );
    renderApp('/user/course');
    fireEvent.click(await screen.findByRole('button', { name: '切换课程' }, wait));
    expect(await screen.findByText(switched, {}, wait)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/user/assets'), wait);
    expect(body).toEqual({ courseId: other.id });
    expect(screen.getByTestId('header-course').textContent).toBe(other.name);
    expect(screen.queryByTestId('header-round')).toBeNull();
    expect(localStorage.getItem(storageKeys.round)).toBeNull();
  });

  it('shows the server message when the switch is refused and stays on the course list', async () => {
    serveTwoCourses();
    holdCourse(course);
    server.use(
      http.post(`${testApiBaseUrl}/api/app/user/:id/switchStudentCourse`, () =>
        HttpResponse.json({ error: { message: '您未加入该课程，无法切换' } }, { status: 403 }),
      ),
    );
    renderApp('/user/course');
    fireEvent.click(await screen.findByRole('button', { name: '切换课程' }, wait));
    expect(await screen.findByText('您未加入该课程，无法切换', {}, wait)).toBeTruthy();
    expect(window.location.pathname).toBe('/user/course');
    expect(screen.queryByText(switched)).toBeNull();
  });

  it('warns when the server names another current course than the one this browser held', async () => {
    holdCourse(other);
    renderApp('/user/calendar');
    expect(await screen.findByText(switched, {}, wait)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-course').textContent).toBe(course.name));
  });

  it('warns when another window of this browser switches course', async () => {
    serveTwoCourses();
    holdCourse(course);
    renderApp('/user/calendar');
    await screen.findByTestId('header-course', {}, wait);
    const newValue = JSON.stringify({ course: other, args: {} });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.course, newValue }));
    });
    expect(await screen.findByText(switched, {}, wait)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-course').textContent).toBe(other.name));
  });
});
