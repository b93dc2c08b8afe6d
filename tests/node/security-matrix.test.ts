import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApiWorld, type ApiWorld } from './apiHarness';
import {
  sampleRequest,
  servedOperations,
  type ContractOperation,
  type WorldIds,
} from './contractOperations';

// The authorisation matrix, generated from the contract: every operation × anonymous, a trainee
// of the enterprise named, a trainee of another enterprise, a trainee and a teacher of no course
// of the demo (another course's people), and the course's teacher. Operations no route serves yet
// are listed and skipped (other engineers are adding them). Rules (server/domain/access.ts):
// - anonymous → 401 on every operation that needs a login;
// - people of another course → 403 or 404 on every operation that names the demo course, round
//   or enterprise;
// - a trainee → 403 (or 404) on every teacher (admin) operation;
// - a trainee naming another trainee's enterprise → 403/404 (or 400 when it is not a party);
// - a trainee naming a hidden round → 404 (403 on teacher operations);
// - the course's teacher and the own-enterprise trainee are never refused as anonymous (401) on
//   reads, and nobody ever gets a 5xx.
// Writes are only sent to callers who must be refused, so the world does not change under the matrix.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let w: ApiWorld;
let ids: (enterpriseId: number, roundId?: number) => WorldIds;
let served: ContractOperation[] = [];
let unserved: ContractOperation[] = [];
beforeAll(async () => {
  w = await openApiWorld();
  const user = await w.db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', 'trainee1')
    .executeTakeFirstOrThrow();
  ids = (enterpriseId, roundId = w.roundId) => ({
    courseId: w.courseId,
    roundId,
    enterpriseId,
    sceneId: w.sceneId,
    userId: user.id,
  });
  ({ served, unserved } = servedOperations(w.app));
  // Registration closed, so the outsider's registerCourse is refused like every other call of theirs
  // (an open course would let them join and change the rest of the matrix).
  await w.db
    .updateTable('course_argument')
    .set({ value: '0' })
    .where('courseId', '=', w.courseId)
    .where('name', '=', 'OpenRegistration')
    .execute();
});
afterAll(() => w.dispose());

const names = (op: ContractOperation, key: 'courseId' | 'roundId' | 'enterpriseId'): boolean =>
  op.parameters.some(
    (p) =>
      p.name === key ||
      (p.name === 'id' &&
        { courseId: /课程/, roundId: /轮次/, enterpriseId: /企业/ }[key].test(p.description ?? '')),
  ) || JSON.stringify(op.body ?? {}).includes(`"${key}"`);

const isAdminOp = (op: ContractOperation) => op.tag === 'admin';
const isRead = (op: ContractOperation) => op.method === 'GET';

/** A case of the matrix: who calls which operation with which world ids, and what is allowed. */
interface Case {
  op: ContractOperation;
  who: string;
  token?: string;
  ids: WorldIds;
  allowed: number[];
}

function casesOf(op: ContractOperation): Case[] {
  const list: Case[] = [];
  const own = ids(w.sellerId);
  if (!op.anonymous) list.push({ op, who: '匿名', ids: own, allowed: [401] });
  if (op.anonymous) return list;
  const scoped = names(op, 'courseId') || names(op, 'roundId') || names(op, 'enterpriseId');
  if (scoped) {
    list.push({
      op,
      who: '其他课程的学员',
      token: w.tokens.outsider,
      ids: own,
      allowed: [403, 404],
    });
    list.push({
      op,
      who: '其他课程的教师',
      token: w.tokens.otherTeacher,
      ids: own,
      allowed: [403, 404],
    });
  }
  if (isAdminOp(op)) {
    list.push({
      op,
      who: '本企业学员（教师操作）',
      token: w.tokens.seller,
      ids: own,
      allowed: [403, 404],
    });
  }
  if (names(op, 'enterpriseId') && !isAdminOp(op)) {
    // A trainee naming the other trainee's enterprise: refused, or 400 when it cannot be a party.
    list.push({
      op,
      who: '他企业学员',
      token: w.tokens.buyer,
      ids: ids(w.sellerId),
      allowed: [400, 403, 404],
    });
  }
  if (names(op, 'roundId') && w.hiddenRoundId) {
    list.push({
      op,
      who: '学员（隐藏轮次）',
      token: w.tokens.seller,
      ids: ids(w.sellerId, w.hiddenRoundId),
      // Teacher operations may refuse the trainee (403) before looking at the round.
      allowed: isAdminOp(op) || !isRead(op) ? [403, 404] : [400, 404],
    });
  }
  if (isRead(op)) {
    const notRefused = [200, 204, 400, 403, 404].filter((s) => s !== 403 || !isAdminOp(op));
    list.push({ op, who: '本课程教师', token: w.tokens.teacher, ids: own, allowed: notRefused });
    list.push({
      op,
      who: '本企业学员',
      token: w.tokens.seller,
      ids: own,
      allowed: isAdminOp(op) ? [403, 404] : [200, 204, 400, 403, 404],
    });
  }
  return list;
}

describe('authorisation matrix from the contract', () => {
  it('lists the operations no route serves yet (skipped, not failed)', () => {
    console.log(
      `matrix: ${served.length} served, ${unserved.length} not served yet: ${unserved.map((o) => o.id).join(', ')}`,
    );
    expect(served.length).toBeGreaterThan(50);
  });

  it('answers every served operation × caller by the access rules', async () => {
    const failures: string[] = [];
    let count = 0;
    for (const op of served) {
      for (const c of casesOf(op)) {
        count += 1;
        const request = sampleRequest(op, c.ids);
        const response = await w.app.inject({
          method: request.method,
          url: request.url,
          headers: {
            ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
        });
        if (!c.allowed.includes(response.statusCode)) {
          failures.push(
            `${op.id} ${c.who}: ${response.statusCode} (应为 ${c.allowed.join('/')}) ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    console.log(`matrix: ${count} cases`);
    expect(failures).toEqual([]);
  });
});
