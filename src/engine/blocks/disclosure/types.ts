// Config of the `disclosure` block.
import type { Binding, DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';

/**
 * A disclosure tab of config/disclosure/tabs.json with the download button; without `tab`, the disclosure
 * menu is listed beside the tab the user picks (the disclosure list page).
 */
export interface DisclosureBlock extends BlockBase {
  /** Block type. */
  type: 'disclosure';
  /** Where the tab key comes from, usually `route.params.tagName`. */
  tab?: Binding;
  /**
   * Where the disclosure group comes from, usually `route.params.index`: a tab with an entry for the
   * group in its `groups` shows that entry's blocks (the menu's items give their `params.index`).
   */
  group?: Binding;
  /** Operation returning the download path of the disclosure workbook (the download button). */
  download?: DataSource;
}
