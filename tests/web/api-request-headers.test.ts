// @vitest-environment jsdom
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { formBody, formHeaders } from '../../src/api/formBody';
import { apiHttp, testApiBaseUrl } from '../../src/api/testing/http';
import { createRecordingNotifier } from '../../src/api/testing/notifier';
import { createTestClient } from './apiTestClient';

const seen: Request[] = [];
const userInfo = {
  id: '3f1c2b7e-52a1-4b7e-9c1d-2a8e6f0b4c11',
  userName: 'student01',
  isNewUser: false,
};
const server = setupServer(
  apiHttp.get('/api/app/user/userinfo', ({ request, response }) => {
    seen.push(request.clone());
    return response(200).json(userInfo);
  }),
  apiHttp.post('/connect/token', ({ request, response }) => {
    seen.push(request.clone());
    return response(200).json({ access_token: 'abc', token_type: 'Bearer', expires_in: 3600 });
  }),
  apiHttp.post('/api/app/user/changePassword', ({ request }) => {
    seen.push(request.clone());
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  server.resetHandlers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => server.close());

describe('request pipeline: headers and credentials', () => {
  it('attaches the session token as a bearer token', async () => {
    const { client } = createTestClient();
    const { data } = await client.GET('/api/app/user/userinfo');
    expect(data).toEqual(userInfo);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('sends no Authorization header before login (no token)', async () => {
    const test = createTestClient();
    test.token.value = null;
    await test.client.GET('/api/app/user/userinfo');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token at call time, so a new login is used without a new client', async () => {
    const test = createTestClient();
    test.token.value = 'second';
    await test.client.GET('/api/app/user/userinfo');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer second');
  });

  it('sends the token call form-encoded and without a bearer token', async () => {
    const { client } = createTestClient();
    const { data } = await client.POST('/connect/token', {
      body: { grant_type: 'password', username: 'student01', password: 'secret' },
      bodySerializer: formBody,
      headers: formHeaders,
    });
    expect(data?.access_token).toBe('abc');
    const request = seen[0];
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(await request?.text()).toBe('grant_type=password&username=student01&password=secret');
  });

  it('asks for culture zh-CN in Accept-Language and the culture header', async () => {
    const { client } = createTestClient();
    await client.GET('/api/app/user/userinfo');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-CN');
    expect(seen[0]?.headers.get('culture')).toBe('zh-CN');
  });

  it('sends the XSRF-TOKEN cookie back as RequestVerificationToken', async () => {
    document.cookie = 'XSRF-TOKEN=CfDJ8%2Bxyz; path=/';
    const { client } = createTestClient();
    await client.POST('/api/app/user/changePassword', {
      body: { currentPassword: 'old-pass', newPassword: 'new-pass' },
    });
    expect(seen[0]?.headers.get('RequestVerificationToken')).toBe('CfDJ8+xyz');
  });

  it('sends no anti-forgery header when the cookie is absent', async () => {
    const { client } = createTestClient();
    await client.GET('/api/app/user/userinfo');
    expect(seen[0]?.headers.has('RequestVerificationToken')).toBe(false);
  });

  it('takes the anti-forgery token from an injected cookie reader', async () => {
    const { client } = createTestClient('injected');
    await client.GET('/api/app/user/userinfo');
    expect(seen[0]?.headers.get('RequestVerificationToken')).toBe('injected');
  });

  it('sends credentials with every call', async () => {
    const { client } = createTestClient();
    await client.GET('/api/app/user/userinfo');
    expect(seen[0]?.credentials).toBe('include');
  });

  it('does not send the pipeline-only headers showLoading and showError to the server', async () => {
    const { client } = createTestClient();
    await client.GET('/api/app/user/userinfo', { headers: { showLoading: '0', showError: '0' } });
    expect(seen[0]?.headers.has('showLoading')).toBe(false);
    expect(seen[0]?.headers.has('showError')).toBe(false);
  });

  it('strips showLoading even when the app gave no loading indicator', async () => {
    const client = createApiClient({
      baseUrl: testApiBaseUrl,
      getToken: () => 't0k3n',
      notifier: createRecordingNotifier(),
      onUnauthorized: () => undefined,
    });
    await client.GET('/api/app/user/userinfo', { headers: { showLoading: '0' } });
    expect(seen[0]?.headers.has('showLoading')).toBe(false);
  });
});
