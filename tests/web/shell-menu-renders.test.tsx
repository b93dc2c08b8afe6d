// The side menu's share of the signed-in page's first render (src/shell/ShellMenu.tsx): rc-menu
// renders every item again after its mount and for each change of the course state's rules, and
// antd wraps each item in a Tooltip (a Trigger with its hooks) that only opens in a collapsed inline
// menu. Neither of the app's menus collapses, so the items are drawn without it.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

interface Fiber {
  type: unknown;
  return: Fiber | null;
}

/** The display names of the components between a DOM node and the element `stop`. */
function componentsAbove(node: Element, stop: Element): string[] {
  const key = Object.keys(node).find((k) => k.startsWith('__reactFiber$'));
  const names: string[] = [];
  const stopKey = Object.keys(stop).find((k) => k.startsWith('__reactFiber$'));
  const stopFiber = stopKey ? (stop as unknown as Record<string, Fiber>)[stopKey] : null;
  let fiber = key ? ((node as unknown as Record<string, Fiber>)[key] ?? null) : null;
  while (fiber && fiber !== stopFiber) {
    const type = fiber.type as { displayName?: string } | null;
    if (type && typeof type === 'object' && type.displayName) names.push(type.displayName);
    if (typeof fiber.type === 'function') {
      const fn = fiber.type as { displayName?: string; name: string };
      names.push(fn.displayName ?? fn.name);
    }
    fiber = fiber.return;
  }
  return names;
}

describe('side menu', () => {
  it('draws its items without a tooltip around each', async () => {
    renderApp('/user/assets');
    const menu = await screen.findByRole('menu', { name: '侧边菜单' }, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('.ant-table-row')).not.toBeNull(), {
      timeout: 10_000,
    });
    const items = [...menu.querySelectorAll('li[role="menuitem"]')];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const above = componentsAbove(item, menu);
      expect(above).not.toContain('Tooltip');
    }
  });
});
