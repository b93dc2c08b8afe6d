// Response schemas for the hot routes, so Fastify writes their answers with fast-json-stringify (code
// generated from the schema) instead of JSON.stringify. Only listed operations get one: fast-json-stringify
// writes only the properties a schema names, so every listed operation has a test comparing its written
// answer with JSON.stringify of the same value (tests/node/api-response-schemas.test.ts).
import document from '../../src/api/openapi.gen.json' with { type: 'json' };
import type { OperationId } from './contract';

/** The calls every trainee's pages make again and again (bench/apiLoad.bench.ts). */
export const SCHEMA_SERIALIZED: ReadonlySet<OperationId> = new Set<OperationId>([
  'getCourse',
  'getRoundsByCourse',
  'getMyEnterprises',
  'getCourseAnnouncementList',
  'getListingQuota',
  'submitCenterTradeBids',
]);

const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
const LOCAL_REF = '#/components/schemas/';

/**
 * `schema` with every `#/components/schemas/...` reference replaced by the schema it names (its
 * siblings, e.g. a description, kept), so the serializer needs no shared schemas. Throws on a cycle.
 */
export function inlineRefs(schema: unknown, path: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, path));
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref, ...rest } = schema as { $ref?: unknown } & Record<string, unknown>;
  const inlined = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineRefs(value, path)]),
  );
  if (typeof $ref !== 'string') return inlined;
  if (!$ref.startsWith(LOCAL_REF)) throw new Error(`无法内联的引用 ${$ref}`);
  const name = $ref.slice(LOCAL_REF.length);
  if (path.includes(name)) throw new Error(`循环引用 ${[...path, name].join(' → ')}`);
  const target = schemas[name];
  if (target === undefined) throw new Error(`契约中没有 ${name}`);
  return { ...(inlineRefs(target, [...path, name]) as object), ...inlined };
}

/** Test hook: sees each schema-serialised answer's value and the text written for it. */
export const serializationProbe: {
  observe?: (operationId: OperationId, value: unknown, text: string) => void;
} = {};
