// config/shell.json: where the shell's extras (the 我的持仓 button, the exam drawer) show, as rules over
// the rule context (with `route.name`), instead of route lists in code.
import type { Rule } from './rule';

/** One extra of the shell and when it shows. */
export interface ShellExtra {
  /** Shows the extra while the rule holds; `route.name` is the current route's name. */
  visibleWhen: Rule;
}

/** The extras of the main layout. */
export interface ShellFile {
  /** Relative path of this file's JSON Schema, for editor help. */
  $schema?: string;
  /** The draggable 我的持仓 button and its modal. */
  holdings: ShellExtra;
  /** The 答题 button and its bottom drawer with the paper. */
  examDrawer: ShellExtra;
}
