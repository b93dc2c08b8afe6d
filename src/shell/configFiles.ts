// The config files the signed-in shell reads, through the engine's loaders (which check every
// visibility rule as the files load): menus and the shell's extras load with the signed-in chunks;
// the route table with the app (routesFile.ts); screens with the screen page.
import shellJson from '../../config/shell.json';
import type { MenuFile, ShellFile } from '../engine/config/files';
import { checkLoaded, menus } from '../engine/config/load';

export { routesFile } from './routesFile';

/** config/menus/*.json by file name. */
export const menuFiles: Record<string, MenuFile> = menus;

/** config/shell.json: when the shell's extras (holdings button, exam drawer) show. */
export const shellFile: ShellFile = checkLoaded({ 'config/shell.json': shellJson as ShellFile })[
  'config/shell.json'
] as ShellFile;
