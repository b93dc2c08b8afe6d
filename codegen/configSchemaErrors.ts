// Turns Ajv's errors into ConfigIssues a course designer can act on: one line per mistake with what was
// found and what was expected ("did you mean …"), without the noise of union branches that did not apply.
import type { ErrorObject } from 'ajv';
import fs from 'node:fs';
import path from 'node:path';
import { expectedOneOf } from '../src/engine/suggest';
import type { ConfigIssue } from '../src/engine/config/issue';

// Configs may use only the icons src/engine/icons.tsx bundles (so the first load stays small); a real
// Ant Design icon outside that list gets a hint instead of a "did you mean".
function isAntdIcon(name: string): boolean {
  return (
    /^[A-Z][A-Za-z]+$/.test(name) &&
    fs.existsSync(path.join('node_modules/@ant-design/icons/lib/icons', `${name}.js`))
  );
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? '空' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function at(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

const typeNames: Record<string, string> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '布尔值（true 或 false）',
  object: '对象',
  array: '列表',
  null: 'null',
};

// What an enum lists, named by where it sits, so the message says 图标 or 组件 rather than 取值.
function enumWhat(path: string): string {
  if (path.endsWith('/icon')) return '引擎打包的图标';
  if (path.endsWith('/name') && !path.includes('/series/')) return '组件名';
  if (path.endsWith('/type')) return '块类型';
  if (path.endsWith('/valueType') || path.endsWith('/xValueType')) return '值类型';
  return '允许的取值';
}

function describe(error: ErrorObject, data: unknown): Pick<ConfigIssue, 'found' | 'expected'> {
  const value = at(data, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const schema = error.parentSchema as { properties?: Record<string, unknown> } | undefined;
      const known = Object.keys(schema?.properties ?? {});
      return { found: `属性 "${name}"`, expected: expectedOneOf(name, known, '属性') };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      if (error.instancePath.endsWith('/icon') && isAntdIcon(String(value))) {
        return {
          found: show(value),
          expected: `引擎打包的图标："${String(value)}" 是 Ant Design 图标，先把它加进 src/engine/config/names.ts 和 src/engine/icons.tsx`,
        };
      }
      return {
        found: show(value),
        expected: expectedOneOf(String(value), allowed, enumWhat(error.instancePath)),
      };
    }
    case 'const':
      return { found: show(value), expected: show(params.allowedValue) };
    case 'required':
      return { found: '空', expected: `属性 "${String(params.missingProperty)}"` };
    case 'type':
      return {
        found: show(value),
        expected: `${String(params.type)
          .split(',')
          .map((t) => typeNames[t] ?? t)
          .join('或')}类型的值`,
      };
    case 'pattern':
      return String(params.pattern).startsWith('^(route')
        ? {
            found: show(value),
            expected:
              '上下文路径：route.params.NAME、route.query.NAME、form.NAME、row.FIELD、user.*、course.*、round.*、enterprise.*、province.*',
          }
        : { found: show(value), expected: `符合 ${String(params.pattern)} 的文本` };
    case 'anyOf':
      return {
        found: show(value),
        expected:
          error.instancePath.includes('/params/') ||
          error.instancePath.includes('/body/') ||
          error.instancePath.includes('/props/')
            ? '绑定 {"from": "<上下文路径>"} 或 {"value": <字面值>}'
            : '允许的形式之一（见 schema）',
      };
    case 'minimum':
    case 'maximum':
      return {
        found: show(value),
        expected: `${error.keyword === 'minimum' ? '不小于' : '不大于'} ${String(params.limit)} 的数`,
      };
    case 'minItems':
      return { found: show(value), expected: `至少 ${String(params.limit)} 项的列表` };
    default:
      return { found: show(value), expected: error.message ?? error.keyword };
  }
}

// Inside a failed anyOf, errors saying a branch lacks or forbids a property at the union's own level only
// show the value is not that branch; anything deeper says what is wrong within the branch meant.
function narrowUnions(errors: ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  const inside = (e: ErrorObject, u: string) =>
    e.keyword !== 'anyOf' && (e.instancePath === u || e.instancePath.startsWith(`${u}/`));
  const wrongBranch = (e: ErrorObject, u: string) =>
    e.instancePath === u && (e.keyword === 'required' || e.keyword === 'additionalProperties');
  const drop = new Set<ErrorObject>();
  for (const u of unions) {
    const within = errors.filter((e) => inside(e, u));
    const precise = within.filter((e) => !wrongBranch(e, u));
    within.filter((e) => wrongBranch(e, u)).forEach((e) => drop.add(e));
    if (precise.length > 0) {
      errors
        .filter((e) => e.keyword === 'anyOf' && e.instancePath === u)
        .forEach((e) => drop.add(e));
    }
  }
  return errors.filter((e) => e.keyword !== 'if' && !drop.has(e));
}

/** ConfigIssues for one file's Ajv errors. */
export function schemaIssues(file: string, errors: ErrorObject[], data: unknown): ConfigIssue[] {
  const kept = narrowUnions(errors);
  const seen = new Set<string>();
  const issues: ConfigIssue[] = [];
  for (const error of kept) {
    const issue = { file, path: error.instancePath || '/', ...describe(error, data) };
    const key = `${issue.path}|${issue.found}|${issue.expected}`;
    if (!seen.has(key)) issues.push(issue);
    seen.add(key);
  }
  return issues;
}
