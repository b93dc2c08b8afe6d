// The code a route needs, as chunk loaders shared by the router (React.lazy) and the start-up preload:
// the page opened in the address bar starts downloading its layout, page and screen configs together
// with the runtime configuration and the session checks, instead of one after the other.
import type { ComponentType } from 'react';
import type { RouteEntry } from '../engine/config/files';
import { loadToken } from '../session/storage';
import { pageOfRoute, type CodedPage } from './codedRoutes';
import { outsideLayout } from './layoutRoutes';
import { matchRoute } from './routeMatch';

// Pages take different props; the router gives each its own (AppRoutes.tsx).
type PageModule = { default: ComponentType<never> };

/** A chunk's loader; `loaded` is its module once it has arrived (the router then renders it at once). */
export interface ChunkLoader<T> {
  (): Promise<T>;
  loaded(): T | undefined;
}

/** Starts a chunk once; every later call gets the same promise (React.lazy and the preload share it). */
function once<T>(load: () => Promise<T>): ChunkLoader<T> {
  let started: Promise<T> | null = null;
  let module: T | undefined;
  return Object.assign(
    () =>
      (started ??= load().then((value) => {
        module = value;
        return value;
      })),
    { loaded: () => module },
  );
}

/** The course actor and realtime connection every signed-in route runs in. */
export const loadSignedIn = once(() => import('./SignedIn'));

/** The main layout (menus, header, drawers): signed-in routes only. */
export const loadMainLayout = once(() => import('./MainLayout'));

/** Page chunks by name (the router's pages written in code, and the screen page). */
export const pageChunks = {
  login: once(() => import('../pages/LoginPage')),
  oidcCallback: once(() => import('../pages/OidcCallbackPage')),
  oidcSignout: once(() => import('../pages/OidcSignoutPage')),
  clear: once(() => import('../pages/ClearPage')),
  docs: once(() => import('../pages/docs/DocsPage')),
  nav: once(() => import('../pages/NavPage')),
  course: once(() => import('../pages/CoursePage')),
  // The screen page carries the screen configs and the page engine.
  screen: once(() => import('../pages/ScreenPage')),
  report: once(() => import('../pages/ReportRedirectPage')),
  forbidden: once(() => import('../pages/StatusPages').then((m) => ({ default: m.ForbiddenPage }))),
  notFound: once(() => import('../pages/StatusPages').then((m) => ({ default: m.NotFoundPage }))),
  admin: once(() => import('../admin/AdminPage')),
  monitor: once(() => import('../pages/monitor/MonitorPage')),
  preview: once(() => import('../pages/preview/ConfigPreviewPage')),
} satisfies Record<CodedPage | 'screen', ChunkLoader<PageModule>>;

/** Starts a chunk for later; a failure shows when the router asks for it (React.lazy rethrows it). */
function start(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** The chunks `route` needs, started now; a guarded route without a token needs the login page. */
export function preloadRoute(route: RouteEntry | undefined, signedIn: boolean): void {
  if (!route || route.redirect) return;
  if (!route.public && !signedIn) return start(pageChunks.login);
  if (!route.public) start(loadSignedIn);
  if (!route.public && !outsideLayout.has(route.name)) start(loadMainLayout);
  const page = pageOfRoute[route.name];
  if (page) start(pageChunks[page]);
  else if (route.screen) start(pageChunks.screen);
}

/** Preloads what the page at `pathname` needs (called once at start, before the app mounts). */
export function preloadPath(pathname: string): void {
  preloadRoute(matchRoute(pathname), loadToken() !== null);
}
