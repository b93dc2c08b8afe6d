// The fields a block names, checked against what its source returns: columns, description items, rowKey,
// rowFilter, rowOrder, chart x, series and step fields, option sources, readiness and html fields; and server
// paging against the operation's query parameters.
import type { ConfigIssue } from '../src/engine/config/issue';
import { expectedOneOf } from '../src/engine/suggest';
import { isObject } from './configContract';
import { at, fieldIssue, type RowScope, type Segments } from './configRefs';
import { flatten, lookupField } from './configResponses';

type Json = Record<string, unknown>;
const str = (v: unknown): v is string => typeof v === 'string';

/** Every field a block names, checked against the rows (or record) of its source. */
export function blockFields(block: Json, where: Segments, rows: RowScope): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const field = (name: unknown, segments: Segments) => {
    if (str(name)) issues.push(...fieldIssue(rows, name, [...where, ...segments]));
  };
  const list = (key: string, sub: string) => {
    const items = block[key];
    if (Array.isArray(items))
      items.forEach((item, i) => isObject(item) && field(item[sub], [key, i, sub]));
  };
  list('columns', 'field');
  list('fields', 'field');
  list('rowFilter', 'field');
  list('series', 'field');
  field(block.rowKey, ['rowKey']);
  if (isObject(block.rowOrder)) field(block.rowOrder.field, ['rowOrder', 'field']);
  field(block.x, ['x']);
  if (block.type === 'readiness' || block.type === 'html') field(block.field, ['field']);
  field(block.valueField, ['valueField']);
  field(block.labelField, ['labelField']);
  const steps = block.steps;
  if (isObject(steps)) issues.push(...stepFields(block, steps, where, rows));
  return issues;
}

// A step chart's fields live one level down: the steps inside a step series' list, the marked point.
function stepFields(block: Json, steps: Json, where: Segments, rows: RowScope): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (Array.isArray(steps.titleFields))
    steps.titleFields.forEach((f, i) => {
      if (str(f)) issues.push(...fieldIssue(rows, f, [...where, 'steps', 'titleFields', i]));
    });
  const inner = (name: string, suffix: string): RowScope | undefined => {
    if (!rows.op) return undefined;
    const found = lookupField(rows.op, rows.row, name);
    if (!('schema' in found) || !found.schema) return undefined;
    const schema =
      found.schema.type === 'array' ? flatten(rows.op, found.schema.items) : found.schema;
    return { ...rows, row: schema, noun: `${rows.noun}中 ${name} ${suffix}` };
  };
  const series = Array.isArray(block.series) ? block.series : [];
  const curve = series.find((s): s is Json => isObject(s) && s.kind === 'step' && str(s.field));
  const step = curve ? inner(String(curve.field), '每一级') : undefined;
  for (const key of ['fromField', 'toField', 'valueField'])
    if (step && str(steps[key]))
      issues.push(...fieldIssue(step, steps[key], [...where, 'steps', key]));
  const mark = steps.markPoint;
  if (isObject(mark) && str(mark.field)) {
    issues.push(...fieldIssue(rows, mark.field, [...where, 'steps', 'markPoint', 'field']));
    const point = inner(mark.field, '');
    for (const key of ['xField', 'yField'])
      if (point && str(mark[key]))
        issues.push(...fieldIssue(point, mark[key], [...where, 'steps', 'markPoint', key]));
  }
  return issues;
}

/** Server paging needs an operation that pages, and filters it takes as query parameters. */
export function pagingIssues(block: Json, where: Segments, rows: RowScope): ConfigIssue[] {
  if (block.paging !== 'server' || !rows.op) return [];
  const query = rows.op.params.filter((p) => p.in === 'query').map((p) => p.name);
  if (!query.includes('skipCount') || !query.includes('maxResultCount'))
    return [
      at(
        [...where, 'paging'],
        '"server"',
        `"client"（${rows.operation} 没有 skipCount 和 maxResultCount 参数，不能按页向服务器取数）`,
      ),
    ];
  const columns = Array.isArray(block.columns) ? block.columns : [];
  return columns.flatMap((c, i) =>
    isObject(c) && c.inFilter === true && str(c.field) && !query.includes(c.field)
      ? [
          at(
            [...where, 'columns', i, 'field'],
            `"${c.field}"（筛选字段）`,
            expectedOneOf(
              c.field,
              query,
              `${rows.operation} 的查询参数（服务端分页按同名查询参数筛选）`,
            ),
          ),
        ]
      : [],
  );
}
