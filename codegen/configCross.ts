// Checks between files: route names and the screens they show (one name per screen file across market
// folders), menu keys and refs, disclosure tabs, then every file's references walked with its scope.
import { pointer, type ConfigIssue } from '../src/engine/config/issue';
import { expectedOneOf } from '../src/engine/suggest';
import type { ContractIndex } from './configContract';
import { at, type ConfigWorld, type RouteInfo, type Scope } from './configRefs';
import { routeInfo, tabsMissingFromMenu } from './configTargets';
import { walkConfig } from './configWalk';

type Json = Record<string, unknown>;
type Segments = Array<string | number>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const inFile = (file: string, list: ConfigIssue[]) => list.map((i) => ({ ...i, file }));

/** The screen name of a screen file: its file name without `.json`, whatever market folder it is in. */
export function screenName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

interface MenuEntry {
  file: string;
  at: Segments;
  item: Json;
}

function menuEntries(file: string, data: unknown): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (items: unknown, where: Segments) => {
    if (!Array.isArray(items)) return;
    items.forEach((item, i) => {
      if (!isObject(item)) return;
      out.push({ file, at: [...where, i], item });
      walk(item.children, [...where, i, 'children']);
    });
  };
  walk(isObject(data) ? data.items : undefined, ['items']);
  return out;
}

function routeTable(data: unknown): Array<{ entry: Json; at: Segments }> {
  const routes = isObject(data) && Array.isArray(data.routes) ? data.routes : [];
  return routes.flatMap((entry, i) => (isObject(entry) ? [{ entry, at: ['routes', i] }] : []));
}

/** Every issue between files, and each valid file's references. */
export function crossIssues(
  valid: Map<string, unknown>,
  present: string[],
  contract: ContractIndex,
  registeredWidgets: readonly string[],
  codedRoutes: readonly string[],
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const routesFile = 'config/routes.json';
  const routes = new Map<string, RouteInfo>();
  const screenParams = new Map<string, string[]>();
  const teacherScreens = new Set<string>();
  // Every screen file that exists counts, valid or not: a broken screen is reported once, by its own file.
  const screenFiles = new Map<string, string>();
  for (const file of present.filter((f) => f.startsWith('config/screens/'))) {
    const name = screenName(file);
    const first = screenFiles.get(name);
    if (first)
      issues.push({
        ...at([], `与 ${first} 同名的页面 "${name}"`, '所有市场文件夹中唯一的页面文件名'),
        file,
      });
    else screenFiles.set(name, file);
  }
  const screens = [...screenFiles.keys()];
  const table = routeTable(valid.get(routesFile));
  for (const { entry, at: where } of table) {
    const name = String(entry.name);
    if (routes.has(name))
      issues.push({
        ...at([...where, 'name'], `第二次出现的 "${name}"`, '唯一的路由名'),
        file: routesFile,
      });
    const info = routeInfo(String(entry.path));
    routes.set(name, info);
    if (typeof entry.screen !== 'string') {
      // A route shows a screen, sends on elsewhere, or is a page written in code.
      if (typeof entry.redirect !== 'string' && !codedRoutes.includes(name))
        issues.push({
          ...at(
            where,
            `没有 screen 也没有 redirect 的路由 "${name}"`,
            '"screen"（config/screens 下的页面）或 "redirect"（路由名）',
          ),
          file: routesFile,
        });
      continue;
    }
    screenParams.set(entry.screen, [...(screenParams.get(entry.screen) ?? []), ...info.params]);
    if (String(entry.path).startsWith('/admin')) teacherScreens.add(entry.screen);
    if (!screens.includes(entry.screen))
      issues.push({
        ...at(
          [...where, 'screen'],
          `"${entry.screen}"`,
          expectedOneOf(entry.screen, screens, 'config/screens 下的页面'),
        ),
        file: routesFile,
      });
  }
  for (const { entry, at: where } of table) {
    if (typeof entry.redirect === 'string' && !routes.has(entry.redirect))
      issues.push({
        ...at(
          [...where, 'redirect'],
          `"${entry.redirect}"`,
          expectedOneOf(entry.redirect, [...routes.keys()], '路由名'),
        ),
        file: routesFile,
      });
  }
  const world: ConfigWorld = { contract, routes, screenParams, registeredWidgets };
  const trainee: Scope = { round: false, form: false, teacherScreen: false };
  issues.push(...menuIssues(valid, world, trainee));
  for (const [file, data] of valid) {
    if (file === routesFile || file.startsWith('config/menus/')) continue;
    if (file.startsWith('config/screens/')) {
      const name = screenName(file);
      const params = screenParams.get(name);
      const scope: Scope = { ...trainee, teacherScreen: teacherScreens.has(name) };
      issues.push(
        ...walkConfig(file, data, world, params ? { ...scope, routeParams: params } : scope),
      );
    } else {
      const params = routes.get('user-reportHelp-detail')?.params;
      issues.push(
        ...walkConfig(file, data, world, params ? { ...trainee, routeParams: params } : trainee),
      );
    }
  }
  return issues;
}

function menuIssues(valid: Map<string, unknown>, world: ConfigWorld, scope: Scope): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const menus = [...valid]
    .filter(([f]) => f.startsWith('config/menus/'))
    .flatMap(([f, d]) => menuEntries(f, d));
  const keys = new Map<string, string>();
  for (const { file, at: where, item } of menus) {
    const key = String(item.key);
    const first = keys.get(key);
    if (first)
      issues.push({
        ...at([...where, 'key'], `已在 ${first} 用过的 "${key}"`, '所有菜单中唯一的键'),
        file,
      });
    else keys.set(key, file);
  }
  const sideKeys = menus
    .filter((m) => m.file === 'config/menus/side.json')
    .map((m) => String(m.item.key));
  const menuTabs = new Set<string>();
  for (const { file, at: where, item } of menus) {
    if (
      typeof item.ref === 'string' &&
      valid.has('config/menus/side.json') &&
      !sideKeys.includes(item.ref)
    )
      issues.push({
        ...at(
          [...where, 'ref'],
          `"${item.ref}"`,
          expectedOneOf(item.ref, sideKeys, '侧边菜单的键'),
        ),
        file,
      });
    if (typeof item.tab === 'string') menuTabs.add(item.tab);
    if (typeof item.route === 'string') {
      // A menu item is a navigate target whose params are literals; report at the item itself.
      const target = { navigate: { route: item.route, params: item.params } };
      const found = walkConfig(file, target, world, scope);
      issues.push(
        ...found.map((i) => ({ ...i, path: pointer(where) + i.path.replace(/^\/navigate/, '') })),
      );
    }
    if ('visibleWhen' in item) {
      const rules = walkConfig(file, { visibleWhen: item.visibleWhen }, world, scope);
      issues.push(...rules.map((i) => ({ ...i, path: pointer(where) + i.path })));
    }
  }
  const disclosureMenu = 'config/menus/disclosure.json';
  if (valid.has(disclosureMenu)) {
    for (const key of tabsMissingFromMenu(menuTabs))
      issues.push(
        ...inFile(disclosureMenu, [
          at(['items'], `没有打开披露页签 "${key}" 的菜单项`, '每个披露页签键都有一个菜单项'),
        ]),
      );
  }
  return issues;
}
