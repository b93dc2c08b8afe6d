// The config files the shell reads, through the engine's loaders (which check every visibility rule as
// the files load): the route table and menus load with the app; screens come with the screen page.
import shellJson from '../../config/shell.json';
import type { MenuFile, RoutesFile, ShellFile } from '../engine/config/files';
import { checkLoaded, menus, routes } from '../engine/config/load';

/** config/routes.json. */
export const routesFile: RoutesFile = routes;

/** config/menus/*.json by file name. */
export const menuFiles: Record<string, MenuFile> = menus;

/** config/shell.json: when the shell's extras (holdings button, exam drawer) show. */
export const shellFile: ShellFile = checkLoaded({ 'config/shell.json': shellJson as ShellFile })[
  'config/shell.json'
] as ShellFile;
