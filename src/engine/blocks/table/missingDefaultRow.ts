// A detail's default row asked for by the page's address (a link to 2026年4月's report) that the table
// does not hold: the detail then shows its `defaultRow` instead, and without a word the reader takes
// it for the month asked. This builds the line that says so.
import { resolveBinding } from '../../bindings';
import type { BindingContext } from '../../env';
import { filterRows, isEmpty } from '../../rowFilter';
import { fillTemplate } from '../../textTemplate';
import type { Row } from './columns';
import type { DetailPanel } from './types';

/**
 * `detail.defaultRowMissing` with each `{field}` replaced by the value asked for that field, when every
 * `equals` test of `defaultRowFilter` has a value and no row passes them; else null.
 */
export function missingDefaultRowText(
  detail: DetailPanel,
  shown: readonly Row[],
  bindings: BindingContext,
): string | null {
  const tests = detail.defaultRowFilter ?? [];
  if (!detail.defaultRowMissing || tests.length === 0 || shown.length === 0) return null;
  const asked = new Map<string, unknown>();
  for (const test of tests) {
    if (test.equals === undefined) continue;
    const value = resolveBinding(test.equals, bindings);
    if (isEmpty(value)) return null;
    asked.set(test.field, value);
  }
  if (filterRows(shown, tests, bindings).length > 0) return null;
  return fillTemplate(detail.defaultRowMissing, (field) => asked.get(field));
}
