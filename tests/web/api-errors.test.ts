import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wasAnnounced } from '../../src/api/middleware/errors';
import { announcedByPipeline, createOperationCaller } from '../../src/api/operationCaller';
import { apiHttp } from '../../src/api/testing/http';
import { createTestClient } from './apiTestClient';

const abpError = (
  message: string,
  validationErrors?: Array<{ message: string; members: string[] }>,
) => ({
  error: { code: null, message, details: null, validationErrors: validationErrors ?? null },
});
const server = setupServer();
const respondWith = (status: number, body: unknown) =>
  server.use(
    apiHttp.untyped.get('*/api/app/user/userinfo', () =>
      HttpResponse.json(body as object, { status }),
    ),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('request pipeline: error catalogue of spec section 8', () => {
  it('500 shows an error notification titled 提示 with the server message', async () => {
    respondWith(500, abpError('数据库连接失败'));
    const { client, notifier } = createTestClient();
    const { error, response } = await client.GET('/api/app/user/userinfo');
    expect(response.status).toBe(500);
    expect(error).toEqual(abpError('数据库连接失败'));
    expect(notifier.notifications).toEqual([
      { type: 'error', title: '提示', description: '数据库连接失败' },
    ]);
  });

  it('400 shows a warning notification with the server message and its validation errors', async () => {
    respondWith(
      400,
      abpError('请求无效', [{ message: '申报电量必须大于 0', members: ['volume'] }]),
    );
    const { client, notifier } = createTestClient();
    await client.GET('/api/app/user/userinfo');
    expect(notifier.notifications).toEqual([
      { type: 'warning', title: '请求无效：申报电量必须大于 0' },
    ]);
  });

  it('400 whose message repeats its only validation error shows the text once', async () => {
    const text = '申报价格最大值为1500元/MWh';
    respondWith(400, abpError(text, [{ message: text, members: ['price'] }]));
    const { client, notifier } = createTestClient();
    await client.GET('/api/app/user/userinfo');
    expect(notifier.notifications).toEqual([{ type: 'warning', title: text }]);
  });

  it('400 without a readable body still explains itself in Chinese', async () => {
    server.use(
      apiHttp.untyped.get(
        '*/api/app/user/userinfo',
        () => new HttpResponse('<html></html>', { status: 400 }),
      ),
    );
    const { client, notifier } = createTestClient();
    await client.GET('/api/app/user/userinfo');
    expect(notifier.notifications).toEqual([
      { type: 'warning', title: '请求有误，请检查填写的内容' },
    ]);
  });

  it('403 opens a warning modal with the server message and closes it after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    respondWith(403, abpError('您没有此课程的权限'));
    const { client, notifier } = createTestClient();
    await client.GET('/api/app/user/userinfo');
    expect(notifier.modals).toEqual([
      { type: 'warning', title: '提示', content: '您没有此课程的权限', closed: false },
    ]);
    expect(notifier.notifications).toEqual([]);
    vi.advanceTimersByTime(2900);
    expect(notifier.modals[0]?.closed).toBe(false);
    vi.advanceTimersByTime(100);
    expect(notifier.modals[0]?.closed).toBe(true);
  });

  it('401 outside login hands over to the session once, which alone warns and signs out', async () => {
    respondWith(401, abpError('Unauthorized'));
    const { client, notifier, onUnauthorized } = createTestClient();
    await Promise.all([client.GET('/api/app/user/userinfo'), client.GET('/api/app/user/userinfo')]);
    expect(notifier.notifications).toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('401 after a later success is reported again (a new session expired)', async () => {
    const { client, onUnauthorized } = createTestClient();
    respondWith(401, abpError('Unauthorized'));
    await client.GET('/api/app/user/userinfo');
    respondWith(200, {
      id: '3f1c2b7e-52a1-4b7e-9c1d-2a8e6f0b4c11',
      userName: 'u',
      isNewUser: false,
    });
    await client.GET('/api/app/user/userinfo');
    respondWith(401, abpError('Unauthorized'));
    await client.GET('/api/app/user/userinfo');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('401 on the login page is left to the login form', async () => {
    respondWith(401, abpError('Unauthorized'));
    const test = createTestClient();
    test.loginPage.value = true;
    await test.client.GET('/api/app/user/userinfo');
    expect(test.notifier.notifications).toEqual([]);
    expect(test.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a call sent with showError 0 gets its error without a global notification', async () => {
    respondWith(500, abpError('考试已结束'));
    const { client, notifier } = createTestClient();
    const { error } = await client.GET('/api/app/user/userinfo', { headers: { showError: '0' } });
    expect(error).toEqual(abpError('考试已结束'));
    expect(notifier.notifications).toEqual([]);
  });

  it('a network failure shows an error notification and rejects the call', async () => {
    server.use(apiHttp.untyped.get('*/api/app/user/userinfo', () => HttpResponse.error()));
    const { client, notifier } = createTestClient();
    await expect(client.GET('/api/app/user/userinfo')).rejects.toThrow();
    expect(notifier.notifications).toEqual([
      { type: 'error', title: '提示', description: '网络异常或请求超时，请稍后再试' },
    ]);
  });
});

describe('request pipeline: a failure is announced once', () => {
  it('marks the responses it told the user about (400, 403, 500, 401), and not the rest', async () => {
    const announcedFor = async (status: number, headers?: Record<string, string>) => {
      respondWith(status, abpError('原因'));
      const { client } = createTestClient();
      const { response } = await client.GET('/api/app/user/userinfo', { headers });
      return wasAnnounced(response);
    };
    expect(await announcedFor(400)).toBe(true);
    expect(await announcedFor(403)).toBe(true);
    expect(await announcedFor(500)).toBe(true);
    expect(await announcedFor(401)).toBe(true);
    // Left to the caller: not in the catalogue, or sent with showError 0.
    expect(await announcedFor(409)).toBe(false);
    expect(await announcedFor(404)).toBe(false);
    expect(await announcedFor(500, { showError: '0' })).toBe(false);
  });

  it('tells a caller by operation whether the pipeline showed its failure (400 yes, 409 no, network yes)', async () => {
    const { client } = createTestClient();
    const caller = createOperationCaller(client);
    const failure = async () =>
      caller.callOperation('getUserInfo').then(
        () => undefined,
        (e: unknown) => e,
      );
    respondWith(400, abpError('2026年1月没有交易轮次，无法结算'));
    expect(announcedByPipeline(await failure())).toBe(true);
    respondWith(409, abpError('该轮次状态已被修改，请刷新后重试'));
    expect(announcedByPipeline(await failure())).toBe(false);
    server.use(apiHttp.untyped.get('*/api/app/user/userinfo', () => HttpResponse.error()));
    expect(announcedByPipeline(await failure())).toBe(true);
    expect(announcedByPipeline(new Error('接口 x 没有参数 y'))).toBe(false);
  });
});
