// The operations the order entry reads and the ones an accepted order changes. The server's pushes name
// the same operations (server/routes/rollingMatching/rollingDto.ts), so other screens follow by push.
import type { DataSource, OperationId } from '../../engine/config/binding';

/** A data source of one round and enterprise with literal parameters (cache key shared with blocks). */
export function roundSource(
  operation: OperationId,
  roundId: number,
  enterpriseId?: number,
): DataSource {
  return {
    operation,
    params: {
      roundId: { value: roundId },
      ...(enterpriseId === undefined ? {} : { enterpriseId: { value: enterpriseId } }),
    },
  };
}

/** Answers an accepted order, listing or take makes stale on this screen at once. */
export const orderChanges = [
  'getBuyOrders',
  'getSellOrders',
  'getBuyOrdersV8',
  'getSellOrdersV8',
  'getListingOrders',
  'getMyListingOrders',
  'getWaitOrders',
  'getListingTrades',
  'getListingIngVolume',
  'getListingQuota',
  'getListing24Quotas',
] as const;
