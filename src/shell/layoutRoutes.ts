// Which signed-in routes the main layout draws, and how: read by the router (AppRoutes.tsx), the
// layout itself (MainLayout.tsx) and the build's early-request plan, whose starting frame (the
// layout's outline drawn by index.html before the scripts run) must match the layout that follows.
import type { RouteEntry } from '../engine/config/files';

/** Signed-in routes drawn without the main layout. */
export const outsideLayout: ReadonlySet<string> = new Set([
  'link-nav',
  'screen-monitor',
  'admin',
  'admin-course',
]);

/** Spec section 2: the course list has no side menu. */
const withoutSider: ReadonlySet<string> = new Set(['user-course']);

/** How the main layout frames a route: with the side menu, without it, or not at all. */
export type LayoutFrame = 'sider' | 'wide' | 'none';

/** The main layout's frame of a signed-in route (the side-menu layout; the top-menu one has no sider). */
export function layoutFrame(route: Pick<RouteEntry, 'name' | 'public'>): LayoutFrame {
  if (route.public || outsideLayout.has(route.name)) return 'none';
  return withoutSider.has(route.name) ? 'wide' : 'sider';
}
