import { describe, expect, it } from 'vitest';
import type { ApiCase } from './apiCases';
import { call, expectAbpError, expectContractOk, type ApiWorld, type Call } from './apiHarness';

/**
 * The checks of each case: the happy path matches the contract, no token gets 401, bad input gets
 * 400 naming the field, the wrong course, role or enterprise gets 403. `happy` may replace a case's
 * good call (when it needs data read at run time).
 */
export function describeApiCases(
  cases: ApiCase[],
  world: () => ApiWorld,
  happy?: (c: ApiCase, w: ApiWorld) => Promise<Call | undefined>,
): void {
  describe.each(cases)('$op', (c) => {
    it('answers the happy path with a body matching the contract', async () => {
      const w = world();
      const request = (await happy?.(c, w)) ?? c.ok(w);
      expectContractOk(c.op, await call(w.app, c.op, request));
    });

    it('answers 401 without a token', async () => {
      const { token: _token, ...anonymous } = c.ok(world());
      expectAbpError(await call(world().app, c.op, anonymous), 401);
    });
  });

  // Only the operations that take input or private data have these cases; listing them apart keeps
  // the report free of skipped tests.
  describe.each(cases.filter((c) => c.bad))('$op with bad input', (c) => {
    it('answers 400 naming the bad field', async () => {
      const { member, ...request } = c.bad?.(world()) ?? { member: '' };
      const error = expectAbpError(await call(world().app, c.op, request), 400);
      expect(error.members.join(',')).toContain(member);
    });
  });

  describe.each(cases.filter((c) => c.forbidden))('$op for another party', (c) => {
    it('answers 403 to the wrong course, role or enterprise', async () => {
      const request = c.forbidden?.(world()) ?? {};
      expectAbpError(await call(world().app, c.op, request), 403);
    });
  });
}
