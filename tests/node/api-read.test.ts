import { afterAll, beforeAll } from 'vitest';
import { openApiWorld, type ApiWorld } from './apiHarness';
import { readCases } from './apiCases';
import { describeApiCases } from './apiCaseRunner';

let w: ApiWorld;
beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

describeApiCases(
  readCases,
  () => w,
  async (c, world) => {
    if (c.op !== 'getUserCoursesByUser') return undefined;
    // The caller's own id, read from userinfo.
    const info = (
      await world.app.inject({
        url: '/api/app/user/userinfo',
        headers: { authorization: `Bearer ${world.tokens.seller}` },
      })
    ).json() as { id: string };
    return { token: world.tokens.seller, params: { userId: info.id } };
  },
);
