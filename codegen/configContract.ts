// Reads the bundled OpenAPI contract into the small index the config checker needs: each operation's
// parameters (name, location, required) and whether it takes a JSON body with which properties.
import fs from 'node:fs';

/** One parameter of an operation. */
export interface OperationParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
}

/** What the checker knows about one operation. */
export interface OperationInfo {
  method: string;
  path: string;
  params: OperationParam[];
  /** Property names of the JSON body; undefined when the operation takes no body. */
  bodyProperties?: string[];
}

/** Operations by operationId. */
export type ContractIndex = Map<string, OperationInfo>;

type Json = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Follows a local "$ref" (only #/components/... refs appear in a bundled document).
function deref(doc: Json, value: unknown): unknown {
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
    const p = deref(doc, raw);
    if (!isObject(p) || typeof p.name !== 'string') return [];
    const where = p.in === 'path' || p.in === 'header' || p.in === 'cookie' ? p.in : 'query';
    return [{ name: p.name, in: where, required: p.required === true || where === 'path' }];
  });
}

function bodyProperties(doc: Json, requestBody: unknown): string[] | undefined {
  const body = deref(doc, requestBody);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const media = Object.values(body.content)[0];
  const schema = isObject(media) ? deref(doc, media.schema) : undefined;
  if (!isObject(schema)) return [];
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map((s) => deref(doc, s)) : [schema];
  return parts.flatMap((s) =>
    isObject(s) && isObject(s.properties) ? Object.keys(s.properties) : [],
  );
}

/** Builds the operation index of a bundled OpenAPI 3.1 document. */
export function indexContract(doc: unknown): ContractIndex {
  const index: ContractIndex = new Map();
  if (!isObject(doc) || !isObject(doc.paths)) return index;
  for (const [route, rawItem] of Object.entries(doc.paths)) {
    const item = deref(doc, rawItem);
    if (!isObject(item)) continue;
    const shared = readParams(doc, item.parameters);
    for (const method of methods) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const own = readParams(doc, op.parameters);
      const params = [...shared.filter((s) => !own.some((o) => o.name === s.name)), ...own];
      const info: OperationInfo = { method, path: route, params };
      const body = op.requestBody === undefined ? undefined : bodyProperties(doc, op.requestBody);
      if (body !== undefined) info.bodyProperties = body;
      index.set(op.operationId, info);
    }
  }
  return index;
}

/** Reads and indexes a bundled contract file. */
export function loadContract(file: string): ContractIndex {
  return indexContract(JSON.parse(fs.readFileSync(file, 'utf8')));
}
