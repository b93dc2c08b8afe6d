// Load-time check of a visibility rule: only the allowed JSON Logic operators and documented variables.
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

const operators: readonly string[] = ruleOperators;
const variables: readonly string[] = Object.keys(ruleVariables);
// Inside some/all/none the second argument reads the current element, so `var` there is relative.
const arrayOperators = new Set(['some', 'all', 'none']);

function checkVar(arg: unknown, at: Array<string | number>, relative: boolean): RuleProblem[] {
  const name = Array.isArray(arg) ? arg[0] : arg;
  if (relative) return [];
  if (typeof name !== 'string') {
    return [{ at, found: JSON.stringify(arg), expected: '变量名（文本）' }];
  }
  if (variables.includes(name)) return [];
  return [{ at, found: `变量 "${name}"`, expected: expectedOneOf(name, variables, '规则变量') }];
}

function walk(node: unknown, at: Array<string | number>, relative: boolean): RuleProblem[] {
  if (node === null || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((item, i) => walk(item, [...at, i], relative));
  const keys = Object.keys(node);
  if (keys.length !== 1) {
    return [{ at, found: `有 ${keys.length} 个键的对象`, expected: '只有一个运算符的对象' }];
  }
  const op = keys[0] ?? '';
  const arg = (node as Record<string, unknown>)[op];
  if (!operators.includes(op)) {
    return [{ at, found: `运算符 "${op}"`, expected: expectedOneOf(op, operators, '运算符') }];
  }
  if (op === 'var') return checkVar(arg, [...at, 'var'], relative);
  if (arrayOperators.has(op) && Array.isArray(arg)) {
    return [...walk(arg[0], [...at, op, 0], relative), ...walk(arg[1], [...at, op, 1], true)];
  }
  return walk(arg, [...at, op], relative);
}

/** Every problem of a rule; an empty list means the rule is well formed. */
export function checkRule(rule: unknown): RuleProblem[] {
  if (typeof rule === 'boolean') return [];
  return walk(rule, [], false);
}
