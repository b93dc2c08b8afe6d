// The route table (config/routes.json): every page's path, chunk and guard. It loads with the app's
// start, apart from the menus and disclosure tabs (load.ts), which only signed-in pages read.
import routesJson from '../../../config/routes.json';
import type { RoutesFile } from './files';

/** The route table. */
export const routes = routesJson as RoutesFile;
