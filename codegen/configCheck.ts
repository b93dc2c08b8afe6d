// The whole config check as a pure function of file texts, schemas and the contract index, so tests can
// feed it broken configs and read the exact messages; checkConfigs.ts is the command-line wrapper.
import { Ajv, type ValidateFunction } from 'ajv';
import { pointer, type ConfigIssue } from '../src/engine/config/issue';
import { pageOfRoute } from '../src/shell/codedRoutes';
import type { ContractIndex } from './configContract';
import { crossIssues } from './configCross';
import { expectedSchemaRef, schemaFile, schemaKinds, type SchemaKind } from './configSchemas';
import { schemaIssues } from './configSchemaErrors';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function issue(
  file: string,
  at: Array<string | number>,
  found: string,
  expected: string,
): ConfigIssue {
  return { file, path: pointer(at), found, expected };
}

/** Line and column (from 1) of a character offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

// JSON.parse says where it stopped as "position N" (or nothing, at the end of the text).
function syntaxIssue(file: string, text: string, error: unknown): ConfigIssue {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : text.trimEnd().length;
  const { line, column } = lineColumn(text, offset);
  const what = position ? ' JSON 语法错误' : ' JSON 意外结束';
  return issue(file, [], `第 ${line} 行第 ${column} 列的${what}`, '合法的 JSON 文档');
}

/**
 * Options of a check: the widget names src/widgets/register.ts registers, and the routes whose page is
 * written in code (src/shell/codedRoutes.ts unless given).
 */
export interface CheckOptions {
  registeredWidgets: readonly string[];
  codedRoutes?: readonly string[];
}

/** Checks every config file: JSON syntax, `$schema`, the schema, then every cross-reference. */
export function checkConfigFiles(
  texts: Map<string, string>,
  schemas: Map<string, unknown>,
  contract: ContractIndex,
  options: CheckOptions,
): ConfigIssue[] {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  const validators = new Map<SchemaKind, ValidateFunction>();
  for (const kind of schemaKinds) {
    const schema = schemas.get(schemaFile(kind));
    if (isObject(schema)) validators.set(kind, ajv.compile(schema));
  }
  const issues: ConfigIssue[] = [];
  const valid = new Map<string, unknown>();
  for (const [file, text] of texts) {
    if (file.startsWith('config/schema/')) continue;
    const kind = schemaKinds.find((k) => k.matches(file));
    if (!kind) {
      issues.push(
        issue(
          file,
          [],
          '不在约定位置的文件',
          'config/screens/<市场>/*.json、config/screens/*.json、config/menus/*.json、config/routes.json 或 config/disclosure/tabs.json',
        ),
      );
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      issues.push(syntaxIssue(file, text, error));
      continue;
    }
    const ref = expectedSchemaRef(file, kind);
    if (!isObject(data) || data.$schema !== ref) {
      const found = JSON.stringify(isObject(data) ? data.$schema : undefined) ?? '空';
      issues.push(issue(file, ['$schema'], found, `"${ref}"`));
    }
    const validate = validators.get(kind);
    if (validate && !validate(data))
      issues.push(...schemaIssues(file, validate.errors ?? [], data));
    else valid.set(file, data);
  }
  const coded = options.codedRoutes ?? Object.keys(pageOfRoute);
  return [
    ...issues,
    ...crossIssues(valid, [...texts.keys()], contract, options.registeredWidgets, coded),
  ];
}
