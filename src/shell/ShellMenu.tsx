// The side or top menu, from config/menus with the visibility rules applied (spec section 2).
import { Menu } from 'antd';
import { memo, useMemo, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { resolveMenu } from '../engine/menu';
import { useSelector } from '@xstate/react';
import { useCourseActor } from '../session/CourseProvider';
import { menuFiles } from './configFiles';
import { findItem, menuTarget, selectedKey, toAntdItems } from './menuItems';
import { matchRoute } from './routeMatch';
import { useSameContent } from './useSameContent';
import { useShellRules } from './useShellRules';

const noKeys: string[] = [];

/**
 * Draws config/menus/side.json (inline) or top.json (horizontal). rc-menu draws every item again on
 * any render of the Menu, so the Menu element is memoised on what it shows: a new rule context
 * (permissions, course state arriving) with the same resolved items draws nothing.
 */
export const ShellMenu = memo(function ShellMenu({
  mode,
  onNavigate,
}: {
  mode: 'side' | 'top';
  /** Called after an item has opened its page (the narrow window's menu drawer then closes). */
  onNavigate?: () => void;
}) {
  const rules = useShellRules();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const items = useSameContent(useMemo(() => resolveMenu(mode, menuFiles, rules), [mode, rules]));
  // antd's items (icons, labels) are made once per resolved menu.
  const antdItems = useMemo(() => toAntdItems(items), [items]);
  const selected = useMemo(() => {
    const route = matchRoute(pathname);
    const params = route
      ? (matchPath({ path: route.path, end: true }, pathname)?.params ?? {})
      : {};
    return selectedKey(items, route?.name ?? '', new URLSearchParams(search), params);
  }, [items, pathname, search]);
  // Open submenus belong to the course they were opened in: a course switch closes them (spec
  // section 4 resets the menu state with the course).
  const courseId = useSelector(useCourseActor(), (s) => s.context.current.course?.id ?? null);
  const [open, setOpen] = useState<{ courseId: number | null; keys: string[] }>({
    courseId,
    keys: [],
  });
  const openKeys = open.courseId === courseId ? open.keys : noKeys;
  return useMemo(
    () => (
      <Menu
        openKeys={openKeys}
        onOpenChange={(keys) => setOpen({ courseId, keys })}
        aria-label={mode === 'side' ? '侧边菜单' : '顶部菜单'}
        mode={mode === 'side' ? 'inline' : 'horizontal'}
        items={antdItems}
        // Neither menu collapses, so antd's tooltip around each item (a Trigger each, rendered with
        // every item render) would never open.
        tooltip={false}
        selectedKeys={selected ? [selected] : []}
        style={
          mode === 'top'
            ? { flex: 1, minWidth: 0, borderBottom: 'none' }
            : { borderInlineEnd: 'none' }
        }
        onClick={({ key }) => {
          const item = findItem(items, key);
          const target = item ? menuTarget(item) : null;
          if (!target) return;
          navigate(target);
          onNavigate?.();
        }}
      />
    ),
    [antdItems, items, selected, openKeys, courseId, mode, navigate, onNavigate],
  );
});
