// Loads the config files bundled with the app and checks every visibility rule as they load, so a bad
// rule fails at start with its file and JSON path instead of hiding something silently.
import type { DisclosureTabsFile, MenuFile, RoutesFile, ScreenFile } from './files';
import { formatIssue, pointer, type ConfigIssue } from './issue';
import { checkRule } from '../rules/checkRule';

/** Every visibility-rule problem in one parsed config file. */
export function ruleIssues(file: string, data: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const visit = (node: unknown, at: Array<string | number>): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, [...at, i]));
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'visibleWhen') {
        for (const p of checkRule(value)) {
          issues.push({
            file,
            path: pointer([...at, key, ...p.at]),
            found: p.found,
            expected: p.expected,
          });
        }
      } else visit(value, [...at, key]);
    }
  };
  visit(data, []);
  return issues;
}

/** Throws one error listing every rule problem of the files, or returns them unchanged. */
export function checkLoaded<T>(files: Record<string, T>): Record<string, T> {
  const issues = Object.entries(files).flatMap(([file, data]) => ruleIssues(file, data));
  if (issues.length > 0) throw new Error(`配置错误:\n${issues.map(formatIssue).join('\n')}`);
  return files;
}

function byName<T>(files: Record<string, T>, prefix: string): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files).map(([path, data]) => [
      path.slice(path.lastIndexOf(prefix) + prefix.length, -5),
      data,
    ]),
  );
}

const screenFiles = checkLoaded(
  import.meta.glob<ScreenFile>('../../../config/screens/*.json', {
    eager: true,
    import: 'default',
  }),
);
const menuFiles = checkLoaded(
  import.meta.glob<MenuFile>('../../../config/menus/*.json', { eager: true, import: 'default' }),
);
const otherFiles = checkLoaded(
  import.meta.glob<RoutesFile | DisclosureTabsFile>(
    ['../../../config/routes.json', '../../../config/disclosure/tabs.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);

/** Screens by name (file name without .json). */
export const screens: Record<string, ScreenFile> = byName(screenFiles, 'screens/');
/** Menus by name: side, top, trade, disclosure. */
export const menus: Record<string, MenuFile> = byName(menuFiles, 'menus/');
/** The route table. */
export const routes = otherFiles['../../../config/routes.json'] as RoutesFile;
/** The disclosure tabs. */
export const disclosureTabs = otherFiles[
  '../../../config/disclosure/tabs.json'
] as DisclosureTabsFile;
