// The route table of config/routes.json as react-router routes: public pages, the navigation page and
// monitor outside the layout, every other signed-in route inside the main layout. Pages load lazily.
import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RouteEntry } from '../engine/config/files';
import { ForbiddenPage, NotFoundPage } from '../pages/StatusPages';
import { routesFile } from './configFiles';
import { pathOfRoute } from './routeMatch';
import { RouteGuard } from './RouteGuard';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const OidcCallbackPage = lazy(() => import('../pages/OidcCallbackPage'));
const OidcSignoutPage = lazy(() => import('../pages/OidcSignoutPage'));
const ClearPage = lazy(() => import('../pages/ClearPage'));
const NavPage = lazy(() => import('../pages/NavPage'));
const CoursePage = lazy(() => import('../pages/CoursePage'));
const ScreenPage = lazy(() => import('../pages/ScreenPage'));
const PendingPage = lazy(() => import('../pages/PendingPage'));
const AdminPage = lazy(() => import('../admin/AdminPage'));
const ConfigPreviewPage = lazy(() => import('../pages/preview/ConfigPreviewPage'));
// The layout (menus, drawers, holdings) is not needed on the login page, the first screen.
const MainLayout = lazy(() => import('./MainLayout').then((m) => ({ default: m.MainLayout })));

/** Pages written in code, by route name; routes with a `screen` use the page engine instead. */
const pages: Record<string, () => ReactNode> = {
  'user-login': () => <LoginPage />,
  'temp-page': () => <ForbiddenPage />,
  'not-found': () => <NotFoundPage />,
  'oidc-callback': () => <OidcCallbackPage />,
  'oidc-signout': () => <OidcSignoutPage />,
  clear: () => <ClearPage />,
  'link-nav': () => <NavPage />,
  'user-course': () => <CoursePage />,
  // The teacher area has its own guard (admin permission) and frame.
  admin: () => <AdminPage view="courses" />,
  'admin-course': () => <AdminPage view="course" />,
  // The designer preview of any config file (answers only under `npm run dev`).
  'config-preview': () => <ConfigPreviewPage />,
};

/** Signed-in routes drawn without the main layout. */
const outsideLayout = new Set(['link-nav', 'screen-monitor', 'admin', 'admin-course']);

function element(route: RouteEntry): ReactNode {
  if (route.redirect) return <Navigate to={pathOfRoute(route.redirect)} replace />;
  const page = pages[route.name];
  if (page) return page();
  if (route.screen) return <ScreenPage screen={route.screen} />;
  return <PendingPage title={route.title} />;
}

const fallback = (
  <div className="center-page">
    <Spin size="large" />
  </div>
);

/** Every route of the config. */
export function AppRoutes({ routes = routesFile.routes }: { routes?: readonly RouteEntry[] }) {
  const open = routes.filter((r) => r.public);
  const bare = routes.filter((r) => !r.public && outsideLayout.has(r.name));
  const inLayout = routes.filter((r) => !r.public && !outsideLayout.has(r.name));
  return (
    <Suspense fallback={fallback}>
      <Routes>
        {open.map((r) => (
          <Route key={r.name} path={r.path} element={element(r)} />
        ))}
        {bare.map((r) => (
          <Route key={r.name} path={r.path} element={<RouteGuard>{element(r)}</RouteGuard>} />
        ))}
        <Route
          element={
            <RouteGuard>
              <MainLayout />
            </RouteGuard>
          }
        >
          {inLayout.map((r) => (
            <Route
              key={r.name}
              path={r.path}
              element={<Suspense fallback={<Spin />}>{element(r)}</Suspense>}
            />
          ))}
        </Route>
      </Routes>
    </Suspense>
  );
}
