// Config of the `widget` block.
import type { Binding } from '../../config/binding';
import type { Block } from '../../config/block';
import type { BlockBase } from '../../config/blockBase';
import type { WidgetName } from '../../config/names';

/** A bespoke React component registered by name: the typed escape hatch. */
export interface WidgetBlock extends BlockBase {
  /** Block type. */
  type: 'widget';
  /** Registered widget name. */
  name: WidgetName;
  /** Properties passed to the widget, each bound to a context path or a literal. */
  props?: Record<string, Binding>;
  /**
   * Blocks a container widget draws inside itself when it decides to, e.g. `roundSelector` shows them
   * only once a round it offers is chosen.
   */
  blocks?: Block[];
}
