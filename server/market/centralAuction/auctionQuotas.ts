// Applies the remaining quotas of a round to its book, taking each holder's orders in declaration order:
// 'cap' keeps the part that fits, 'reject' leaves out what does not fit whole, a blocked side takes none.
import { setReason, type AuctionBook } from './auctionBook';
import type { QuotaMode } from './centralAuctionTypes';
import { VOLUME_SCALE } from '../fixedPoint';
import { marketMessages } from '../messages';
import type { VolumeLimit } from '../types';

function limitKey(side: string, holder: string, segmentId: number): string {
  return `${side}|${holder}|${segmentId}`;
}

/**
 * Caps or rejects valid orders beyond their remaining quota. A unit's own limit applies first, otherwise
 * the enterprise's limit on that side; orders with no matching limit are not limited.
 */
export function applyQuotas(
  book: AuctionBook,
  limits: readonly VolumeLimit[],
  mode: QuotaMode,
): void {
  const remaining = new Map<string, number | null>();
  for (const limit of limits) {
    const holder = limit.unitId === null ? `e:${limit.enterpriseId}` : `u:${limit.unitId}`;
    const cents =
      limit.max === null
        ? null
        : Math.max(0, Math.floor(Number((limit.max * VOLUME_SCALE).toPrecision(12))));
    remaining.set(limitKey(limit.side, holder, limit.segmentId), cents);
  }
  if (remaining.size === 0) return;
  for (let rank = 0; rank < book.declaration.length; rank++) {
    const at = book.declaration[rank]!;
    const order = book.input[at]!;
    if (book.reasonOf[at]! >= 0 || order.period.kind !== 'segment') continue;
    const { side, unitId, enterpriseId } = order;
    const segmentId = order.period.segmentId;
    const unitKey = unitId === null ? null : limitKey(side, `u:${unitId}`, segmentId);
    const key =
      unitKey !== null && remaining.has(unitKey)
        ? unitKey
        : limitKey(side, `e:${enterpriseId}`, segmentId);
    if (!remaining.has(key)) continue;
    const left = remaining.get(key) ?? null;
    const wanted = book.acceptedCents[at]!;
    if (left === null) {
      setReason(book, at, marketMessages.sideBlocked(side));
      book.acceptedCents[at] = 0;
      continue;
    }
    const fits = wanted <= left;
    const accepted = fits ? wanted : mode === 'cap' ? left : 0;
    if (accepted === 0) setReason(book, at, marketMessages.overQuota());
    else if (!fits) setReason(book, at, marketMessages.cappedByQuota(accepted / VOLUME_SCALE));
    book.acceptedCents[at] = accepted;
    remaining.set(key, left - accepted);
  }
}
