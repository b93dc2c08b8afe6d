// Draws a config menu (side, top, trade or disclosure) with antd Menu: items filtered by their rules,
// `ref` and `include` resolved, and a click navigating to the item's named route.
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import type { MenuFile, MenuItem } from './config/files';
import { menus as configMenus } from './config/load';
import { useEngine } from './env';
import { ConfigIcon } from './icons';
import { resolveMenu } from './menu';
import { routePath } from './routes';

type AntdItems = NonNullable<MenuProps['items']>;

function toAntd(items: readonly MenuItem[]): AntdItems {
  return items.map((item) => ({
    key: item.key,
    label: item.label,
    icon: item.icon ? <ConfigIcon name={item.icon} /> : undefined,
    children: item.children?.length ? toAntd(item.children) : undefined,
  }));
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

/** The path a menu item opens, or undefined for a group. */
export function menuItemPath(
  item: MenuItem,
  routes: Parameters<typeof routePath>[0],
): string | undefined {
  if (item.tab)
    return routePath(routes, 'user-reportHelp-detail', {
      index: 0,
      ...item.params,
      tagName: item.tab,
    });
  return item.route ? routePath(routes, item.route, item.params, item.query) : undefined;
}

/** Props of ConfigMenu. */
export interface ConfigMenuProps {
  /** Menu file name: side, top, trade or disclosure. */
  name: string;
  mode?: MenuProps['mode'];
  selectedKeys?: string[];
  /** Menu files to use instead of the bundled ones (tests, previews). */
  menus?: Record<string, MenuFile>;
}

/** A menu drawn from config. */
export function ConfigMenu({
  name,
  mode = 'inline',
  selectedKeys,
  menus = configMenus,
}: ConfigMenuProps) {
  const { rules, routes, navigate } = useEngine();
  const items = useMemo(() => resolveMenu(name, menus, rules), [name, menus, rules]);
  const onClick: MenuProps['onClick'] = (e) => {
    const item = flatten(items).find((i) => i.key === e.key);
    const path = item && menuItemPath(item, routes);
    if (path) navigate(path);
  };
  return <Menu mode={mode} items={toAntd(items)} selectedKeys={selectedKeys} onClick={onClick} />;
}
