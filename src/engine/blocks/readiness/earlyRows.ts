// The route-data prefetch asks for a readiness block's rows together with its check, so a ready result
// shows at once. Rows answered while the result was not ready are not the result: a check that finds
// it not ready drops them, or the blocks would show those empty rows when a later check (a clearing
// push, 获取结果) finds the result ready within the cache's fresh time.
import type { QueryClient } from '@tanstack/react-query';
import type { BindingContext } from '../../env';
import { blockQueries } from '../../query/firstQueries';
import { operationKey } from '../../query/operationKeys';
import type { ReadinessBlock } from './types';

/** Drops the cached first answers of the blocks `block` shows once ready. */
export function forgetEarlyRows(
  client: QueryClient,
  block: ReadinessBlock,
  bindings: BindingContext,
): void {
  for (const { operation, params, body } of blockQueries(block.blocks, bindings))
    client.removeQueries({ queryKey: operationKey(operation, params, body), exact: true });
}
