// What an operation answers, as the blocks see it: the 200 response schema resolved through `itemsPath`
// (or `items`, or the list itself) to a list of rows or one object, and the fields a row has, so the
// checker can tell a designer which fields exist instead of leaving "-" in every cell.
import { isObject, type OperationInfo, type SchemaNode } from './configContract';

/** The rows a source yields: a list of rows, one object, or something the checker cannot see into. */
export type SourceShape =
  | { kind: 'list'; row: SchemaNode | undefined }
  | { kind: 'object'; schema: SchemaNode }
  | { kind: 'other' };

/** A schema with `$ref`s followed, nullable unions and `allOf` folded into one object schema. */
export function flatten(op: OperationInfo, value: unknown): SchemaNode | undefined {
  const schema = op.deref(value);
  if (!isObject(schema)) return undefined;
  const alternatives = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined;
  if (alternatives) {
    const real = alternatives
      .map((s) => flatten(op, s))
      .filter((s): s is SchemaNode => s !== undefined && s.type !== 'null');
    return real.length === 1 ? real[0] : schema;
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((s) => flatten(op, s)).filter(isObject);
    const properties = Object.assign(
      {},
      ...parts.map((p) => (isObject(p.properties) ? p.properties : {})),
      isObject(schema.properties) ? schema.properties : {},
    ) as SchemaNode;
    return { type: 'object', properties };
  }
  return schema;
}

const isArraySchema = (s: SchemaNode) =>
  s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'));

/** Property names of an object schema, or undefined when it is free-form. */
export function fieldsOf(schema: SchemaNode | undefined): string[] | undefined {
  if (!schema || !isObject(schema.properties)) return undefined;
  return Object.keys(schema.properties);
}

function shapeOf(op: OperationInfo, schema: SchemaNode | undefined): SourceShape {
  if (!schema) return { kind: 'other' };
  if (isArraySchema(schema)) return { kind: 'list', row: flatten(op, schema.items) };
  const items = isObject(schema.properties) ? flatten(op, schema.properties.items) : undefined;
  if (items && isArraySchema(items)) return { kind: 'list', row: flatten(op, items.items) };
  if (isObject(schema.properties)) return { kind: 'object', schema };
  return { kind: 'other' };
}

/** The shape of what a source yields, or the first `itemsPath` segment the response does not have. */
export function sourceShape(
  op: OperationInfo,
  itemsPath: string | undefined,
): { shape: SourceShape } | { missing: string; at: string; fields: string[] } {
  let schema = flatten(op, op.response);
  const walked: string[] = [];
  for (const segment of itemsPath ? itemsPath.split('.') : []) {
    const fields = fieldsOf(schema);
    if (!schema || !fields) return { shape: { kind: 'other' } };
    if (!fields.includes(segment)) return { missing: segment, at: walked.join('.'), fields };
    schema = flatten(op, (schema.properties as SchemaNode)[segment]);
    walked.push(segment);
  }
  return { shape: shapeOf(op, schema) };
}

/** Where a dotted field path leaves the row's schema: the segment, the path before it, the fields there. */
export interface MissingField {
  segment: string;
  parent: string;
  fields: string[];
}

/** The schema of a dotted field of a row, or where the path goes wrong; free-form parts pass. */
export function lookupField(
  op: OperationInfo,
  row: SchemaNode | undefined,
  path: string,
): { schema: SchemaNode | undefined } | MissingField {
  let schema = row;
  const walked: string[] = [];
  for (const segment of path.split('.')) {
    if (!schema) return { schema: undefined };
    if (isArraySchema(schema) && /^\d+$/.test(segment)) schema = flatten(op, schema.items);
    else {
      const fields = fieldsOf(schema);
      if (!fields) return { schema: undefined };
      if (!fields.includes(segment)) return { segment, parent: walked.join('.'), fields };
      schema = flatten(op, (schema.properties as SchemaNode)[segment]);
    }
    walked.push(segment);
  }
  return { schema };
}

/** The Chinese name of a schema's type, e.g. `整数`, `文本（日期时间）`, `1、2、3 之一`. */
export function typeName(schema: SchemaNode): string {
  if (Array.isArray(schema.enum))
    return `${schema.enum.map((v) => JSON.stringify(v)).join('、')} 之一`;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (t) => t !== 'null',
  );
  const names: Record<string, string> = {
    integer: '整数',
    number: '数字',
    string: '文本',
    boolean: '布尔值（true 或 false）',
    array: '列表',
    object: '对象',
  };
  const base = types.map((t) => names[String(t)] ?? String(t)).join('或');
  return typeof schema.format === 'string' && schema.type === 'string'
    ? `${base}（${schema.format}）`
    : base;
}

const formats: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/,
};

/** True when a literal value fits a parameter's schema (type, enum, format). */
export function literalFits(value: unknown, schema: SchemaNode): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.some((v) => v === value);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const fitsType = types.some((t) => {
    if (t === undefined) return true;
    if (t === 'integer') return typeof value === 'number' && Number.isInteger(value);
    if (t === 'number') return typeof value === 'number';
    if (t === 'string') return typeof value === 'string';
    if (t === 'boolean') return typeof value === 'boolean';
    return false;
  });
  if (!fitsType) return false;
  const format = typeof schema.format === 'string' ? formats[schema.format] : undefined;
  return !(format && typeof value === 'string' && !format.test(value));
}
