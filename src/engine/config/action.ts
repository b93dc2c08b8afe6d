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

/** A button that does one thing. */
export interface Action {
  /** Button label in Chinese. */
  label: string;
  /** Icon shown before the label. */
  icon?: IconName;
  /** Draws the button as the primary one. */
  primary?: boolean;
  /** Question asked before acting, e.g. "是否确认交卷？". */
  confirm?: string;
  /** Operation called when pressed (form values are bound with `form.NAME`). */
  call?: DataSource;
  /** What follows a successful call. */
  then?: ActionOutcome;
  /** Shows the button only while the rule holds; a row action's rule may read its row as `row.FIELD`. */
  visibleWhen?: Rule;
}
