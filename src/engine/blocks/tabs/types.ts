// Config of the `tabs` block.
import type { Block } from '../../config/block';
import type { BlockBase } from '../../config/blockBase';
import type { Rule } from '../../config/rule';

/** One tab and its blocks. */
export interface TabItem {
  /** Unique key within the tabs. */
  key: string;
  /** Tab label in Chinese. */
  title: string;
  /** Shows the tab only while the rule holds. */
  visibleWhen?: Rule;
  /** Blocks inside the tab. */
  blocks: Block[];
}

/** Tabs, each holding blocks; only the open tab loads its data. */
export interface TabsBlock extends BlockBase {
  /** Block type. */
  type: 'tabs';
  /** Tabs in display order. */
  tabs: TabItem[];
}
