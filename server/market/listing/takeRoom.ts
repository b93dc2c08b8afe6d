// The rule on waiting takes (docs/market-rules.md, 挂牌 / 摘牌): under pro rata one enterprise's waiting
// takes of a listing together ask at most the listing's open volume. Asking more would buy a larger
// share of the pro-rata allocation and freeze quota that can never trade. First come fills a take at once
// (never waiting), and the take that exhausts a listing gets the rest, so it has no such limit.
import { VOLUME_SCALE } from '../fixedPoint';
import type { ListingMarket } from './listingMarket';
import { listingMessages } from './listingMessages';

/** Why the rule refuses an enterprise's new take of a listing, or null when it may wait. */
export function takeRefusal(
  market: ListingMarket,
  take: { listingId: string; enterpriseId: string; volume: number },
): string | null {
  if (market.allocation !== 'proRata') return null;
  const listing = market.listing(take.listingId);
  // An unknown, withdrawn or exhausted listing is refused by take() itself, with its own reason.
  if (!listing || listing.openVolume <= 0) return null;
  const cents = (v: number) => Math.round(v * VOLUME_SCALE);
  const room =
    cents(listing.openVolume) - cents(market.pendingOf(take.listingId, take.enterpriseId));
  if (room <= 0) return listingMessages.allTaken();
  if (cents(take.volume) > room) return listingMessages.overTakeRoom(room / VOLUME_SCALE);
  return null;
}
