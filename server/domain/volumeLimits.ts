import type { Selectable } from 'kysely';
import type { QuotaTable } from '../db/domainSchema';
import type { Schemas } from '../routes/dto/types';
import { enumValue } from '../routes/dto/types';

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * An enterprise's remaining volume limits per time segment. Spec rule: a buyer may buy
 * (upper − used − freezed), a seller may sell it; the other side shows '-' (null). Freezed is what
 * waits in a book (rolling matching); other markets leave it 0.
 */
export function volumeLimitViews(
  quotas: ReadonlyArray<Selectable<QuotaTable>>,
): Array<Schemas['VolumeLimit']> {
  return quotas.map((q) => ({
    objId: enumValue(q.timeId, [1, 2, 3] as const),
    upper: q.upper,
    used: q.used,
    freezed: q.freezed,
    direction: enumValue(q.obj, [0, 1] as const),
    maxBuy: q.obj === 0 ? round4(q.upper - q.used - q.freezed) : null,
    maxSell: q.obj === 1 ? round4(q.upper - q.used - q.freezed) : null,
  }));
}
