// The hot routes' answers are written by fast-json-stringify from the contract's response schemas, which
// writes only the properties a schema names and coerces values to the declared types. For each such
// route this checks, on real answers of the demo world, that the written text says exactly what
// JSON.stringify of the same value says: no field dropped, renamed or changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../server/http/contract';
import { SCHEMA_SERIALIZED, serializationProbe } from '../../server/http/responseSchemas';
import { call, expectContractOk, openApiWorld, type ApiWorld, type Call } from './apiHarness';

let w: ApiWorld;
let unitId: number;
const seen: Array<{ operationId: OperationId; value: unknown; text: string }> = [];

beforeAll(async () => {
  w = await openApiWorld();
  unitId =
    (
      await w.db
        .selectFrom('generator_unit')
        .select('id')
        .where('enterpriseId', '=', w.sellerId)
        .orderBy('id')
        .executeTakeFirst()
    )?.id ?? 0;
  serializationProbe.observe = (operationId, value, text) =>
    seen.push({ operationId, value, text });
}, 120_000);
afterAll(async () => {
  delete serializationProbe.observe;
  await w.dispose();
});

/** Calls of every schema-serialised route, by a trainee and by the teacher. */
const calls = (): Array<[OperationId, Call]> => {
  const trainee = w.tokens.seller;
  const teacher = w.tokens.teacher;
  const list: Array<[OperationId, Call]> = [];
  for (const token of [trainee, teacher]) {
    list.push(['getCourse', { token, params: { id: w.courseId } }]);
    list.push(['getRoundsByCourse', { token, params: { id: w.courseId } }]);
    list.push(['getCourseAnnouncementList', { token, query: { courseId: w.courseId, month: 3 } }]);
  }
  list.push([
    'getMyEnterprises',
    { token: trainee, query: { courseId: w.courseId, roundId: w.roundId } },
  ]);
  list.push(['getListingQuota', { token: trainee, query: { roundId: w.roundId } }]);
  list.push([
    'submitCenterTradeBids',
    {
      token: trainee,
      body: {
        roundId: w.roundId,
        enterpriseId: w.sellerId,
        direction: 1,
        bids: [
          { unitId, objId: 1, price: 380.5, volume: 200 },
          { unitId, objId: 3, price: 355, volume: 150.25 },
        ],
      },
    },
  ]);
  return list;
};

describe('schema-serialised answers of the hot routes', () => {
  it('covers every listed operation', () => {
    expect(new Set(calls().map(([id]) => id))).toEqual(SCHEMA_SERIALIZED);
  });

  it('write the same JSON as JSON.stringify of the value, and the client reads what the contract says', async () => {
    for (const [operationId, c] of calls()) {
      seen.length = 0;
      const response = await call(w.app, operationId, c);
      const body = expectContractOk(operationId, response);
      expect(
        seen.map((s) => s.operationId),
        operationId,
      ).toEqual([operationId]);
      const { value, text } = seen[0] ?? { value: undefined, text: '' };
      // Parsed, so only the order of properties may differ; everything else must be equal.
      const expected: unknown = JSON.parse(JSON.stringify(value));
      expect(JSON.parse(text), operationId).toStrictEqual(expected);
      expect(body, operationId).toStrictEqual(expected);
      expect(text.length, operationId).toBe(JSON.stringify(value).length);
    }
  });
});
