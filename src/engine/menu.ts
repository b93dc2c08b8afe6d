// Resolves menus for the shell: rules filter items, `ref` borrows a side-menu item, `include` nests
// another menu file; the result is plain data the layout draws.
import type { MenuFile, MenuItem } from './config/files';
import type { RuleContext } from './rules/context';
import { isVisible } from './rules/evaluate';

/** The items whose rules hold, recursively; groups left without children are dropped. */
export function visibleMenu(items: readonly MenuItem[], rules: RuleContext): MenuItem[] {
  return items.flatMap((item) => {
    if (!isVisible(item.visibleWhen, rules)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, rules);
    if (children.length > 0) return [{ ...item, children }];
    return item.route ? [{ ...item, children: undefined }] : [];
  });
}

/** A menu with `ref` and `include` resolved against the other menu files, then filtered by rules. */
export function resolveMenu(
  name: string,
  menus: Record<string, MenuFile>,
  rules: RuleContext,
): MenuItem[] {
  const side = menus.side?.items ?? [];
  const expand = (items: readonly MenuItem[]): MenuItem[] =>
    items.map((item) => {
      const base = item.ref ? { ...side.find((s) => s.key === item.ref), ...item } : item;
      const included = base.include ? (menus[base.include]?.items ?? []) : [];
      const children = [...(base.children ?? []), ...included];
      return children.length > 0 ? { ...base, children: expand(children) } : base;
    });
  return visibleMenu(expand(menus[name]?.items ?? []), rules);
}
