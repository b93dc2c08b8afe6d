import { describe, expect, it } from 'vitest';
import { contract, operationsOf } from './contractDoc';

type Json = Record<string, unknown>;
const doc = contract();
const operations = operationsOf(doc);
const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, Json>;
const verbs = [
  'get',
  'create',
  'update',
  'delete',
  'change',
  'switch',
  'copy',
  'register',
  'signup',
  'save',
  'submit',
  'build',
  'execute',
  'set',
  'place',
  'cancel',
  'open',
  'close',
  'stop',
  'run',
  'settle',
  'publish',
  'answer',
  'withdraw',
  'start',
];
const noAuth = new Set([
  '/connect/token',
  '/api/abp/application-configuration',
  '/api/version/current',
  '/api/version/tokenName',
]);

// Walks every schema object under a node, calling visit on each.
function walkSchemas(
  node: unknown,
  visit: (schema: Json, where: string) => void,
  where: string,
): void {
  if (Array.isArray(node)) node.forEach((n, i) => walkSchemas(n, visit, `${where}/${i}`));
  else if (typeof node === 'object' && node !== null) {
    const schema = node as Json;
    visit(schema, where);
    for (const [key, value] of Object.entries(schema)) walkSchemas(value, visit, `${where}/${key}`);
  }
}

describe('contract conventions', () => {
  it('is OpenAPI 3.1 with a bearer JWT scheme applied by default', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect((doc.components as Json).securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
  });

  it('operation ids are unique lowerCamelCase and start with a verb', () => {
    const ids = operations.map(({ operation }) => String(operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const bad = ids.filter(
      (id) => !/^[a-z][a-zA-Z0-9]*$/.test(id) || !verbs.some((v) => id.startsWith(v)),
    );
    expect(bad).toEqual([]);
  });

  it('every operation has one tag, a Chinese summary and a 2xx response', () => {
    const tagNames = new Set(((doc.tags ?? []) as Json[]).map((t) => t.name));
    for (const { method, path, operation } of operations) {
      const label = `${method} ${path}`;
      expect(operation.tags, label).toHaveLength(1);
      expect(tagNames.has((operation.tags as string[])[0]), label).toBe(true);
      expect(String(operation.summary), label).toMatch(/[\u4e00-\u9fff]/);
      const codes = Object.keys(operation.responses as Json);
      expect(
        codes.some((c) => c === '200' || c === '204'),
        label,
      ).toBe(true);
      const ok = (operation.responses as Record<string, Json>)['200'];
      if (ok) expect(ok.content, label).toBeDefined();
    }
  });

  it('only the token, application-configuration and version calls skip the bearer token', () => {
    const open = operations.filter(
      ({ operation }) =>
        Array.isArray(operation.security) && (operation.security as unknown[]).length === 0,
    );
    expect(open.map(({ path }) => path).sort()).toEqual([...noAuth].sort());
  });

  it('every ABP app path lies under /api/app/ and errors use the ABP error shape', () => {
    for (const { path } of operations) {
      if (!noAuth.has(path)) expect(path).toMatch(/^\/api\/app\//);
    }
    expect(schemas.RemoteServiceErrorResponse?.required).toEqual(['error']);
    const info = schemas.RemoteServiceErrorInfo?.properties as Json;
    expect(Object.keys(info)).toEqual(
      expect.arrayContaining(['code', 'message', 'details', 'validationErrors']),
    );
  });

  it('every list result is { items, totalCount }', () => {
    const lists = Object.entries(schemas).filter(([name]) => name.endsWith('ListResult'));
    expect(lists.length).toBeGreaterThan(30);
    for (const [name, schema] of lists) {
      expect(schema.required, name).toEqual(['items', 'totalCount']);
    }
  });

  it('every property of every schema has a description, and enums describe their codes', () => {
    const missing: string[] = [];
    walkSchemas(
      doc,
      (schema, where) => {
        if (schema.properties && typeof schema.properties === 'object') {
          for (const [key, prop] of Object.entries(schema.properties as Record<string, Json>)) {
            if (typeof prop.description !== 'string' || !/[\u4e00-\u9fff]/.test(prop.description))
              missing.push(`${where}/${key}`);
          }
        }
        if (Array.isArray(schema.enum)) {
          expect(schema.description, where).toMatch(/[\u4e00-\u9fff]/);
          expect(schema['x-enum-descriptions'], where).toHaveLength(schema.enum.length);
        }
      },
      '#',
    );
    expect(missing).toEqual([]);
  });

  it('the teacher operations are tagged admin', () => {
    const admin = operations
      .filter(({ operation }) => (operation.tags as string[])[0] === 'admin')
      .map(({ operation }) => operation.operationId);
    expect(admin).toEqual(
      expect.arrayContaining([
        'createCourse',
        'updateCourse',
        'getSceneList',
        'createRound',
        'updateRound',
        'openRound',
        'stopQuotation',
        'runClearing',
        'settleCourse',
        'publishNotice',
        'updateNotice',
        'deleteNotice',
        'buildQuestions',
        'getCourseGrades',
        'getDeclarationStatus',
      ]),
    );
  });

  it('numeric prices, volumes and money name their unit (元/MWh, MWh or MW, 元)', () => {
    const rules: Array<[RegExp, RegExp]> = [
      [/price$/i, /元\/MWh|元\/吨/],
      [/volume$/i, /MWh|MW/],
      [/money$/i, /元/],
      [
        /^(capacity|limit|upper|lower|flow|maxLoad|minOutput|initialOutput|loadMin|loadMax|min|max)$/,
        /MW|元/,
      ],
    ];
    const missing: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        const numeric = [prop.type].flat().includes('number');
        const rule = rules.find(([pattern]) => pattern.test(key));
        if (numeric && rule && !rule[1].test(String(prop.description)))
          missing.push(`${name}.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
