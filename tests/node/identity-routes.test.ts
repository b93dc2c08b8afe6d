import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contractErrors } from './identityContract';
import { openTestApp, passwordToken, testAccounts } from './identityTestApp';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let app: FastifyInstance;
let dispose: () => Promise<void>;
let trainee: string;
let teacher: string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ({ app, dispose } = await openTestApp());
  trainee = await passwordToken(app, testAccounts.trainee);
  teacher = await passwordToken(app, testAccounts.teacher);
});
afterAll(() => dispose());

describe('GET api/app/user/userinfo', () => {
  it('returns the caller in the contract shape', async () => {
    const r = await app.inject({ url: '/api/app/user/userinfo', headers: bearer(teacher) });
    expect(r.statusCode).toBe(200);
    expect(contractErrors('/api/app/user/userinfo', 'get', 200, r.json())).toEqual([]);
    expect(r.json()).toMatchObject({ name: '张老师', isNewUser: true, adminCourseId: 1 });
  });

  it('answers 401 in the ABP shape without a token or with a forged one', async () => {
    for (const headers of [{}, bearer('forged-token-forged-token-forged-token-1234')]) {
      const r = await app.inject({ url: '/api/app/user/userinfo', headers });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ error: { message: '未授权，请重新登录后再次尝试' } });
      expect(contractErrors('/api/app/user/userinfo', 'get', 401, r.json())).toEqual([]);
    }
  });
});

describe('GET api/app/user/permissions', () => {
  it('grants teachers the admin permissions and trainees none of them', async () => {
    const forTeacher = await app.inject({
      url: '/api/app/user/permissions',
      headers: bearer(teacher),
    });
    const forTrainee = await app.inject({
      url: '/api/app/user/permissions',
      headers: bearer(trainee),
    });
    expect(contractErrors('/api/app/user/permissions', 'get', 200, forTeacher.json())).toEqual([]);
    type Item = { name: string; isGranted: boolean };
    const granted = (r: typeof forTeacher) =>
      (r.json() as { items: Item[] }).items.filter((p) => p.isGranted).map((p) => p.name);
    expect(granted(forTeacher)).toContain('PowerTrading.Admin.Courses');
    expect(granted(forTrainee).some((p) => p.includes('Admin'))).toBe(false);
    expect(granted(forTrainee)).toContain('PowerTrading.Trading');
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/app/user/permissions' })).statusCode).toBe(401);
  });
});

describe('POST api/app/user/changePassword', () => {
  const change = (token: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/app/user/changePassword',
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });

  it('refuses a wrong current password with a Chinese 400', async () => {
    const r = await change(trainee, { currentPassword: 'nope', newPassword: 'Another#1' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: { message: '旧密码不正确' } });
    expect(contractErrors('/api/app/user/changePassword', 'post', 400, r.json())).toEqual([]);
  });

  it('names the missing field in validationErrors', async () => {
    const r = await change(trainee, { newPassword: 'Another#1' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      error: {
        message: '请求参数验证失败：请输入旧密码',
        validationErrors: [{ message: '请输入旧密码', members: ['currentPassword'] }],
      },
    });
  });

  it('refuses a new password shorter than six characters', async () => {
    const r = await change(trainee, {
      currentPassword: testAccounts.trainee.password,
      newPassword: '12',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: { validationErrors: [{ members: ['newPassword'] }] } });
  });

  it('answers 401 without a token', async () => {
    const r = await change(undefined, { currentPassword: 'a', newPassword: 'bbbbbb' });
    expect(r.statusCode).toBe(401);
  });

  it('changes the password (204): old tokens are revoked, the new password logs in, the user is no longer new', async () => {
    const r = await change(trainee, {
      currentPassword: testAccounts.trainee.password,
      newPassword: 'Changed#2025',
    });
    expect(r.statusCode).toBe(204);
    // Every token issued before the change is revoked, the one that made the call included.
    const old = await app.inject({ url: '/api/app/user/userinfo', headers: bearer(trainee) });
    expect(old.statusCode).toBe(401);
    trainee = await passwordToken(app, { userName: 'trainee1', password: 'Changed#2025' });
    const me = await app.inject({ url: '/api/app/user/userinfo', headers: bearer(trainee) });
    expect(me.json()).toMatchObject({ isNewUser: false });
  });
});

describe('GET api/abp/application-configuration', () => {
  it('gives anonymous callers the settings and an unauthenticated currentUser', async () => {
    const r = await app.inject({ url: '/api/abp/application-configuration' });
    expect(r.statusCode).toBe(200);
    const body = r.json() as {
      setting: { values: Record<string, string> };
      currentUser: { isAuthenticated: boolean };
      auth: { grantedPolicies: Record<string, boolean> };
    };
    expect(contractErrors('/api/abp/application-configuration', 'get', 200, body)).toEqual([]);
    expect(body.setting.values['App.Name']).toBe('电力市场交易仿真实训平台');
    expect(body.setting.values).toMatchObject({
      EnableListing: 'true',
      'App.ForceUpdatePassword': 'true',
    });
    expect(body.setting.values['App.CompanyName']).toBeTruthy();
    expect(body.setting.values['App.FilingRecord']).toBeTruthy();
    expect(body.currentUser.isAuthenticated).toBe(false);
    expect(Object.values(body.auth.grantedPolicies).some(Boolean)).toBe(false);
  });

  it('names the signed-in teacher and grants the admin policies', async () => {
    const r = await app.inject({
      url: '/api/abp/application-configuration',
      headers: bearer(teacher),
    });
    const body = r.json() as {
      currentUser: { name: string; roles: string[] };
      auth: { grantedPolicies: Record<string, boolean> };
    };
    expect(body.currentUser).toMatchObject({
      isAuthenticated: true,
      name: '张老师',
      roles: ['teacher'],
    });
    expect(body.auth.grantedPolicies['PowerTrading.Admin.Rounds']).toBe(true);
  });
});

describe('version, navigation links and global features', () => {
  it('reports the back-end version and the token storage names without a token', async () => {
    const version = await app.inject({ url: '/api/version/current' });
    expect(contractErrors('/api/version/current', 'get', 200, version.json())).toEqual([]);
    expect(version.json()).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const names = await app.inject({ url: '/api/version/tokenName' });
    expect(contractErrors('/api/version/tokenName', 'get', 200, names.json())).toEqual([]);
  });

  it('shows the teaching-admin link to teachers only', async () => {
    const forTeacher = await app.inject({ url: '/api/app/navLink', headers: bearer(teacher) });
    const forTrainee = await app.inject({ url: '/api/app/navLink', headers: bearer(trainee) });
    expect(contractErrors('/api/app/navLink', 'get', 200, forTeacher.json())).toEqual([]);
    const urls = (r: typeof forTeacher) =>
      (r.json() as { items: Array<{ url: string }> }).items.map((l) => l.url);
    expect(urls(forTeacher)).toContain('/admin/');
    expect(urls(forTrainee)).not.toContain('/admin/');
    expect(urls(forTrainee)).toContain('/user/course');
  });

  it('lists the enabled global features for a signed-in user and 401 otherwise', async () => {
    const r = await app.inject({ url: '/api/app/titan/globalFeatures', headers: bearer(trainee) });
    expect(contractErrors('/api/app/titan/globalFeatures', 'get', 200, r.json())).toEqual([]);
    expect(r.json()).toMatchObject({
      enabledFeatures: expect.arrayContaining(['PowerTrading.Listing']),
    });
    expect((await app.inject({ url: '/api/app/navLink' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/app/titan/globalFeatures' })).statusCode).toBe(401);
  });
});
