// Contract shapes of rolling matching and listing, and the change pushes that follow each operation.
import type { OrderState } from '../../domain/rollingMatching/roundEngine';
import { publishDataChanged } from '../../realtime/publisher';
import type { OperationId } from '../../http/contract';
import { enumValue, type Schemas } from '../dto/types';

/** An order with its state; `anonymous` leaves out who placed it (listings shown to takers). */
export function orderDto(
  s: OrderState,
  roundId: number,
  creationTime: string,
  anonymous = false,
): Schemas['ListingOrder'] {
  const o = s.order;
  return {
    id: o.id,
    roundId,
    ...(anonymous ? {} : { enterpriseId: o.enterpriseId, unitId: o.unitId }),
    province: o.province,
    direction: enumValue(o.direction, [0, 1] as const),
    objId: o.objId,
    timeId: o.timeId,
    price: o.price,
    volume: o.volume,
    dealVolume: s.dealVolume,
    status: s.status,
    creationTime,
    orderType: enumValue(o.orderType, [0, 1, 2] as const),
    listingId: o.listingId,
    sessionId: o.sessionId,
    openVolume: s.openVolume,
    pendingVolume: s.pendingVolume,
    cancelVolume: s.cancelVolume,
    cancelledBySystem: s.cancelledBySystem,
  };
}

/** What an order, take or cancel changes for everyone's screens. */
const ORDER_CHANGES: OperationId[] = [
  'getBuyOrders',
  'getSellOrders',
  'getBuyOrdersV8',
  'getSellOrdersV8',
  'getListingOrders',
  'getMyListingOrders',
  'getWaitOrders',
  'getListing24Quotas',
  // A type-3 round's quota rows count its own waiting and traded volume (rollingQuotas.ts).
  'getListingQuota',
  // The teacher's session list counts orders and trades.
  'getRollingSessions',
];
/** What a trade changes besides the books. */
const TRADE_CHANGES: OperationId[] = ['getListingTrades', 'getListingIngVolume'];
/** What a cancel changes besides the books. */
const CANCEL_CHANGES: OperationId[] = ['getCanceledListings'];
/** What closing or building results changes. */
const RESULT_CHANGES: OperationId[] = [
  'getListingResults',
  'getRollingMatchingReadiness',
  'getRollingMatchingResultStatus',
];

/** Pushes OnDataChanged naming the operations whose answers the change touched (no data). */
export function pushChanges(
  courseId: number,
  roundId: number,
  what: { traded?: boolean; cancelled?: boolean; results?: boolean },
): void {
  const operations = [
    ...ORDER_CHANGES,
    ...(what.traded ? TRADE_CHANGES : []),
    ...(what.cancelled ? CANCEL_CHANGES : []),
    ...(what.results ? RESULT_CHANGES : []),
  ];
  publishDataChanged(courseId, { courseId, roundId, operations });
}
