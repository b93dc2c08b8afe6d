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
  /** Operation returning the download path of the disclosure workbook (the download button). */
  download?: DataSource;
}
