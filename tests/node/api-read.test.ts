import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { readCases } from './apiCases';

let w: ApiWorld;
beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

describe.each(readCases)('$op', (c) => {
  it('answers the happy path with a body matching the contract', async () => {
    let request = c.ok(w);
    if (c.op === 'getUserCoursesByUser') {
      // The caller's own id, read from userinfo.
      const info = (
        await w.app.inject({
          url: '/api/app/user/userinfo',
          headers: { authorization: `Bearer ${w.tokens.seller}` },
        })
      ).json() as { id: string };
      request = { token: w.tokens.seller, params: { userId: info.id } };
    }
    expectContractOk(c.op, await call(w.app, c.op, request));
  });

  it('answers 401 without a token', async () => {
    const { token: _token, ...anonymous } = c.ok(w);
    expectAbpError(await call(w.app, c.op, anonymous), 401);
  });
});

// Only the operations that take input or private data have these cases; listing them apart keeps the
// report free of skipped tests.
describe.each(readCases.filter((c) => c.bad))('$op with bad input', (c) => {
  it('answers 400 naming the bad field', async () => {
    const { member, ...request } = c.bad?.(w) ?? { member: '' };
    const error = expectAbpError(await call(w.app, c.op, request), 400);
    expect(error.members.join(',')).toContain(member);
  });
});

describe.each(readCases.filter((c) => c.forbidden))('$op for another party', (c) => {
  it('answers 403 to the wrong course, role or enterprise', async () => {
    const request = c.forbidden?.(w) ?? {};
    expectAbpError(await call(w.app, c.op, request), 403);
  });
});
