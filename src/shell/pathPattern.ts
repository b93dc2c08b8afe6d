// Whether a pathname is on a route pattern of config/routes.json (static segments and `:name`
// parameters), as react-router's matchPath({ path, end: true }) decides it, without a regular
// expression: matchPath builds one for each pattern on every call, and the shell tests all routes
// for each new location (~2 ms of start-up for 45 routes, before the first page renders). Patterns
// with a splat or optional segments are left to matchPath.
import { matchPath } from 'react-router-dom';

/** A path's segments after its trailing slashes, which matchPath allows, are dropped. */
function segmentsOf(path: string): string[] {
  return path.replace(/\/+$/, '').split('/');
}

/**
 * True when `pathname` matches `pattern` to its end: the same number of segments, static ones equal
 * ignoring case (matchPath is case-insensitive by default), parameters non-empty.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (/[*?]/.test(pattern)) return matchPath({ path: pattern, end: true }, pathname) !== null;
  const want = segmentsOf(pattern.startsWith('/') ? pattern : `/${pattern}`);
  const have = segmentsOf(pathname);
  if (want.length !== have.length) return false;
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const given = have[i]!;
    if (segment.startsWith(':')) {
      if (given === '') return false;
    } else if (segment.toLowerCase() !== given.toLowerCase()) return false;
  }
  return true;
}
