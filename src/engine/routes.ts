// Turns a route name and parameters into an app path using config/routes.json.
import type { RoutesFile } from './config/files';

/** The path of a named route with its `:params` filled in and the query appended. */
export function routePath(
  routes: RoutesFile,
  name: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const route = routes.routes.find((r) => r.name === name);
  if (!route) throw new Error(`未知的路由名 "${name}"`);
  const path = route.path.replace(
    /\/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g,
    (_, key: string, optional) => {
      const value = params[key];
      // The spec's `:id` is a cache-busting timestamp when a menu gives none.
      if (value === undefined || (key === 'id' && value === 0))
        return optional ? '' : `/${key === 'id' ? Date.now() : ''}`;
      return `/${encodeURIComponent(String(value))}`;
    },
  );
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
