// A config error as every checker reports it: file, JSON path, what was found and what was expected.

/** One problem found in a config file. */
export interface ConfigIssue {
  /** File relative to the repository root, e.g. `config/screens/assets.json`. */
  file: string;
  /** JSON Pointer to the offending value, e.g. `/blocks/0/source/operation`. */
  path: string;
  /** What the file holds there. */
  found: string;
  /** What would be accepted. */
  expected: string;
}

/** JSON Pointer from path segments (escaping `~` and `/` as RFC 6901 says). */
export function pointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** One line per issue, in the format config:check prints: `文件 路径: 找到 …，应为 …`. */
export function formatIssue(issue: ConfigIssue): string {
  return `${issue.file} ${issue.path || '/'}: 找到 ${issue.found}，应为 ${issue.expected}`;
}
