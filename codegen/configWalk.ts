// Walks one config file with the scope of every node in hand: which binding roots are open (round inside
// a round selector, form inside a form, row inside row actions, link columns and detail panels), whose
// screen it is, and what each block's source answers, so every field a block names is checked.
import { pointer, type ConfigIssue } from '../src/engine/config/issue';
import { checkRule, scopedReads } from '../src/engine/rules/checkRule';
import { expectedOneOf } from '../src/engine/suggest';
import { isObject } from './configContract';
import { checkChart, checkNavigate } from './configTargets';
import {
  at,
  checkBinding,
  checkOperation,
  type ConfigWorld,
  type RowScope,
  type Scope,
  type Segments,
} from './configRefs';
import { blockFields, pagingIssues } from './configBlockFields';
import { flatten, sourceShape } from './configResponses';

type Json = Record<string, unknown>;

/** Blocks that show rows (need a list) and blocks that show one record (need an object). */
const listBlocks = new Set(['table', 'chart']);
const recordBlocks = new Set(['descriptions']);

// What a data source yields for a block: a row scope for field checks, plus any shape mistake.
function sourceRows(
  source: Json,
  where: Segments,
  world: ConfigWorld,
  want: 'list' | 'object' | 'raw',
  blockType: string,
): { scope?: RowScope; issues: ConfigIssue[] } {
  const id = String(source.operation);
  const op = world.contract.get(id);
  const unknownRows: RowScope = { operation: id, row: undefined, noun: '返回行' };
  // An unknown or non-GET source is reported once, by checkOperation; its rows stay unchecked.
  if (!op || op.method !== 'get') return { scope: unknownRows, issues: [] };
  // html and readiness read a dotted field of the response itself.
  if (want === 'raw')
    return {
      scope: { operation: id, op, row: flatten(op, op.response), noun: '返回值' },
      issues: [],
    };
  const itemsPath = typeof source.itemsPath === 'string' ? source.itemsPath : undefined;
  const found = sourceShape(op, itemsPath);
  if ('missing' in found) {
    const owner = found.at ? `${id} 返回值中 ${found.at} 的字段` : `${id} 返回值的字段`;
    return {
      scope: unknownRows,
      issues: [
        at(
          [...where, 'itemsPath'],
          `"${itemsPath}"`,
          expectedOneOf(found.missing, found.fields, owner),
        ),
      ],
    };
  }
  const { shape } = found;
  if (shape.kind === 'other') return { issues: [] };
  if (want === 'list' && shape.kind === 'object') {
    const lists = Object.entries(shape.schema.properties as Json)
      .filter(([, s]) => isObject(op.deref(s)) && (op.deref(s) as Json).type === 'array')
      .map(([name]) => name);
    const hint = lists.length ? `，或用 itemsPath 指向其中的列表：${lists.join('、')}` : '';
    return {
      scope: unknownRows,
      issues: [
        at(
          [...where, itemsPath ? 'itemsPath' : 'operation'],
          `${itemsPath ? `"${itemsPath}"` : `"${id}"`}（返回单个对象）`,
          `返回列表的操作（${blockType} 按行显示${hint}）`,
        ),
      ],
    };
  }
  if (want === 'object' && shape.kind === 'list') {
    return {
      scope: unknownRows,
      issues: [
        at(
          [...where, itemsPath ? 'itemsPath' : 'operation'],
          `${itemsPath ? `"${itemsPath}"` : `"${id}"`}（返回列表）`,
          `返回单个对象的操作（${blockType} 显示一条记录）`,
        ),
      ],
    };
  }
  return shape.kind === 'list'
    ? { scope: { operation: id, op, row: shape.row, noun: '返回行' }, issues: [] }
    : { scope: { operation: id, op, row: shape.schema, noun: '返回对象' }, issues: [] };
}

const str = (v: unknown): v is string => typeof v === 'string';

function unregisteredWidget(block: Json, where: Segments, world: ConfigWorld): ConfigIssue[] {
  const name = String(block.name);
  if (world.registeredWidgets.includes(name)) return [];
  return [
    at(
      [...where, 'name'],
      `"${name}"`,
      `${expectedOneOf(name, world.registeredWidgets, '已注册的组件')}（src/widgets/register.ts 没有注册 "${name}"）`,
    ),
  ];
}

/** Every reference issue of one parsed config file, walked with its scope. */
export function walkConfig(
  file: string,
  data: unknown,
  world: ConfigWorld,
  top: Scope,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const visit = (node: unknown, where: Segments, scope: Scope): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, [...where, i], scope));
    if (!isObject(node)) return;
    if ('visibleWhen' in node) {
      for (const p of checkRule(node.visibleWhen, ['row', 'round']))
        issues.push(at([...where, 'visibleWhen', ...p.at], p.found, p.expected));
      // row.* and round.* in a rule: in scope here, and a field of the rows or the round, as a binding.
      for (const read of scopedReads(node.visibleWhen))
        issues.push(...checkBinding(read.name, [...where, 'visibleWhen', ...read.at], scope));
    }
    const parentKey = where[where.length - 1];
    if (str(node.operation))
      issues.push(
        ...checkOperation(node, where, world, parentKey === 'call' ? 'call' : 'source', scope),
      );
    if (str(node.from)) issues.push(...checkBinding(node.from, [...where, 'from'], scope));
    // A link column's `link` is a navigate target itself.
    if (parentKey === 'link' && str(node.route)) issues.push(...checkNavigate(node, where, world));
    if (isObject(node.navigate))
      issues.push(...checkNavigate(node.navigate, [...where, 'navigate'], world));
    if (Array.isArray(node.invalidate))
      node.invalidate.forEach((id, i) => {
        const gets = [...world.contract].filter(([, op]) => op.method === 'get').map(([k]) => k);
        if (str(id) && !gets.includes(id))
          issues.push(
            at([...where, 'invalidate', i], `"${id}"`, expectedOneOf(id, gets, 'GET 操作')),
          );
      });
    if (node.type === 'chart') issues.push(...checkChart(node, where));
    if (node.type === 'widget') issues.push(...unregisteredWidget(node, where, world));
    // The rows this block reads, for its own fields and for row.* below it.
    let rows: RowScope | undefined;
    const type = str(node.type) ? node.type : '';
    const source = isObject(node.source)
      ? node.source
      : isObject(node.check)
        ? node.check
        : undefined;
    // An option source (a select's choices) reads rows too: its valueField and labelField.
    const options = str(node.valueField) && isObject(node.source);
    if (
      source &&
      str(source.operation) &&
      (options ||
        listBlocks.has(type) ||
        recordBlocks.has(type) ||
        type === 'readiness' ||
        type === 'html')
    ) {
      const key = isObject(node.source) ? 'source' : 'check';
      const want =
        options || listBlocks.has(type) ? 'list' : recordBlocks.has(type) ? 'object' : 'raw';
      const got = sourceRows(source, [...where, key], world, want, options ? 'optionSource' : type);
      issues.push(...got.issues);
      rows = got.scope;
      if (rows) issues.push(...blockFields(node, where, rows), ...pagingIssues(node, where, rows));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'visibleWhen') continue;
      let inner = scope;
      if (type === 'widget' && node.name === 'roundSelector' && key === 'blocks')
        inner = { ...scope, round: true };
      if (type === 'form' && (key === 'fields' || key === 'submit'))
        inner = { ...scope, form: true };
      // An action with a prompt asks for one value in its confirm dialog, bound as form.FIELD.
      if (isObject(node.prompt) && key === 'call') inner = { ...scope, form: true };
      if (rows && (key === 'rowActions' || key === 'detail')) inner = { ...scope, row: rows };
      if (rows && (key === 'columns' || key === 'fields')) inner = { ...scope, linkRow: rows };
      if (key === 'link' && scope.linkRow) inner = { ...scope, row: scope.linkRow };
      visit(value, [...where, key], inner);
    }
  };
  visit(data, [], top);
  return issues.map((i) => ({ ...i, file, path: i.path || pointer([]) }));
}
