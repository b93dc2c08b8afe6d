// Every screen under config/screens, found by file name at build time: adding a screen is adding a JSON
// file, with no TypeScript. Rules are checked as the screens load.
import type { ScreenFile } from './files';
import { checkLoaded } from './load';

const files = checkLoaded(
  import.meta.glob<ScreenFile>('../../../config/screens/*.json', {
    eager: true,
    import: 'default',
  }),
);

/** Screens by name (file name without .json). */
export const screens: Record<string, ScreenFile> = Object.fromEntries(
  Object.entries(files).map(([file, screen]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
    screen,
  ]),
);
