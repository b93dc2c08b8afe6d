// A 404 is not in spec section 8's catalogue. An action on something missing says why when the server
// does (a warning notification with its message): 报名课程 with a course number that does not exist
// answers 「课程 999 不存在」. A read's 404 stays with its caller, which may mean "no data" (a course
// without time segments reads the default 峰/平/谷), and a 404 without a message stays quiet.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiHttp, testApiBaseUrl } from '../../src/api/testing/http';
import { withoutErrorNotice } from '../../src/api/types';
import { createTestClient } from './apiTestClient';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const notFound = (message: string) =>
  HttpResponse.json(
    { error: { code: 'NotFound', message, details: null, validationErrors: null } },
    { status: 404 },
  );
const register = '*/api/app/userCourse/registerCourse/:courseId';

describe('404 in the request pipeline', () => {
  it('an action answered 404 shows a warning notification with the server message', async () => {
    server.use(apiHttp.untyped.post(register, () => notFound('课程 999 不存在')));
    const { client, notifier } = createTestClient();
    const { data, response } = await client.POST('/api/app/userCourse/registerCourse/{courseId}', {
      params: { path: { courseId: 999 } },
    });
    expect(response.status).toBe(404);
    expect(data).toBeUndefined();
    expect(notifier.notifications).toEqual([{ type: 'warning', title: '课程 999 不存在' }]);
  });

  it('a read answered 404 is left to its caller, which may read it as no data', async () => {
    server.use(
      apiHttp.untyped.get('*/api/app/customObject/object/:id', () =>
        notFound('该课程没有时段方案'),
      ),
    );
    const { client, notifier } = createTestClient();
    const { response } = await client.GET('/api/app/customObject/object/{id}', {
      params: { path: { id: 1 } },
    });
    expect(response.status).toBe(404);
    expect(notifier.notifications).toEqual([]);
  });

  it('stays quiet for a 404 without a message and for a caller that reports it itself', async () => {
    server.use(
      apiHttp.untyped.post(
        register,
        () => new HttpResponse('<html>Not Found</html>', { status: 404 }),
      ),
    );
    const { client, notifier } = createTestClient();
    await client.POST('/api/app/userCourse/registerCourse/{courseId}', {
      params: { path: { courseId: 999 } },
    });
    server.use(apiHttp.untyped.post(register, () => notFound('课程 999 不存在')));
    await client.POST('/api/app/userCourse/registerCourse/{courseId}', {
      params: { path: { courseId: 999 } },
      headers: withoutErrorNotice,
    });
    expect(notifier.notifications).toEqual([]);
  });
});

describe('报名课程 on 我的仿真', () => {
  it('tells a trainee that the course number does not exist', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/api/app/userCourse/registerCourse/:courseId`, ({ params }) =>
        notFound(`课程 ${String(params.courseId)} 不存在`),
      ),
    );
    renderApp('/user/course');
    const input = await screen.findByPlaceholderText('课程编号', {}, wait);
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: '报名课程' }));
    await waitFor(
      () =>
        expect(document.querySelector('.ant-notification-notice')?.textContent).toContain(
          '课程 999 不存在',
        ),
      wait,
    );
  });
});
