// Checks every visibility rule of a config file as it loads, so a bad rule fails at load with its file
// and JSON path instead of hiding something silently.
import { formatIssue, pointer, type ConfigIssue } from './issue';
import { checkRule, type ScopedRoot } from '../rules/checkRule';

/**
 * Every visibility-rule problem in one parsed config file. Screens may read the scoped roots
 * (`row.*`, `round.*`); config:check tells whether each read sits where its root is in scope.
 */
export function ruleIssues(
  file: string,
  data: unknown,
  scoped: readonly ScopedRoot[] = [],
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  // One path array, grown and shrunk on the way down and up: the walk runs over every screen as the
  // signed-in pages load, and a copy of the path per node cost more than the checks themselves.
  const at: Array<string | number> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach((item: unknown, i) => {
        at.push(i);
        visit(item);
        at.pop();
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const value: unknown = (node as Record<string, unknown>)[key];
      if (key === 'visibleWhen') {
        for (const p of checkRule(value, scoped)) {
          issues.push({
            file,
            path: pointer([...at, key, ...p.at]),
            found: p.found,
            expected: p.expected,
          });
        }
        continue;
      }
      at.push(key);
      visit(value);
      at.pop();
    }
  };
  visit(data);
  return issues;
}

/** Throws one error listing every rule problem of the files, or returns them unchanged. */
export function checkLoaded<T>(
  files: Record<string, T>,
  scoped: readonly ScopedRoot[] = [],
): Record<string, T> {
  const issues = Object.entries(files).flatMap(([file, data]) => ruleIssues(file, data, scoped));
  if (issues.length > 0) throw new Error(`配置错误:\n${issues.map(formatIssue).join('\n')}`);
  return files;
}
