// The config files the shell reads, through the engine's loaders (which check every visibility rule as
// the files load): the route table and menus load with the app; screens load with the screen page.
import shellJson from '../../config/shell.json';
import type { MenuFile, RoutesFile, ScreenFile, ShellFile } from '../engine/config/files';
import { checkLoaded, menus, routes } from '../engine/config/load';

/** config/routes.json. */
export const routesFile: RoutesFile = routes;

/** config/menus/*.json by file name. */
export const menuFiles: Record<string, MenuFile> = menus;

/** config/shell.json: when the shell's extras (holdings button, exam drawer) show. */
export const shellFile: ShellFile = checkLoaded({ 'config/shell.json': shellJson as ShellFile })[
  'config/shell.json'
] as ShellFile;

/** Loads config/screens/NAME.json; rejects with a Chinese message when the screen does not exist. */
export async function loadScreen(name: string): Promise<ScreenFile> {
  // The screens module bundles every screen; importing it here keeps it out of the first-load chunk.
  const { screens } = await import('../engine/config/screens');
  const screen = screens[name];
  if (!screen) throw new Error(`页面配置 ${name} 不存在`);
  return screen;
}
