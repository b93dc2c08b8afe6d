// Turns resolved config menus (src/engine/menu.ts) into antd Menu items and navigation targets.
import type { MenuProps } from 'antd';
import type { MenuItem } from '../engine/config/files';
import { ConfigIcon } from '../engine/icons';
import { routePath } from '../engine/routes';
import { routesFile } from './routesFile';

type AntdItem = Required<MenuProps>['items'][number];

/**
 * The path a menu item opens; disclosure tabs open their detail route with the tab key, in their
 * group (`params.index`: the day-ahead 线路稳定限额 is not the medium/long-term one).
 */
export function menuTarget(item: MenuItem): string | null {
  if (item.tab) {
    return routePath(routesFile, 'user-reportHelp-detail', {
      index: 0,
      ...item.params,
      tagName: item.tab,
    });
  }
  if (!item.route) return null;
  return routePath(routesFile, item.route, item.params ?? {}, item.query ?? {});
}

/** antd items for resolved menu entries. */
export function toAntdItems(items: readonly MenuItem[]): AntdItem[] {
  return items.map((item) => {
    const base = {
      key: item.key,
      label: item.label ?? item.key,
      icon: item.icon ? <ConfigIcon name={item.icon} /> : undefined,
    };
    return item.children && item.children.length > 0
      ? { ...base, children: toAntdItems(item.children) }
      : base;
  });
}

/** Finds an item by key anywhere in the tree. */
export function findItem(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const inner = item.children ? findItem(item.children, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The menu parameters of spec section 2 that tell apart items opening the same route. */
const menuParams = ['isProvince', 'cycle', 'type', 'menuKey'] as const;

type MenuParam = (typeof menuParams)[number];

/** A parameter as compared: isProvince is only a flag ('1' inter-provincial, anything else not). */
function paramValue(name: MenuParam, value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return name === 'isProvince' ? (text === '1' ? '1' : '') : text;
}

/** How many menu parameters of an item agree with the current query (missing on both sides agrees). */
function agreement(item: MenuItem, query: URLSearchParams): number {
  return menuParams.filter(
    (name) => paramValue(name, item.query?.[name]) === paramValue(name, query.get(name)),
  ).length;
}

/** How many of an item's route parameters the current path carries. */
function pathAgreement(
  item: MenuItem,
  params: Readonly<Record<string, string | undefined>>,
): number {
  return Object.entries(item.params ?? {}).filter(([name, value]) => params[name] === String(value))
    .length;
}

function routeItems(items: readonly MenuItem[], routeName: string): MenuItem[] {
  return items.flatMap((item) => [
    ...(item.route === routeName ? [item] : []),
    ...(item.children ? routeItems(item.children, routeName) : []),
  ]);
}

/**
 * The key of the item the current location belongs to (for the selected highlight): among the items
 * opening its route, the one whose menu parameters (isProvince, cycle, type, menuKey) agree most with
 * the query, so the provincial 集中竞价 is not mistaken for the inter-provincial one; on a tie the one
 * whose route parameters the path carries most (a disclosure tab's group and key), then the first.
 */
export function selectedKey(
  items: readonly MenuItem[],
  routeName: string,
  query: URLSearchParams = new URLSearchParams(),
  params: Readonly<Record<string, string | undefined>> = {},
): string | undefined {
  let best: { key: string; score: number; onPath: number } | undefined;
  for (const item of routeItems(items, routeName)) {
    const score = agreement(item, query);
    const onPath = pathAgreement(item, params);
    if (!best || score > best.score || (score === best.score && onPath > best.onPath))
      best = { key: item.key, score, onPath };
  }
  return best?.key;
}
