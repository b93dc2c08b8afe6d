import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHttp } from '../../src/api/testing/http';
import { createTestClient } from './apiTestClient';

const userInfo = {
  id: '3f1c2b7e-52a1-4b7e-9c1d-2a8e6f0b4c11',
  userName: 'student01',
  isNewUser: false,
};
// Calls to userinfo wait until the test releases them, so the test controls when each call ends.
let releases: Array<() => void> = [];
const server = setupServer(
  apiHttp.get('/api/app/user/userinfo', async ({ response }) => {
    await new Promise<void>((resolve) => releases.push(resolve));
    return response(200).json(userInfo);
  }),
  apiHttp.get('/api/version/current', async () => {
    await delay('infinite');
    return HttpResponse.json({ version: 'never' });
  }),
);
const releaseAll = async () => {
  releases.forEach((release) => release());
  releases = [];
  // Let msw and openapi-fetch finish the responses.
  await vi.advanceTimersByTimeAsync(0);
  await new Promise((resolve) => setImmediate(resolve));
  await vi.advanceTimersByTimeAsync(0);
};
// Waits for calls to reach the handler without moving the fake clock (vi.waitFor would advance it).
const started = async (count: number) => {
  for (let i = 0; i < 200 && releases.length < count; i++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(releases).toHaveLength(count);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  releases = [];
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('request pipeline: global loading indicator', () => {
  it('shows when a call starts and hides 200 ms after it ends, not before', async () => {
    const { client, loading } = createTestClient();
    const call = client.GET('/api/app/user/userinfo');
    await started(1);
    expect(loading.show).toHaveBeenCalledTimes(1);
    await releaseAll();
    await call;
    await vi.advanceTimersByTimeAsync(199);
    expect(loading.hide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loading.hide).toHaveBeenCalledTimes(1);
  });

  it('stays up while overlapping calls run and hides 200 ms after the last one', async () => {
    const { client, loading } = createTestClient();
    const first = client.GET('/api/app/user/userinfo');
    await started(1);
    const [releaseFirst] = releases;
    releases = [];
    const second = client.GET('/api/app/user/userinfo');
    await started(1);
    releaseFirst?.();
    await first;
    await vi.advanceTimersByTimeAsync(500);
    expect(loading.hide).not.toHaveBeenCalled();
    await releaseAll();
    await second;
    await vi.advanceTimersByTimeAsync(200);
    expect(loading.show).toHaveBeenCalledTimes(1);
    expect(loading.hide).toHaveBeenCalledTimes(1);
  });

  it('a call starting within the 200 ms keeps the indicator up without flicker', async () => {
    const { client, loading } = createTestClient();
    const first = client.GET('/api/app/user/userinfo');
    await started(1);
    await releaseAll();
    await first;
    await vi.advanceTimersByTimeAsync(150);
    const second = client.GET('/api/app/user/userinfo');
    await started(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(loading.hide).not.toHaveBeenCalled();
    await releaseAll();
    await second;
    await vi.advanceTimersByTimeAsync(200);
    expect(loading.show).toHaveBeenCalledTimes(1);
    expect(loading.hide).toHaveBeenCalledTimes(1);
  });

  it('a call with header showLoading 0 does not show the indicator', async () => {
    const { client, loading } = createTestClient();
    const call = client.GET('/api/app/user/userinfo', { headers: { showLoading: '0' } });
    await started(1);
    await releaseAll();
    await call;
    await vi.advanceTimersByTimeAsync(1000);
    expect(loading.show).not.toHaveBeenCalled();
    expect(loading.hide).not.toHaveBeenCalled();
  });
});

describe('request pipeline: 600000 ms timeout', () => {
  it('aborts a call that has not answered after 600000 ms and reports it', async () => {
    const { client, notifier, loading } = createTestClient();
    let outcome: unknown = 'pending';
    const call = client.GET('/api/version/current').then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(599_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect((outcome as Error).name).toBe('TimeoutError');
    expect(notifier.notifications).toEqual([
      { type: 'error', title: '提示', description: '网络异常或请求超时，请稍后再试' },
    ]);
    await vi.advanceTimersByTimeAsync(200);
    expect(loading.hide).toHaveBeenCalledTimes(1);
  });

  it('leaves a call that answers in time alone (no late abort)', async () => {
    const { client, notifier } = createTestClient();
    const call = client.GET('/api/app/user/userinfo');
    await started(1);
    await releaseAll();
    const { data } = await call;
    expect(data).toEqual(userInfo);
    await vi.advanceTimersByTimeAsync(700_000);
    expect(notifier.notifications).toEqual([]);
  });
});
