// Type-3 rounds the rolling-matching API tests trade in, made the way a teacher makes them.
import { call, expectContractOk, type ApiWorld } from './apiHarness';

/** Creates a type-3 round of the demo course (monthly, 2026, unless `body` says otherwise) and opens it. */
export async function openRollingRound(
  w: ApiWorld,
  body: Record<string, unknown>,
): Promise<number> {
  const { id } = expectContractOk<{ id: number }>(
    'createRound',
    await call(w.app, 'createRound', {
      token: w.tokens.teacher,
      body: { courseId: w.courseId, type: 3, cycle: 1, year: 2026, ...body },
    }),
  );
  await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id } });
  return id;
}
