// The side or top menu, from config/menus with the visibility rules applied (spec section 2).
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolveMenu } from '../engine/menu';
import { menuFiles } from './configFiles';
import { findItem, menuTarget, selectedKey, toAntdItems } from './menuItems';
import { matchRoute } from './routeMatch';
import { useShellRules } from './useShellRules';

/** Draws config/menus/side.json (inline) or top.json (horizontal). */
export function ShellMenu({ mode }: { mode: 'side' | 'top' }) {
  const rules = useShellRules();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => resolveMenu(mode, menuFiles, rules), [mode, rules]);
  const selected = selectedKey(items, matchRoute(pathname)?.name ?? '');
  return (
    <Menu
      aria-label={mode === 'side' ? '侧边菜单' : '顶部菜单'}
      mode={mode === 'side' ? 'inline' : 'horizontal'}
      items={toAntdItems(items)}
      selectedKeys={selected ? [selected] : []}
      style={
        mode === 'top'
          ? { flex: 1, minWidth: 0, borderBottom: 'none' }
          : { borderInlineEnd: 'none' }
      }
      onClick={({ key }) => {
        const item = findItem(items, key);
        const target = item ? menuTarget(item) : null;
        if (target) navigate(target);
      }}
    />
  );
}
