// The widget names the app registers, read from src/widgets/register.ts, so a screen placing a widget
// that has a props interface but no registered component fails at check time instead of in the browser.
import fs from 'node:fs';
import path from 'node:path';

/** Names passed to `registerWidget('name', …)` in src/widgets/register.ts under `root`. */
export function registeredWidgets(root: string): string[] {
  const file = path.join(root, 'src/widgets/register.ts');
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/registerWidget\(\s*'([A-Za-z][A-Za-z0-9]*)'/g)].map((m) => m[1] ?? '');
}
