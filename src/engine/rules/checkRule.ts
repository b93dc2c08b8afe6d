// Load-time check of a visibility rule: only the allowed JSON Logic operators and documented variables,
// plus the scoped roots a screen offers where it offers them (`row.FIELD` on row actions, `round.FIELD`
// inside a round selector). Which fields those roots have is checked by config:check (codegen/).
import { expectedOneOf } from '../suggest';
import { ruleOperators, ruleVariables } from './context';

/** A problem in one rule, located by path segments below the rule. */
export interface RuleProblem {
  /** Path segments from the rule's root to the bad part. */
  at: Array<string | number>;
  /** What was found. */
  found: string;
  /** What was expected. */
  expected: string;
}

/** Roots a rule may read where the screen scopes them: the table row, the selected round. */
export type ScopedRoot = 'row' | 'round';

/** A variable of a scoped root a rule reads, with where it sits. */
export interface ScopedRead {
  at: Array<string | number>;
  name: string;
}

const operators: readonly string[] = ruleOperators;
const variables: readonly string[] = Object.keys(ruleVariables);
// Inside some/all/none the second argument reads the current element, so `var` there is relative.
const arrayOperators = new Set(['some', 'all', 'none']);

const scopedRootOf = (name: string): ScopedRoot | undefined =>
  name.startsWith('row.') ? 'row' : name.startsWith('round.') ? 'round' : undefined;

function checkVar(
  arg: unknown,
  at: Array<string | number>,
  relative: boolean,
  scoped: readonly ScopedRoot[],
): RuleProblem[] {
  const name = Array.isArray(arg) ? arg[0] : arg;
  if (relative) return [];
  if (typeof name !== 'string') {
    return [{ at, found: JSON.stringify(arg), expected: '变量名（文本）' }];
  }
  if (variables.includes(name)) return [];
  const root = scopedRootOf(name);
  if (root && scoped.includes(root) && name.length > root.length + 1) return [];
  return [{ at, found: `变量 "${name}"`, expected: expectedOneOf(name, variables, '规则变量') }];
}

function walk(
  node: unknown,
  at: Array<string | number>,
  relative: boolean,
  scoped: readonly ScopedRoot[],
): RuleProblem[] {
  if (node === null || typeof node !== 'object') return [];
  if (Array.isArray(node))
    return node.flatMap((item, i) => walk(item, [...at, i], relative, scoped));
  const keys = Object.keys(node);
  if (keys.length !== 1) {
    return [{ at, found: `有 ${keys.length} 个键的对象`, expected: '只有一个运算符的对象' }];
  }
  const op = keys[0] ?? '';
  const arg = (node as Record<string, unknown>)[op];
  if (!operators.includes(op)) {
    return [{ at, found: `运算符 "${op}"`, expected: expectedOneOf(op, operators, '运算符') }];
  }
  if (op === 'var') return checkVar(arg, [...at, 'var'], relative, scoped);
  if (arrayOperators.has(op) && Array.isArray(arg)) {
    return [
      ...walk(arg[0], [...at, op, 0], relative, scoped),
      ...walk(arg[1], [...at, op, 1], true, scoped),
    ];
  }
  return walk(arg, [...at, op], relative, scoped);
}

/**
 * Every problem of a rule; an empty list means the rule is well formed. `scoped` names the roots the
 * place of the rule may read besides the documented variables.
 */
export function checkRule(rule: unknown, scoped: readonly ScopedRoot[] = []): RuleProblem[] {
  if (typeof rule === 'boolean') return [];
  return walk(rule, [], false, scoped);
}

/** The `row.*` and `round.*` variables a rule reads (outside some/all/none element rules). */
export function scopedReads(rule: unknown): ScopedRead[] {
  const reads: ScopedRead[] = [];
  const visit = (node: unknown, at: Array<string | number>): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, [...at, i]));
    const [op] = Object.keys(node);
    if (op === undefined) return;
    const arg = (node as Record<string, unknown>)[op];
    if (op === 'var') {
      const name = Array.isArray(arg) ? arg[0] : arg;
      if (typeof name === 'string' && scopedRootOf(name)) reads.push({ at: [...at, 'var'], name });
      return;
    }
    // The element rule of some/all/none reads the element, not the context.
    if (arrayOperators.has(op) && Array.isArray(arg)) return visit(arg[0], [...at, op, 0]);
    visit(arg, [...at, op]);
  };
  visit(rule, []);
  return reads;
}
