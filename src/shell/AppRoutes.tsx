// The route table of config/routes.json as react-router routes: public pages, the navigation page and
// monitor outside the layout, every other signed-in route inside the main layout. Pages load lazily,
// through the chunk loaders the start-up preload shares (routeChunks.ts).
import { Spin } from 'antd';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RouteEntry } from '../engine/config/files';
import { routesFile } from './routesFile';
import type { RealtimeProvider } from '../realtime/types';
import { pageOfRoute } from './codedRoutes';
import { loadMainLayout, loadSignedIn, pageChunks } from './routeChunks';
import { outsideLayout } from './layoutRoutes';
import { preloadedLazy } from './preloadedLazy';
import { pathOfRoute } from './routeMatch';
import { RouteGuard } from './RouteGuard';
import { StartingFrame } from './startingFrame';

const byDefault = <P extends object>(m: { default: ComponentType<P> }) => m.default;

/** Pages without props, by chunk name. */
const lazyPages: Partial<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(pageChunks).map(([name, load]) => [
    name,
    preloadedLazy(load as typeof pageChunks.nav, (m) => m.default as ComponentType),
  ]),
);
const ScreenPage = preloadedLazy(pageChunks.screen, byDefault);
const AdminPage = preloadedLazy(pageChunks.admin, byDefault);
// The layout (menus, drawers, holdings) is not needed on the login page, the first screen.
const MainLayout = preloadedLazy(loadMainLayout, (m) => m.MainLayout);
const SignedIn = preloadedLazy(loadSignedIn, byDefault);

/** Pages whose element takes props. */
const withProps: Record<string, () => ReactNode> = {
  // The teacher area has its own guard (admin permission) and frame.
  admin: () => <AdminPage view="courses" />,
  'admin-course': () => <AdminPage view="course" />,
};

function element(route: RouteEntry): ReactNode {
  if (route.redirect) return <Navigate to={pathOfRoute(route.redirect)} replace />;
  const special = withProps[route.name];
  if (special) return special();
  const Page = lazyPages[pageOfRoute[route.name] ?? ''];
  if (Page) return <Page />;
  if (route.screen) return <ScreenPage screen={route.screen} />;
  // config:check refuses a route without a screen, a redirect or a page written in code.
  const NotFound = lazyPages.notFound;
  return NotFound ? <NotFound /> : null;
}

// While the signed-in frame and layout chunks load, a layout page keeps index.html's starting frame.
const fallback = (
  <StartingFrame
    fallback={
      <div className="center-page">
        <Spin size="large" />
      </div>
    }
  />
);

/**
 * Every route of the config; the guarded ones run inside one signed-in frame (course actor, realtime),
 * whose `createRealtime` replaces the SignalR provider in tests.
 */
export function AppRoutes({
  routes = routesFile.routes,
  createRealtime,
}: {
  routes?: readonly RouteEntry[];
  createRealtime?: () => RealtimeProvider;
}) {
  const open = routes.filter((r) => r.public);
  const bare = routes.filter((r) => !r.public && outsideLayout.has(r.name));
  const inLayout = routes.filter((r) => !r.public && !outsideLayout.has(r.name));
  return (
    <Suspense fallback={fallback}>
      <Routes>
        {open.map((r) => (
          <Route key={r.name} path={r.path} element={element(r)} />
        ))}
        <Route
          element={
            <RouteGuard>
              <SignedIn {...(createRealtime ? { createRealtime } : {})} />
            </RouteGuard>
          }
        >
          {bare.map((r) => (
            <Route key={r.name} path={r.path} element={element(r)} />
          ))}
          <Route element={<MainLayout />}>
            {inLayout.map((r) => (
              <Route
                key={r.name}
                path={r.path}
                element={<Suspense fallback={<Spin />}>{element(r)}</Suspense>}
              />
            ))}
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
