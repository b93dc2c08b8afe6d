// Config of the `html` block.
import type { Action } from '../../config/action';
import type { DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';

/** Sanitised HTML, written in the config or read from a field of an operation's response. */
export interface HtmlBlock extends BlockBase {
  /** Block type. */
  type: 'html';
  /** Fixed HTML. */
  html?: string;
  /** Operation whose response holds the HTML. */
  source?: DataSource;
  /** Response field holding the HTML when `source` is set. */
  field?: string;
  /** Buttons under the text, e.g. one leading to the page the text points to. */
  actions?: Action[];
}
