// Evaluates a visibility rule against the rule context; rules are checked when configs load, so a rule
// that reaches here is well formed.
import jsonLogic from 'json-logic-js';
import type { Rule } from '../config/rule';
import type { RuleContext } from './context';

/** Whether something guarded by `rule` shows; a missing rule always shows. */
export function isVisible(rule: Rule | undefined, context: RuleContext): boolean {
  if (rule === undefined || rule === true) return true;
  if (rule === false) return false;
  return Boolean(jsonLogic.apply(rule as jsonLogic.RulesLogic, context));
}
