// Actions: call an operation, then refresh, navigate to a named route or show a message.
import type { Binding, DataSource, OperationId } from './binding';
import type { IconName } from './names';
import type { Rule } from './rule';

/** A route name of config/routes.json; the written schema lists them for editor completion. */
export type RouteName = string;

/** Navigation to a named route of config/routes.json. */
export interface NavigateTarget {
  /** Route name, e.g. `user-centerTrade`. */
  route: RouteName;
  /** Route path parameters by name. */
  params?: Record<string, Binding>;
  /** Query-string parameters by name. */
  query?: Record<string, Binding>;
}

/** What happens after the call succeeds (or at once when there is no call). */
export interface ActionOutcome {
  /** Reloads every data source of the page. */
  refresh?: boolean;
  /** operationIds whose cached answers the call makes stale; they reload wherever they are shown. */
  invalidate?: OperationId[];
  /** Goes to a named route. */
  navigate?: NavigateTarget;
  /** Chinese success message shown briefly. */
  message?: string;
}

/** A text box in an action's confirm dialog, e.g. the optional 拒绝原因 of a refusal. */
export interface ActionPrompt {
  /** Name the typed text is bound under, as `form.FIELD` in the action's call. */
  field: string;
  /** Label of the box in Chinese, e.g. "拒绝原因". */
  title: string;
  /** Greyed hint inside the empty box. */
  placeholder?: string;
  /** Most characters the box takes. */
  maxLength?: number;
}

/** A button that does one thing. */
export interface Action {
  /** Button label in Chinese. */
  label: string;
  /** Icon shown before the label. */
  icon?: IconName;
  /** Draws the button as the primary one. */
  primary?: boolean;
  /** Draws the button as a destructive one (red, never primary), e.g. 拒绝. */
  danger?: boolean;
  /** Question asked before acting, e.g. "是否确认交卷？". */
  confirm?: string;
  /** A text box in the confirm dialog (asked with `confirm`, else the label); bound as `form.FIELD`. */
  prompt?: ActionPrompt;
  /** Operation called when pressed (form values are bound with `form.NAME`). */
  call?: DataSource;
  /** What follows a successful call. */
  then?: ActionOutcome;
  /** Shows the button only while the rule holds; a row action's rule may read its row as `row.FIELD`. */
  visibleWhen?: Rule;
}
