import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { requireIdentity } from '../auth/identity';
import document from '../../src/api/openapi.gen.json' with { type: 'json' };
import type { operations } from '../../src/api/schema.gen';
import { inlineRefs, SCHEMA_SERIALIZED, serializationProbe } from './responseSchemas';

/** Id of the bundled contract inside the Ajv instances; `$ref`s are rewritten to point into it. */
const contractId = 'contract';

/** An operation id of the contract. */
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer R } } ? R : undefined;
type ParamsPart<K extends OperationId, P extends string> = operations[K]['parameters'] extends {
  [key in P]?: infer V;
}
  ? undefined extends V
    ? Exclude<V, undefined>
    : V
  : never;

/** The 200 (or 201) response body the contract declares for an operation. */
export type ResponseOf<K extends OperationId> = operations[K]['responses'] extends { 200: infer R }
  ? JsonOf<R>
  : operations[K]['responses'] extends { 201: infer R }
    ? JsonOf<R>
    : undefined;

/** The JSON request body of an operation. */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer B }
  ? JsonOf<Exclude<B, undefined>>
  : undefined;

/** Request shape of an operation as a handler sees it after validation. */
export interface ContractRequest<K extends OperationId> {
  Params: ParamsPart<K, 'path'> extends never ? Record<string, never> : ParamsPart<K, 'path'>;
  Querystring: ParamsPart<K, 'query'> extends never
    ? Record<string, never>
    : ParamsPart<K, 'query'>;
  Body: BodyOf<K>;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: object;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

interface Located {
  method: HTTPMethods;
  url: string;
  operation: OperationObject;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const paths = document.paths as unknown as Record<string, Record<string, OperationObject>>;

/** Every operation of the contract by id: method, Fastify URL (`{id}` → `:id`) and definition. */
const byId = new Map<string, Located>();
for (const [path, item] of Object.entries(paths)) {
  for (const method of methods) {
    const operation = item[method];
    if (operation?.operationId) {
      byId.set(operation.operationId, {
        method: method.toUpperCase() as HTTPMethods,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        operation,
      });
    }
  }
}

/** Points `#/components/...` references at the contract registered in Ajv. */
function rebase<T>(schema: T): T {
  return JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${contractId}#/`),
  ) as T;
}

function newAjv(coerce: boolean): Ajv2020 {
  // Query and path values arrive as text: coerce them to the declared integer/boolean types.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats.default(ajv);
  for (const name of ['int32', 'int64']) {
    ajv.addFormat(name, { type: 'number', validate: (n: number) => Number.isInteger(n) });
  }
  for (const name of ['float', 'double'])
    ajv.addFormat(name, { type: 'number', validate: () => true });
  ajv.addSchema({ $id: contractId, components: document.components }, contractId);
  return ajv;
}

const textAjv = newAjv(true);
const bodyAjv = newAjv(false);

function objectOf(parameters: ParameterObject[], where: 'path' | 'query'): object | undefined {
  const list = parameters.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, rebase(p.schema ?? {})])),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
}

/** Finds an operation of the contract or throws (a typo in a route is a start-up error). */
export function operationOf(operationId: string): Located {
  const found = byId.get(operationId);
  if (!found) throw new Error(`契约中没有操作 ${operationId}`);
  return found;
}

/** A handler of a contract operation: returns the response body, or undefined for 204. */
export type ContractHandler<K extends OperationId> = (
  request: FastifyRequest<ContractRequest<K>>,
) => Promise<ResponseOf<K>>;

/**
 * Registers the route of a contract operation with its path, query and body schemas compiled by
 * Ajv 2020-12, so a bad request is answered 400 (with validationErrors naming the fields) before
 * the handler runs. The method and URL come from the contract, never typed twice.
 */
export function contractRoute<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  handler: ContractHandler<K>,
): void {
  const { method, url, operation } = operationOf(operationId);
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const validators: Partial<Record<'params' | 'querystring' | 'body', ValidateFunction>> = {};
  const params = objectOf(parameters, 'path');
  const query = objectOf(parameters, 'query');
  if (params) validators.params = textAjv.compile(params);
  if (query) validators.querystring = textAjv.compile(query);
  if (bodySchema) validators.body = bodyAjv.compile(rebase(bodySchema));
  const responseSchema = SCHEMA_SERIALIZED.has(operationId)
    ? operation.responses?.['200']?.content?.['application/json']?.schema
    : undefined;
  const schema = {
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(bodySchema ? { body: bodySchema } : {}),
    // Fastify's default serializer compiles it with fast-json-stringify for the 200 answers.
    ...(responseSchema ? { response: { 200: inlineRefs(responseSchema) } } : {}),
  };
  app.route<ContractRequest<K>>({
    method,
    url,
    schema,
    // Unauthenticated callers get 401 before their input is judged, as ABP answers.
    ...(operation.security?.length === 0
      ? {}
      : {
          preValidation: async (request: FastifyRequest) => {
            requireIdentity(request);
          },
        }),
    // Each part was compiled above with the right Ajv; Fastify only looks the function up.
    validatorCompiler: ({ httpPart }) => {
      const validate = validators[httpPart as keyof typeof validators];
      return validate ?? (() => true);
    },
    handler: async (request, reply) => {
      const result = await handler(request);
      if (result === undefined) return reply.code(204).send();
      if (responseSchema && serializationProbe.observe) {
        const serialize = reply.getSerializationFunction('200');
        if (serialize) serializationProbe.observe(operationId, result, serialize(result));
      }
      return result;
    },
  });
}

/** Compiles the contract's response schema of an operation and status, for tests. */
export function responseValidator(operationId: OperationId, status = 200): ValidateFunction {
  const { operation } = operationOf(operationId);
  const schema = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`契约中 ${operationId} 没有 ${status} 的 JSON 响应`);
  return bodyAjv.compile(rebase(schema));
}
