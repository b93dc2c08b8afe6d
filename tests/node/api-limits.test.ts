import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, expectAbpError, openApiWorld, type ApiWorld } from './apiHarness';
import { contractOperations, sampleValue } from './contractOperations';

// The inputs an attacker's probe found accepted or answered 500 (issue 14, item 5): each is now a
// 400 with a Chinese message naming the field, and nothing is stored.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let w: ApiWorld;
let roundBody: Record<string, unknown>;
beforeAll(async () => {
  w = await openApiWorld();
  const op = contractOperations.find((o) => o.id === 'createRound');
  roundBody = sampleValue(op?.body ?? {}, {
    courseId: w.courseId,
    roundId: w.roundId,
    enterpriseId: w.sellerId,
    sceneId: w.sceneId,
    userId: '',
  }) as Record<string, unknown>;
});
afterAll(() => w.dispose());

describe('limits the server enforces', () => {
  it.each([
    ['year', 275_761],
    ['year', 1e308],
    ['month', 0],
    ['priceMinuteEnd', -5],
    ['viewMinuteEnd', 1e308],
  ])('createRound and updateRound refuse %s = %s with a Chinese 400', async (field, value) => {
    const before = await w.db.selectFrom('round').select('id').execute();
    const created = expectAbpError(
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: { ...roundBody, [field]: value },
      }),
      400,
    );
    expect(created.members).toContain(field);
    expect(created.message).toMatch(/[\u4e00-\u9fff]/);
    const updated = expectAbpError(
      await call(w.app, 'updateRound', {
        token: w.tokens.teacher,
        params: { id: w.roundId },
        body: { ...roundBody, [field]: value },
      }),
      400,
    );
    expect(updated.members).toContain(field);
    expect(await w.db.selectFrom('round').select('id').execute()).toEqual(before);
  });

  it('refuses a 1 MB notice', async () => {
    const response = await call(w.app, 'publishNotice', {
      token: w.tokens.teacher,
      body: {
        courseId: w.courseId,
        roundId: 0,
        month: 3,
        announcementContent: 'x'.repeat(1_000_000),
      },
    });
    const { members } = expectAbpError(response, 400);
    expect(members).toContain('announcementContent');
  });
});
