// Routes whose page is written in code rather than as a screen config. The router renders these pages
// (AppRoutes.tsx), and config:check accepts a route without a screen or a redirect only when it is one
// of them, so no route a course designer adds can open an empty page.

/** The chunk names of the pages written in code. */
export type CodedPage =
  | 'login'
  | 'oidcCallback'
  | 'oidcSignout'
  | 'clear'
  | 'docs'
  | 'nav'
  | 'course'
  | 'report'
  | 'forbidden'
  | 'notFound'
  | 'admin'
  | 'monitor'
  | 'preview';

/** The page chunk of each route written in code, by route name. */
export const pageOfRoute: Readonly<Record<string, CodedPage>> = {
  'user-login': 'login',
  'temp-page': 'forbidden',
  'not-found': 'notFound',
  'oidc-callback': 'oidcCallback',
  'oidc-signout': 'oidcSignout',
  clear: 'clear',
  docs: 'docs',
  'link-nav': 'nav',
  'user-course': 'course',
  'screen-monitor': 'monitor',
  'user-report': 'report',
  admin: 'admin',
  'admin-course': 'admin',
  'config-preview': 'preview',
};
