// The contract's operations as data, for the generated security suites (authorisation matrix and
// malformed-input fuzz): method, URL, parameters, body schema, and sample values that pass the
// contract, filled from the demo world (course, round, enterprise ids) by what each value means.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import document from '../../src/api/openapi.gen.json' with { type: 'json' };

/** A JSON schema as the bundled contract spells it. */
export type Schema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

/** A parameter of an operation. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: Schema;
}

/** One operation of the contract. */
export interface ContractOperation {
  id: string;
  method: HTTPMethods;
  /** Fastify URL pattern (`{id}` → `:id`). */
  url: string;
  path: string;
  tag: string;
  anonymous: boolean;
  parameters: Parameter[];
  body?: Schema;
  formBody: boolean;
}

const components = (document.components as { schemas: Record<string, Schema> }).schemas;
const paths = document.paths as unknown as Record<string, Record<string, Record<string, unknown>>>;

/** Follows a `$ref` into the contract's components. */
export function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref) {
    const name = s.$ref.split('/').pop() ?? '';
    s = { ...components[name], ...s, $ref: undefined } as Schema;
    if (s.$ref === undefined) break;
  }
  return s;
}

/** Every operation of the contract, in document order. */
export const contractOperations: ContractOperation[] = Object.entries(paths).flatMap(
  ([path, item]) =>
    (['get', 'post', 'put', 'delete', 'patch'] as const).flatMap((method) => {
      const op = item[method] as
        | {
            operationId: string;
            tags?: string[];
            security?: unknown[];
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        | undefined;
      if (!op) return [];
      const content = op.requestBody?.content ?? {};
      return [
        {
          id: op.operationId,
          method: method.toUpperCase() as HTTPMethods,
          url: path.replace(/\{([^}]+)\}/g, ':$1'),
          path,
          tag: op.tags?.[0] ?? '',
          anonymous: op.security?.length === 0,
          parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
          body: content['application/json']?.schema,
          formBody: 'application/x-www-form-urlencoded' in content,
        },
      ];
    }),
);

/** Splits the operations into those the app serves and those no route serves yet. */
export function servedOperations(app: FastifyInstance): {
  served: ContractOperation[];
  unserved: ContractOperation[];
} {
  const served: ContractOperation[] = [];
  const unserved: ContractOperation[] = [];
  for (const op of contractOperations) {
    (app.hasRoute({ method: op.method, url: op.url }) ? served : unserved).push(op);
  }
  return { served, unserved };
}

/** The ids a sample call fills in: what a parameter or property named so stands for. */
export interface WorldIds {
  courseId: number;
  roundId: number;
  enterpriseId: number;
  sceneId: number;
  userId: string;
}

/** What an integer named `name` (described as `description`) means, by name and description. */
function meaning(name: string, description = ''): keyof WorldIds | undefined {
  if (name === 'courseId' || name === 'course' || (name === 'id' && /课程/.test(description)))
    return 'courseId';
  if (name === 'roundId' || (name === 'id' && /轮次/.test(description))) return 'roundId';
  if (name === 'enterpriseId' || (name === 'id' && /企业/.test(description))) return 'enterpriseId';
  if (name === 'sceneId') return 'sceneId';
  if (name === 'userId') return 'userId';
  return undefined;
}

/** A value that passes the schema, with ids from the world where the name says what they mean. */
export function sampleValue(
  schema: Schema,
  ids: WorldIds,
  name = '',
  description = '',
  depth = 0,
): unknown {
  const s = resolve(schema);
  if (s.enum && s.enum.length > 0) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const variants = s.oneOf ?? s.anyOf;
  if (variants?.[0]) return sampleValue(variants[0], ids, name, description, depth + 1);
  if (s.allOf?.[0]) return sampleValue(s.allOf[0], ids, name, description, depth + 1);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const type = types.find((t) => t !== 'null') ?? 'object';
  const meant = meaning(name, s.description ?? description);
  switch (type) {
    case 'integer':
    case 'number': {
      if (meant && meant !== 'userId') return ids[meant];
      if (name === 'month') return 1;
      if (name === 'year') return 2026;
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), s.maximum ?? 1);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (meant === 'userId') return ids.userId;
      if (s.format === 'date-time') return '2026-03-01T00:00:00.000Z';
      if (s.format === 'date') return '2026-03-01';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      const text = '测试内容';
      return text
        .padEnd(Math.max(s.minLength ?? 1, text.length), '好')
        .slice(0, s.maxLength ?? 100);
    }
    case 'array': {
      if (depth > 6 || !s.items) return [];
      const count = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: count }, () =>
        sampleValue(s.items ?? {}, ids, name, '', depth + 1),
      );
    }
    default: {
      if (depth > 6) return {};
      const props = s.properties ?? {};
      return Object.fromEntries(
        (s.required ?? Object.keys(props))
          .filter((key) => props[key])
          .map((key) => [key, sampleValue(props[key] ?? {}, ids, key, '', depth + 1)]),
      );
    }
  }
}

/** A request for an operation: URL with path and query filled, and the JSON body, if any. */
export interface SampleRequest {
  method: HTTPMethods;
  url: string;
  body?: unknown;
}

/** Builds the URL of an operation from parameter values (query parameters only when given). */
export function urlOf(op: ContractOperation, values: Record<string, unknown>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in === 'query' && values[p.name] !== undefined) query.set(p.name, String(values[p.name]));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Parameter values that pass the contract: every required one and the ids among the optional. */
export function sampleParameters(op: ContractOperation, ids: WorldIds): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const p of op.parameters) {
    const meant = meaning(p.name, p.description);
    if (p.required || p.in === 'path' || meant) {
      values[p.name] = sampleValue(p.schema, ids, p.name, p.description);
    }
  }
  return values;
}

/** A request for the operation that passes the contract, filled with the world's ids. */
export function sampleRequest(op: ContractOperation, ids: WorldIds): SampleRequest {
  return {
    method: op.method,
    url: urlOf(op, sampleParameters(op, ids)),
    ...(op.body ? { body: sampleValue(op.body, ids) } : {}),
  };
}
