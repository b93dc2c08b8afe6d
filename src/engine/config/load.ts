// Loads the signed-in area's fixed config files (menus, disclosure tabs) and checks every visibility
// rule as they load, so a bad rule fails with its file and JSON path instead of hiding something
// silently. They load with the signed-in chunks, not with the app's start: the login page does not
// need them. The route table loads at start (routeTable.ts); screens are found by file name in
// screens.ts.
import tabs from '../../../config/disclosure/tabs.json';
import disclosureMenu from '../../../config/menus/disclosure.json';
import side from '../../../config/menus/side.json';
import top from '../../../config/menus/top.json';
import trade from '../../../config/menus/trade.json';
import { checkLoaded } from './checkLoaded';
import type { DisclosureTabsFile, MenuFile } from './files';

export { checkLoaded, ruleIssues } from './checkLoaded';
export { routes } from './routeTable';

const menuFiles = checkLoaded({
  'config/menus/side.json': side as MenuFile,
  'config/menus/top.json': top as MenuFile,
  'config/menus/trade.json': trade as MenuFile,
  'config/menus/disclosure.json': disclosureMenu as MenuFile,
});

/** Menus by name: side, top, trade, disclosure. */
export const menus: Record<string, MenuFile> = Object.fromEntries(
  Object.entries(menuFiles).map(([file, menu]) => [
    file.slice('config/menus/'.length, -'.json'.length),
    menu,
  ]),
);

/** The disclosure tabs. */
export const disclosureTabs = checkLoaded({
  'config/disclosure/tabs.json': tabs as DisclosureTabsFile,
})['config/disclosure/tabs.json'] as DisclosureTabsFile;
