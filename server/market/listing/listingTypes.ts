// Inputs and views of listing (挂牌 / 摘牌, round type 3): a party posts a volume at a price, others take it.
import type { MWh, Period, Side, Trade, Yuan, YuanPerMWh } from '../types';

/** How an oversubscribed listing is shared (course setting): pro rata to asked volume (default) or first come. */
export type ListingAllocation = 'proRata' | 'firstCome';

/** A posted listing (挂牌): the poster sells (side 'sell') or buys (side 'buy') at its price. */
export interface Listing {
  /** Unique id (the database id, as text). */
  id: string;
  /** Enterprise that posted it. */
  enterpriseId: string;
  /** Province key of the poster (takers must be in the same province). */
  province: number;
  /** The poster's side; takers trade the other side. */
  side: Side;
  /** Time segment or hour it is for. */
  period: Period;
  /** Posted price, 元/MWh: every take trades at it. */
  price: YuanPerMWh;
  /** Posted volume, MWh. */
  volume: MWh;
  /** Acceptance time (epoch ms) and server sequence, for ordering. */
  declaredAt: number;
  /** Server-assigned increasing number. */
  sequence: number;
}

/** A request to take (摘牌) part of a listing. */
export interface TakeRequest {
  /** Unique id. */
  id: string;
  /** The listing taken. */
  listingId: string;
  /** Enterprise taking it. */
  enterpriseId: string;
  /** Province key of the taker. */
  province: number;
  /** Volume asked, MWh. */
  volume: MWh;
  /** Acceptance time (epoch ms). */
  declaredAt: number;
  /** Server-assigned increasing number. */
  sequence: number;
}

/** Where a listing stands: open (volume left), filled, cancelled (by its poster or at close). */
export type ListingStatus = 'open' | 'filled' | 'cancelled';

/** A listing with its taken and open volume. */
export interface ListingView extends Listing {
  /** Volume allocated to takers so far, MWh. */
  takenVolume: MWh;
  /** Volume asked by takers and not yet allocated (pro-rata rule, before allocation), MWh. */
  pendingVolume: MWh;
  /** Volume still available, MWh. */
  openVolume: MWh;
  /** Volume withdrawn, MWh. */
  cancelledVolume: MWh;
  /** Status. */
  status: ListingStatus;
  /** Who cancelled it, or null. */
  cancelledBy: 'owner' | 'system' | null;
}

/** A take request with what it got. */
export interface TakeView extends TakeRequest {
  /** Volume allocated, MWh (0 while pending). */
  allocatedVolume: MWh;
  /** Money of the allocated volume at the posted price, 元. */
  money: Yuan;
  /** Pending until allocation (pro rata), then done. */
  status: 'pending' | 'done';
}

/** The answer to an action: ok with what changed, or a Chinese reason. */
export type ListingOutcome<T> =
  { ok: true; value: T; trades: Trade[] } | { ok: false; reason: string };
