// Turns resolved config menus (src/engine/menu.ts) into antd Menu items and navigation targets.
import type { MenuProps } from 'antd';
import type { MenuItem } from '../engine/config/files';
import { ConfigIcon } from '../engine/icons';
import { routePath } from '../engine/routes';
import { routesFile } from './routesFile';

type AntdItem = Required<MenuProps>['items'][number];

/** The path a menu item opens; disclosure tabs open their detail route with the tab key. */
export function menuTarget(item: MenuItem): string | null {
  if (item.tab) {
    return routePath(routesFile, 'user-reportHelp-detail', { index: 0, tagName: item.tab });
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

/** The key of the item whose route owns the current path (for the selected highlight). */
export function selectedKey(items: readonly MenuItem[], routeName: string): string | undefined {
  for (const item of items) {
    if (item.route === routeName) return item.key;
    const inner = item.children ? selectedKey(item.children, routeName) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
