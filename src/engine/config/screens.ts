// Every screen under config/screens, grouped by market in sub-folders (config/screens/<market>/NAME.json),
// found by file name at build time: adding a screen is adding a JSON file, with no TypeScript. A screen's
// name is its file name, unique across folders (config:check reports a second one). Rules are checked as
// the screens load.
import type { ScreenFile } from './files';
import { checkLoaded } from './checkLoaded';

const files = checkLoaded(
  import.meta.glob<ScreenFile>('../../../config/screens/**/*.json', {
    eager: true,
    import: 'default',
  }),
  ['row', 'round'],
);

/** Screens by name (file name without .json, whatever market folder holds it). */
export const screens: Record<string, ScreenFile> = {};
for (const [file, screen] of Object.entries(files)) {
  const name = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
  if (name in screens) throw new Error(`配置错误:\n页面 "${name}" 有两个文件：${file}`);
  screens[name] = screen;
}
