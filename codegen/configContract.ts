// Reads the bundled OpenAPI contract into the small index the config checker needs: each operation's
// method, parameters with their schemas, body properties, 200 response schema and who may call it.
import fs from 'node:fs';

/** A JSON Schema object as it appears in the contract. */
export type SchemaNode = Record<string, unknown>;

/** One parameter of an operation. */
export interface OperationParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The parameter's schema ($refs followed), when the contract gives one. */
  schema?: SchemaNode;
}

/** Who may call an operation: `teacher` operations carry `x-permission: teacher` in the contract. */
export type Permission = 'teacher' | 'trainee';

/** What the checker knows about one operation. */
export interface OperationInfo {
  method: string;
  path: string;
  summary: string;
  params: OperationParam[];
  /** Schemas of the JSON body's properties; undefined when the operation takes no body. */
  body?: Map<string, SchemaNode | undefined>;
  /** The 200 response's JSON schema (unresolved); undefined when it answers nothing. */
  response?: unknown;
  permission: Permission;
  /** Follows local `$ref`s of the document this operation came from. */
  deref: (value: unknown) => unknown;
}

/** Operations by operationId. */
export type ContractIndex = Map<string, OperationInfo>;

type Json = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** True for a plain JSON object. */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Follows a local "$ref" (only #/components/... refs appear in a bundled document).
function derefIn(doc: Json, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
  }
  return current;
}

function readParams(doc: Json, list: unknown): OperationParam[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => {
    const p = derefIn(doc, raw);
    if (!isObject(p) || typeof p.name !== 'string') return [];
    const where = p.in === 'path' || p.in === 'header' || p.in === 'cookie' ? p.in : 'query';
    const schema = derefIn(doc, p.schema);
    return [
      {
        name: p.name,
        in: where,
        required: p.required === true || where === 'path',
        ...(isObject(schema) ? { schema } : {}),
      },
    ];
  });
}

function bodyProperties(doc: Json, requestBody: unknown): Map<string, SchemaNode | undefined> {
  const body = derefIn(doc, requestBody);
  const out = new Map<string, SchemaNode | undefined>();
  if (!isObject(body) || !isObject(body.content)) return out;
  const media = Object.values(body.content)[0];
  const schema = isObject(media) ? derefIn(doc, media.schema) : undefined;
  if (!isObject(schema)) return out;
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map((s) => derefIn(doc, s)) : [schema];
  for (const part of parts) {
    if (!isObject(part) || !isObject(part.properties)) continue;
    for (const [name, sub] of Object.entries(part.properties)) {
      const resolved = derefIn(doc, sub);
      out.set(name, isObject(resolved) ? resolved : undefined);
    }
  }
  return out;
}

function okResponse(doc: Json, responses: unknown): unknown {
  const ok = isObject(responses) ? derefIn(doc, responses['200']) : undefined;
  if (!isObject(ok) || !isObject(ok.content)) return undefined;
  const media = ok.content['application/json'];
  return isObject(media) ? media.schema : undefined;
}

/** Builds the operation index of a bundled OpenAPI 3.1 document. */
export function indexContract(doc: unknown): ContractIndex {
  const index: ContractIndex = new Map();
  if (!isObject(doc) || !isObject(doc.paths)) return index;
  const deref = (value: unknown) => derefIn(doc, value);
  for (const [route, rawItem] of Object.entries(doc.paths)) {
    const item = deref(rawItem);
    if (!isObject(item)) continue;
    const shared = readParams(doc, item.parameters);
    for (const method of methods) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const own = readParams(doc, op.parameters);
      const params = [...shared.filter((s) => !own.some((o) => o.name === s.name)), ...own];
      const info: OperationInfo = {
        method,
        path: route,
        summary: typeof op.summary === 'string' ? op.summary : '',
        params,
        response: okResponse(doc, op.responses),
        permission: op['x-permission'] === 'teacher' ? 'teacher' : 'trainee',
        deref,
      };
      if (op.requestBody !== undefined) info.body = bodyProperties(doc, op.requestBody);
      index.set(op.operationId, info);
    }
  }
  return index;
}

/** Reads and indexes a bundled contract file. */
export function loadContract(file: string): ContractIndex {
  return indexContract(JSON.parse(fs.readFileSync(file, 'utf8')));
}
