// The config files the shell reads: the route table and menus load with the app (they are small);
// screens load on demand with the page that shows them.
import type { MenuFile, RoutesFile, ScreenFile } from '../engine/config/files';
import routesJson from '../../config/routes.json';
import sideMenu from '../../config/menus/side.json';
import topMenu from '../../config/menus/top.json';
import tradeMenu from '../../config/menus/trade.json';
import disclosureMenu from '../../config/menus/disclosure.json';

// The JSON files are validated against their schemas by `npm run config:check`, so the casts only
// narrow JSON's widened literal types.
/** config/routes.json. */
export const routesFile = routesJson as RoutesFile;

/** config/menus/*.json by file name. */
export const menuFiles: Record<string, MenuFile> = {
  side: sideMenu as MenuFile,
  top: topMenu as MenuFile,
  trade: tradeMenu as MenuFile,
  disclosure: disclosureMenu as MenuFile,
};

const screenModules = import.meta.glob<{ default: unknown }>('../../config/screens/*.json');

/** Loads config/screens/NAME.json; rejects with a Chinese message when the screen does not exist. */
export async function loadScreen(name: string): Promise<ScreenFile> {
  const load = screenModules[`../../config/screens/${name}.json`];
  if (!load) throw new Error(`页面配置 ${name} 不存在`);
  return (await load()).default as ScreenFile;
}
