// The whole config check as a pure function of file texts, schemas and the contract index, so tests can
// feed it broken configs and read the exact messages; checkConfigs.ts is the command-line wrapper.
import { Ajv, type ValidateFunction } from 'ajv';
import { pointer, type ConfigIssue } from '../src/engine/config/issue';
import { expectedOneOf } from '../src/engine/suggest';
import type { ContractIndex } from './configContract';
import { referenceIssues, pathParams, tabsMissingFromMenu, type ConfigWorld } from './configRefs';
import { expectedSchemaRef, schemaFile, schemaKinds, type SchemaKind } from './configSchemas';
import { schemaIssues } from './configSchemaErrors';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

interface MenuEntry {
  file: string;
  at: Array<string | number>;
  item: Json;
}

function menuEntries(file: string, data: unknown): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (items: unknown, at: Array<string | number>) => {
    if (!Array.isArray(items)) return;
    items.forEach((item, i) => {
      if (!isObject(item)) return;
      out.push({ file, at: [...at, i], item });
      walk(item.children, [...at, i, 'children']);
    });
  };
  walk(isObject(data) ? data.items : undefined, ['items']);
  return out;
}

function routeTable(data: unknown): Array<{ entry: Json; at: Array<string | number> }> {
  const routes = isObject(data) && Array.isArray(data.routes) ? data.routes : [];
  return routes.flatMap((entry, i) => (isObject(entry) ? [{ entry, at: ['routes', i] }] : []));
}

function issue(
  file: string,
  at: Array<string | number>,
  found: string,
  expected: string,
): ConfigIssue {
  return { file, path: pointer(at), found, expected };
}

/** Checks every config file: JSON syntax, `$schema`, the schema, then every cross-reference. */
export function checkConfigFiles(
  texts: Map<string, string>,
  schemas: Map<string, unknown>,
  contract: ContractIndex,
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
          'a file in no known place',
          'config/screens/*.json, config/menus/*.json, config/routes.json or config/disclosure/tabs.json',
        ),
      );
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      issues.push(issue(file, [], `invalid JSON (${(error as Error).message})`, 'a JSON document'));
      continue;
    }
    const ref = expectedSchemaRef(file, kind);
    if (!isObject(data) || data.$schema !== ref) {
      issues.push(
        issue(
          file,
          ['$schema'],
          JSON.stringify(isObject(data) ? data.$schema : undefined) ?? 'nothing',
          `"${ref}"`,
        ),
      );
    }
    const validate = validators.get(kind);
    if (validate && !validate(data))
      issues.push(...schemaIssues(file, validate.errors ?? [], data));
    else valid.set(file, data);
  }
  const present = [...texts.keys()];
  return [...issues, ...crossIssues(valid, present, contract)];
}

function crossIssues(
  valid: Map<string, unknown>,
  present: string[],
  contract: ContractIndex,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const routesFile = 'config/routes.json';
  const routes = new Map<string, string[]>();
  const screenParams = new Map<string, string[]>();
  // Every screen file that exists counts, valid or not: a broken screen is reported once, by its own file.
  const screens = present
    .filter((f) => f.startsWith('config/screens/'))
    .map((f) => f.slice('config/screens/'.length, -'.json'.length));
  const table = routeTable(valid.get(routesFile));
  for (const { entry, at } of table) {
    const name = String(entry.name);
    if (routes.has(name))
      issues.push(
        issue(routesFile, [...at, 'name'], `"${name}" a second time`, 'route names to be unique'),
      );
    const params = pathParams(String(entry.path));
    routes.set(name, params);
    if (typeof entry.screen === 'string') {
      screenParams.set(entry.screen, [...(screenParams.get(entry.screen) ?? []), ...params]);
      if (!screens.includes(entry.screen)) {
        issues.push(
          issue(
            routesFile,
            [...at, 'screen'],
            `"${entry.screen}"`,
            `a screen under config/screens: ${expectedOneOf(entry.screen, screens, 'screens')}`,
          ),
        );
      }
    }
  }
  for (const { entry, at } of table) {
    if (typeof entry.redirect === 'string' && !routes.has(entry.redirect)) {
      issues.push(
        issue(
          routesFile,
          [...at, 'redirect'],
          `"${entry.redirect}"`,
          expectedOneOf(entry.redirect, [...routes.keys()], 'route names'),
        ),
      );
    }
  }
  const world: ConfigWorld = { contract, routes, screenParams };
  const menus = [...valid]
    .filter(([f]) => f.startsWith('config/menus/'))
    .flatMap(([f, d]) => menuEntries(f, d));
  const keys = new Map<string, string>();
  for (const { file, at, item } of menus) {
    const key = String(item.key);
    const first = keys.get(key);
    if (first)
      issues.push(
        issue(
          file,
          [...at, 'key'],
          `"${key}" already used in ${first}`,
          'menu keys unique across all menus',
        ),
      );
    else keys.set(key, file);
  }
  const sideKeys = menus
    .filter((m) => m.file === 'config/menus/side.json')
    .map((m) => String(m.item.key));
  const menuTabs = new Set<string>();
  for (const { file, at, item } of menus) {
    if (
      typeof item.ref === 'string' &&
      valid.has('config/menus/side.json') &&
      !sideKeys.includes(item.ref)
    ) {
      issues.push(
        issue(
          file,
          [...at, 'ref'],
          `"${item.ref}"`,
          `a side-menu key: ${expectedOneOf(item.ref, sideKeys, 'side-menu keys')}`,
        ),
      );
    }
    if (typeof item.tab === 'string') menuTabs.add(item.tab);
    if (typeof item.route === 'string') {
      issues.push(
        ...referenceIssues(
          file,
          { navigate: { route: item.route, params: item.params } },
          world,
          undefined,
        ).map((i) => ({ ...i, path: pointer(at) + i.path.replace(/^\/navigate/, '') })),
      );
    }
  }
  const disclosureMenu = 'config/menus/disclosure.json';
  if (valid.has(disclosureMenu)) {
    for (const key of tabsMissingFromMenu(menuTabs)) {
      issues.push(
        issue(
          disclosureMenu,
          ['items'],
          `no item opening tab "${key}"`,
          'an item for every disclosure tab key',
        ),
      );
    }
  }
  for (const [file, data] of valid) {
    if (file === routesFile || file.startsWith('config/menus/')) {
      if (file !== routesFile)
        issues.push(...referenceIssues(file, stripMenuRoutes(data), world, undefined));
      continue;
    }
    const screen = file.startsWith('config/screens/') ? file.slice(15, -5) : undefined;
    const params = screen ? screenParams.get(screen) : routes.get('user-reportHelp-detail');
    issues.push(...referenceIssues(file, data, world, params));
  }
  return issues;
}

// Menu items' route fields were checked above with menu-specific paths; keep only rules for the walk.
function stripMenuRoutes(data: unknown): unknown {
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) =>
      key === 'route' || key === 'params' ? undefined : value,
    ),
  );
}
