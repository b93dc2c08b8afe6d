// The route table as the shell reads it at start (route matching, guards, chunk preloads). Apart from
// configFiles.ts, whose menus and shell extras only signed-in pages read, so the login page's first
// load does not carry them.
import type { RoutesFile } from '../engine/config/files';
import { routes } from '../engine/config/routeTable';

/** config/routes.json. */
export const routesFile: RoutesFile = routes;
