import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { openApiWorld, type ApiWorld } from './apiHarness';
import {
  resolve,
  sampleParameters,
  sampleValue,
  servedOperations,
  urlOf,
  type ContractOperation,
  type Schema,
  type WorldIds,
} from './contractOperations';

// Contract-driven fuzz: every served operation gets malformed input (wrong types, huge numbers,
// long strings, big arrays, bad JSON) as the course's teacher, who passes the permission checks,
// so the input reaches validation. Every answer must be a 4xx in the ABP error shape with a Chinese
// message; never a 5xx. The mutations break the contract, so no handler runs and nothing changes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let w: ApiWorld;
let ids: WorldIds;
let served: ContractOperation[] = [];
beforeAll(async () => {
  w = await openApiWorld();
  const teacher = await w.db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', 'teacher')
    .executeTakeFirstOrThrow();
  ids = {
    courseId: w.courseId,
    roundId: w.roundId,
    enterpriseId: w.sellerId,
    sceneId: w.sceneId,
    userId: teacher.id,
  };
  served = servedOperations(w.app).served.filter((op) => !op.formBody);
});
afterAll(() => w.dispose());

const longText = 'x'.repeat(30_000);

/** A named bad input for one operation. */
interface Mutation {
  label: string;
  url: string;
  payload?: string;
}

function typesOf(schema: Schema): string[] {
  const s = resolve(schema);
  if (s.enum) return ['enum'];
  return (Array.isArray(s.type) ? s.type : [s.type ?? 'object']).filter((t) => t !== 'null');
}

/** Values that break a schema of the given kind. */
function badValues(schema: Schema): Array<[string, unknown]> {
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
    case 'number':
      return [
        ['文本', 'abc'],
        ['极大数', 1e308],
        ['极小数', -1e308],
        ['对象', { a: 1 }],
      ];
    case 'enum':
      return [['越界枚举', 987_654_321]];
    case 'boolean':
      return [['数组', [1, 2]]];
    case 'string':
      return [
        ['超长文本', longText],
        ['数字', 12345],
      ];
    case 'array': {
      const s = resolve(schema);
      return [
        ['超大数组', Array.from({ length: 5_000 }, () => sampleValue(s.items ?? {}, ids))],
        ['非数组', 'abc'],
      ];
    }
    default:
      return [
        ['数组代替对象', [1]],
        ['文本代替对象', 'abc'],
      ];
  }
}

/** Bad parameter values: only those the schema forbids (a text parameter takes any text). */
function badParameter(schema: Schema): Array<[string, string]> {
  const [type] = typesOf(schema);
  if (type === 'integer' || type === 'number')
    return [
      ['文本', 'abc'],
      ['极大数', '1e308'],
      ['负极大数', '-99999999999999999999'],
    ];
  if (type === 'enum') return [['越界枚举', '987654321']];
  if (type === 'boolean') return [['非布尔', 'maybe']];
  if (type === 'string') return [['超长文本', 'x'.repeat(5_000)]];
  return [];
}

function mutationsOf(op: ContractOperation): Mutation[] {
  const values = sampleParameters(op, ids);
  const body = op.body ? (sampleValue(op.body, ids) as Record<string, unknown>) : undefined;
  const goodUrl = urlOf(op, values);
  const list: Mutation[] = [];
  for (const p of op.parameters) {
    for (const [label, value] of badParameter(p.schema)) {
      list.push({
        label: `参数 ${p.name}: ${label}`,
        url: urlOf(op, { ...values, [p.name]: value }),
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    }
  }
  if (op.body) {
    list.push({ label: '无效 JSON', url: goodUrl, payload: '{"a":' });
    list.push({ label: '空正文', url: goodUrl, payload: '' });
    const schema = resolve(op.body);
    for (const [label, value] of badValues(op.body)) {
      list.push({ label: `正文: ${label}`, url: goodUrl, payload: JSON.stringify(value) });
    }
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, propSchema] of Object.entries(schema.properties ?? {})) {
        for (const [label, value] of badValues(propSchema)) {
          list.push({
            label: `字段 ${key}: ${label}`,
            url: goodUrl,
            payload: JSON.stringify({ ...body, [key]: value }),
          });
        }
      }
    }
  }
  return list;
}

function expectCleanClientError(response: LightMyRequestResponse, label: string): void {
  expect(
    response.statusCode,
    `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const body = response.json() as { error?: { message?: unknown; validationErrors?: unknown } };
  expect(typeof body.error?.message, label).toBe('string');
  expect(String(body.error?.message), label).toMatch(/[\u4e00-\u9fff]/);
  expect(String(body.error?.message), label).not.toMatch(/FST_|must be|should be/);
}

describe('malformed input never causes a 5xx', () => {
  it('answers every mutation of every served operation with a Chinese 4xx', async () => {
    let cases = 0;
    const failures: string[] = [];
    for (const op of served) {
      for (const m of mutationsOf(op)) {
        cases += 1;
        const response = await w.app.inject({
          method: op.method,
          url: m.url,
          headers: {
            authorization: `Bearer ${w.tokens.teacher}`,
            ...(m.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(m.payload === undefined ? {} : { payload: m.payload }),
        });
        try {
          expectCleanClientError(response, `${op.id} ${m.label}`);
        } catch (error) {
          failures.push((error as Error).message.split('\n')[0] ?? '');
        }
      }
    }
    console.log(`fuzz: ${served.length} served operations, ${cases} malformed requests`);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(500);
  });

  it('refuses 3,300 bids in one request with 400 (the SQLite variable limit gave 500)', async () => {
    const op = served.find((o) => o.id === 'submitCenterTradeBids');
    expect(op).toBeDefined();
    if (!op) return;
    const body = sampleValue(op.body ?? {}, ids) as { bids: unknown[] };
    const bid = body.bids[0];
    const response = await w.app.inject({
      method: op.method,
      url: urlOf(op, sampleParameters(op, ids)),
      headers: { authorization: `Bearer ${w.tokens.seller}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, bids: Array.from({ length: 3_300 }, () => bid) }),
    });
    expectCleanClientError(response, 'submitCenterTradeBids 3300');
    expect(response.statusCode).toBe(400);
  });
});
