import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../src/api/openapi.gen.json';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { contractHandlers } from '../../src/api/testing/handlers';
import { apiHttp, testApiBaseUrl } from '../../src/api/testing/http';
import { createTestClient } from './apiTestClient';

const server = setupServer(...contractHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('test kit: msw handlers for the whole contract', () => {
  it('answers a typed client call with the example fixture of its schema', async () => {
    const { client } = createTestClient();
    const { data } = await client.GET('/api/app/roundApi/byCourse/{id}', {
      params: { path: { id: 101 } },
    });
    expect(data).toEqual(responseFixtures.RoundListResult);
  });

  it('routes a literal path before a parameterised sibling (/roundApi/list vs /roundApi/{id})', async () => {
    const { client } = createTestClient();
    const list = await client.GET('/api/app/roundApi/list', {
      params: { query: { courseId: 101 } },
    });
    const one = await client.GET('/api/app/roundApi/{id}', { params: { path: { id: 2001 } } });
    expect(list.data).toEqual(responseFixtures.RoundListResult);
    expect(one.data).toEqual(responseFixtures.Round);
  });

  it('answers every operation of the contract (200 with a body, or 204)', async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(
      contract.paths as Record<string, Record<string, unknown>>,
    )) {
      for (const method of ['get', 'put', 'post', 'delete'].filter((m) => m in item)) {
        const url = `${testApiBaseUrl}${path.replace(/\{\w+\}/g, '1')}`;
        const response = await fetch(url, { method: method.toUpperCase() });
        if (response.status !== 200 && response.status !== 204)
          failures.push(`${method} ${path} ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a test override one call with a typed handler', async () => {
    server.use(
      apiHttp.get('/api/app/user/userinfo', ({ response }) =>
        response(200).json({ ...responseFixtures.UserInfo, isNewUser: true }),
      ),
    );
    const { client } = createTestClient();
    const { data } = await client.GET('/api/app/user/userinfo');
    expect(data?.isNewUser).toBe(true);
    server.resetHandlers();
  });
});
