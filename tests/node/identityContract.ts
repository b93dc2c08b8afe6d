import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import document from '../../src/api/openapi.gen.json' with { type: 'json' };

type Response = { $ref?: string; content?: Record<string, { schema?: object }> };
type Operation = { responses?: Record<string, Response> };

const sharedResponses = (document.components as { responses?: Record<string, Response> }).responses;

/** Follows a `#/components/responses/X` reference (the contract's shared error responses). */
function resolve(response: Response | undefined): Response | undefined {
  const name = response?.$ref?.replace('#/components/responses/', '');
  return name ? sharedResponses?.[name] : response;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const name of ['int32', 'int64']) {
  ajv.addFormat(name, { type: 'number', validate: (n: number) => Number.isInteger(n) });
}
ajv.addSchema({ $id: 'contract', components: document.components });

const paths = document.paths as unknown as Record<string, Record<string, Operation>>;

/**
 * Checks a response body against the contract's JSON schema for path, method and status
 * (Ajv 2020-12); returns Ajv's error list, empty when the body conforms.
 */
export function contractErrors(
  path: string,
  method: 'get' | 'post' | 'put' | 'delete',
  status: number,
  body: unknown,
): string[] {
  const response = resolve(paths[path]?.[method]?.responses?.[String(status)]);
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return [`契约中没有 ${method.toUpperCase()} ${path} 的 ${status} JSON 响应`];
  const rebased = JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"contract#/'),
  ) as object;
  const validate = ajv.compile(rebased);
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
}
