// The calls of the declaration widget through the typed client. A load's failure was already shown by
// the error middleware (spec section 8) and throws so the widget can offer a retry; the submission
// returns the server's message and the cell its validation error names (src/api/formSubmission.ts).
import type { ApiClient } from '../../api/client';
import { submitForm } from '../../api/formSubmission';
import type { components } from '../../api/schema.gen';
import type { Bid, BidItem } from './declarationRows';
import type { Quota } from './quota';
import { segmentsOf, type Segment } from './segments';

/** An inter-provincial channel of the contract. */
export type Channel = components['schemas']['ProvinceChannel'];

/** Everything the grid needs for one round and enterprise. */
export interface DeclarationData {
  segments: Segment[];
  quotas: Quota[];
  bids: Bid[];
  channels: Channel[];
}

function required<T>(data: T | undefined, what: string): T {
  if (data === undefined) throw new Error(`${what}加载失败，请稍后重试`);
  return data;
}

/** The enterprise's bids in the round. */
export async function loadBids(api: ApiClient, roundId: number, enterpriseId: number) {
  const { data } = await api.GET('/api/app/centerTrade/bids', {
    params: { query: { roundId, enterpriseId } },
  });
  return required(data, '申报记录').items;
}

/** Segments, quotas (when the round uses them), bids and (between provinces) channels. */
export async function loadDeclaration(
  api: ApiClient,
  round: { id: number; enableQuota?: boolean; isInterProvincial?: boolean },
  enterpriseId: number,
  sceneId: number | undefined,
): Promise<DeclarationData> {
  const query = { roundId: round.id, enterpriseId };
  const [object, quotas, bids, channels] = await Promise.all([
    api.GET('/api/app/customObject/object/{id}', { params: { path: { id: round.id } } }),
    round.enableQuota ? api.GET('/api/app/listing/quotas', { params: { query } }) : undefined,
    loadBids(api, round.id, enterpriseId),
    round.isInterProvincial
      ? api.GET('/api/app/provinceChannel', {
          params: { query: { ...(sceneId ? { sceneId } : {}), maxResultCount: 1000 } },
        })
      : undefined,
  ]);
  return {
    segments: segmentsOf(required(object.data, '交易时段')),
    quotas: quotas ? required(quotas.data, '交易额度').items : [],
    bids,
    channels: channels ? required(channels.data, '省间通道').items : [],
  };
}

/** The outcome of a submission: the stored bids, or the server's message and the members it names. */
export type SubmitOutcome =
  { ok: true; bids: Bid[] } | { ok: false; message: string; members: string[] };

/** Replaces the enterprise's bids in the round with `bids`. */
export async function submitBids(
  api: ApiClient,
  input: { roundId: number; enterpriseId: number; direction: 0 | 1; bids: BidItem[] },
): Promise<SubmitOutcome> {
  const outcome = await submitForm(
    () => api.POST('/api/app/centerTrade/bids', { body: input }),
    '申报提交失败，请稍后重试',
  );
  return outcome.ok ? { ok: true, bids: outcome.value.items } : outcome;
}

/** Deletes one bid; true when the server did (a refusal or no answer was shown by the pipeline). */
export async function deleteBid(api: ApiClient, id: number): Promise<boolean> {
  try {
    const { response } = await api.DELETE('/api/app/centerTrade/bids/{id}', {
      params: { path: { id } },
    });
    return response.ok;
  } catch {
    return false;
  }
}
