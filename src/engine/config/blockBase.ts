// Properties every block shares.
import type { Rule } from './rule';

/** Properties shared by all blocks. */
export interface BlockBase {
  /** Card title shown above the block, in Chinese. */
  title?: string;
  /** Width in grid columns out of 24; blocks fill a row left to right. */
  span?: number;
  /** Shows the block only while the rule holds. */
  visibleWhen?: Rule;
}
