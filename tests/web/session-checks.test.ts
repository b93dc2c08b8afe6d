// The session's two checks at start (user info, permissions) need only the token: both requests go
// out together, and the permissions check takes the answer already on its way.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { sessionActors } from '../../src/session/sessionActors';

function fakeApi() {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/app/user/userinfo': { id: 'u1', userName: 'trainee' },
    '/api/app/user/permissions': { items: [{ name: 'Trade' }] },
  };
  const api = {
    GET: (path: string) => {
      asked.push(path);
      return Promise.resolve({ data: answers[path] });
    },
  } as unknown as ApiClient;
  return { api, asked };
}

const deps = (api: ApiClient) => ({
  api,
  clientId: 'web',
  scope: 'openid',
  userManager: () => Promise.reject(new Error('not used')),
});

describe('session checks', () => {
  it('asks for user info and permissions at once, and each token once', async () => {
    const { api, asked } = fakeApi();
    const actors = sessionActors(deps(api));
    const user = createActor(actors.loadUserInfo, { input: { accessToken: 'T' } }).start();
    expect([...asked].sort()).toEqual(['/api/app/user/permissions', '/api/app/user/userinfo']);
    await toPromise(user);
    const permissions = createActor(actors.loadPermissions, { input: { accessToken: 'T' } });
    permissions.start();
    expect(await toPromise(permissions)).toEqual([{ name: 'Trade' }]);
    expect(asked).toHaveLength(2);
  });

  it('asks again for a later check of the same token', async () => {
    const { api, asked } = fakeApi();
    const actors = sessionActors(deps(api));
    for (let i = 0; i < 2; i++) {
      await toPromise(createActor(actors.loadUserInfo, { input: { accessToken: 'T' } }).start());
      await toPromise(createActor(actors.loadPermissions, { input: { accessToken: 'T' } }).start());
    }
    expect(asked).toHaveLength(4);
  });
});
