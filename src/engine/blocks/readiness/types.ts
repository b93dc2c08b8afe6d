// Config of the `readiness` block.
import type { DataSource } from '../../config/binding';
import type { Block } from '../../config/block';
import type { BlockBase } from '../../config/blockBase';
import type { ResultKind } from '../../../machines/resultReadiness';

/** Shows its blocks only once a result is ready, else the empty-result screen with a fetch button. */
export interface ReadinessBlock extends BlockBase {
  /** Block type. */
  type: 'readiness';
  /** Result kind; decides how the check's answer is read (spec section 4). */
  kind: ResultKind;
  /** Operation that answers whether the result is ready. */
  check: DataSource;
  /** Response field holding the readiness code; the whole response when left out. */
  field?: string;
  /** Blocks shown once the result is ready. */
  blocks: Block[];
}
