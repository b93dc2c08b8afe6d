// Cross-checks of single references against the contract and the route table: binding paths in their
// scope, an operation's parameters and literal values, navigate targets and chart shapes. The walk that
// knows each reference's scope is configWalk.ts.
import { bindingRoots } from '../src/engine/config/binding';
import { pointer, type ConfigIssue } from '../src/engine/config/issue';
import { expectedOneOf } from '../src/engine/suggest';
import {
  isObject,
  type ContractIndex,
  type OperationInfo,
  type SchemaNode,
} from './configContract';
import { literalFits, lookupField, typeName } from './configResponses';

type Json = Record<string, unknown>;
/** JSON path segments. */
export type Segments = Array<string | number>;

/** A route's path parameters; optional ones (`:x?`) need no binding. */
export interface RouteInfo {
  params: string[];
  optional: string[];
}

/** Everything the reference checks need to know about the other files. */
export interface ConfigWorld {
  contract: ContractIndex;
  /** Route name → its path parameters. */
  routes: Map<string, RouteInfo>;
  /** Screen name → path parameters of the routes showing it. */
  screenParams: Map<string, string[]>;
  /** Widget names src/widgets/register.ts registers. */
  registeredWidgets: readonly string[];
}

/** The row a `row.*` binding reads: the rows of `operation`, or an unknown row (free-form). */
export interface RowScope {
  operation: string;
  /** Undefined when the source itself is wrong (reported there): its rows are not checked. */
  op?: OperationInfo;
  row: SchemaNode | undefined;
  /** `返回行` for a list, `返回对象` for a record. */
  noun: string;
}

/** Where a reference sits: what binding roots are in scope and whose screen it is. */
export interface Scope {
  round: boolean;
  form: boolean;
  row?: RowScope;
  /** The rows a column's `link` reads (inside a block's columns or fields). */
  linkRow?: RowScope;
  /** Path parameters of the routes showing the screen; undefined when not routed (unchecked). */
  routeParams?: string[];
  teacherScreen: boolean;
}

/** One issue at a path (the file is filled in by the caller). */
export function at(segments: Segments, found: string, expected: string): ConfigIssue {
  return { file: '', path: pointer(segments), found, expected };
}

const scopeRule: Record<string, string> = {
  round: 'round.* 只能用在 roundSelector 组件的 blocks 里',
  form: 'form.* 只能用在表单 form 块里',
  row: 'row.* 只能用在行操作 rowActions、链接列 link 或详情 detail 里',
};

/** A field named by a block or a `row.*` binding, checked against the row it reads. */
export function fieldIssue(
  scope: RowScope,
  field: string,
  where: Segments,
  shown = `"${field}"`,
): ConfigIssue[] {
  if (!scope.op) return [];
  const found = lookupField(scope.op, scope.row, field);
  if (!('segment' in found)) return [];
  const owner = found.parent
    ? `${scope.operation} ${scope.noun}中 ${found.parent} 的字段`
    : `${scope.operation} ${scope.noun}的字段`;
  return [at(where, shown, expectedOneOf(found.segment, found.fields, owner))];
}

/** A binding path checked against its root's fields and the scope it sits in. */
export function checkBinding(from: string, where: Segments, scope: Scope): ConfigIssue[] {
  const [root, second, third] = from.split('.');
  const outOfScope =
    (root === 'round' && !scope.round) ||
    (root === 'form' && !scope.form) ||
    (root === 'row' && !scope.row);
  if (outOfScope && root)
    return [at(where, `"${from}"`, `不以 ${root}. 开头的路径（${scopeRule[root]}）`)];
  if (root === 'row' && scope.row) return fieldIssue(scope.row, from.slice(4), where, `"${from}"`);
  if (root === 'route' && second === 'params' && third && scope.routeParams) {
    return scope.routeParams.includes(third)
      ? []
      : [
          at(
            where,
            `"${from}"`,
            scope.routeParams.length
              ? expectedOneOf(third, scope.routeParams, '显示此页面的路由的路径参数')
              : '没有 route.params 绑定（显示此页面的路由没有路径参数）',
          ),
        ];
  }
  if (root && root in bindingRoots && second) {
    const fields: readonly string[] = bindingRoots[root as keyof typeof bindingRoots];
    return fields.includes(second)
      ? []
      : [at(where, `"${from}"`, expectedOneOf(second, fields, `${root} 的字段`))];
  }
  return [];
}

function literalIssue(
  binding: unknown,
  schema: SchemaNode | undefined,
  where: Segments,
  what: string,
): ConfigIssue[] {
  if (!schema || !isObject(binding) || !('value' in binding)) return [];
  return literalFits(binding.value, schema)
    ? []
    : [
        at(
          [...where, 'value'],
          JSON.stringify(binding.value),
          `${what}的取值：${typeName(schema)}`,
        ),
      ];
}

/** An operation reference: its id, GET or not as its role wants, who may call it, params and body. */
export function checkOperation(
  source: Json,
  where: Segments,
  world: ConfigWorld,
  role: 'source' | 'call',
  scope: Scope,
): ConfigIssue[] {
  const id = String(source.operation);
  const op = world.contract.get(id);
  if (!op) {
    const known = [...world.contract.keys()];
    return [at([...where, 'operation'], `"${id}"`, expectedOneOf(id, known, '接口契约中的操作'))];
  }
  const issues: ConfigIssue[] = [];
  const method = op.method.toUpperCase();
  if (role === 'source' && op.method !== 'get')
    issues.push(
      at(
        [...where, 'operation'],
        `"${id}"（${method} 操作）`,
        'GET 操作（数据源在打开页面时就会调用，只能读取，不能改动数据）',
      ),
    );
  if (role === 'call' && op.method === 'get')
    issues.push(
      at(
        [...where, 'operation'],
        `"${id}"（GET 操作）`,
        '非 GET 操作（按钮调用用来改动数据；读取数据请用块的 source）',
      ),
    );
  if (op.permission === 'teacher' && !scope.teacherScreen)
    issues.push(
      at(
        [...where, 'operation'],
        `"${id}"（仅教师可调用）`,
        '学员可调用的操作（学员页面不能用教师操作；教师页面由 /admin 下的路由显示）',
      ),
    );
  const params = isObject(source.params) ? source.params : {};
  const names = op.params.map((p) => p.name);
  for (const [name, binding] of Object.entries(params)) {
    const param = op.params.find((p) => p.name === name);
    if (!param) {
      const expected = names.length
        ? expectedOneOf(name, names, `${id} 的参数`)
        : `无参数（${id} 不接受参数）`;
      issues.push(at([...where, 'params', name], `参数 "${name}"`, expected));
    } else
      issues.push(
        ...literalIssue(binding, param.schema, [...where, 'params', name], `${id} 参数 ${name} `),
      );
  }
  for (const p of op.params) {
    if (p.required && p.in !== 'header' && p.in !== 'cookie' && !(p.name in params))
      issues.push(at([...where, 'params', p.name], '空', `${id} 必填参数 "${p.name}" 的绑定`));
  }
  if (isObject(source.body)) {
    const props = op.body;
    if (props === undefined && Object.keys(source.body).length > 0)
      issues.push(at([...where, 'body'], '请求体', `无请求体（${id} 不接受请求体）`));
    for (const [name, binding] of props ? Object.entries(source.body) : []) {
      if (props && props.size > 0 && !props.has(name))
        issues.push(
          at(
            [...where, 'body', name],
            `属性 "${name}"`,
            expectedOneOf(name, [...props.keys()], `${id} 请求体的属性`),
          ),
        );
      else
        issues.push(
          ...literalIssue(
            binding,
            props?.get(name),
            [...where, 'body', name],
            `${id} 请求体 ${name} `,
          ),
        );
    }
  }
  return issues;
}
