// The calls of the day-ahead declaration widget through the typed client. Loads throw a Chinese message
// (the error middleware has already shown the server's); submissions return the server's message and
// the members its validation errors name, so the editor keeps the input and marks the cell
// (src/api/formSubmission.ts).
import type { ApiClient } from '../../api/client';
import { submitForm, type Submission } from '../../api/formSubmission';
import type { components } from '../../api/schema.gen';
import type { Round } from '../../engine/env';

type Schemas = components['schemas'];
/** A generating unit with its technical limits. */
export type Generator = Schemas['Generator'];
/** A stored offer. */
export type DayAheadOffer = Schemas['DayAheadOffer'];
/** Which session an offer is for: the provincial market or the inter-provincial session. */
export type OfferKind = NonNullable<DayAheadOffer['kind']>;
/** A stored 96-point demand bid. */
export type DemandBid = Schemas['DayAheadDemandBid'];
/** One point of a curve. */
export type CurvePoint = Schemas['CurvePoint'];

/** The query naming the kind; the provincial kind is the default and stays unnamed. */
const kindQuery = (kind: OfferKind) => (kind === 'provincial' ? {} : { kind });

function required<T>(data: T | undefined, what: string): T {
  if (data === undefined) throw new Error(`${what}加载失败，请稍后重试`);
  return data;
}

/** The message of a refused submission when the server gives none. */
const submitFailed = '申报提交失败，请稍后重试';

/** The enterprise's units (with Pmax, Pmin and ramp) and its offers in the round. */
export async function loadOffers(
  api: ApiClient,
  courseId: number,
  roundId: number,
  enterpriseId: number,
  kind: OfferKind = 'provincial',
): Promise<{ units: Generator[]; offers: DayAheadOffer[] }> {
  const [units, offers] = await Promise.all([
    api.GET('/api/app/enterprise/generators', { params: { query: { courseId, enterpriseId } } }),
    api.GET('/api/app/dayAhead/offers', {
      params: { query: { roundId, enterpriseId, ...kindQuery(kind) } },
    }),
  ]);
  return {
    units: required(units.data, '机组信息').items.filter((u) => u.enterpriseId === enterpriseId),
    offers: required(offers.data, '已申报报价').items,
  };
}

/**
 * The enterprise's province in the course's scene: its name and whether it sends (role 1). Only sending
 * provinces offer into the inter-provincial session; the server refuses a receiving unit's offer.
 */
export async function loadOwnProvince(
  api: ApiClient,
  sceneId: number,
  province: string,
): Promise<{ name: string; sending: boolean }> {
  const { data } = await api.GET('/api/app/sceneInfoProvince/bySceneId/{sceneId}', {
    params: { path: { sceneId } },
  });
  const own = required(data, '省份信息').items.find((p) => p.province === province);
  return { name: own?.name ?? province, sending: own?.role === 1 };
}

/** Stores (replaces) a unit's offer. */
export async function submitOffer(
  api: ApiClient,
  body: Schemas['DayAheadOfferInput'],
): Promise<Submission<DayAheadOffer>> {
  return submitForm(() => api.POST('/api/app/dayAhead/offers', { body }), submitFailed);
}

/** The day-ahead round before `round` in the course (the latest earlier trading day), if any. */
export function previousDayRound(rounds: readonly Round[], round: Round): Round | undefined {
  const dayOf = (r: Round) => (r.year * 100 + r.month) * 100 + (r.day ?? 1);
  return rounds
    .filter((r) => r.type === 11 && r.id !== round.id && dayOf(r) <= dayOf(round))
    .filter((r) => dayOf(r) < dayOf(round) || r.id < round.id)
    .sort((a, b) => dayOf(b) - dayOf(a) || b.id - a.id)[0];
}

/** A unit's offer of the same kind in another round (the previous day's), if it offered there. */
export async function offerIn(
  api: ApiClient,
  roundId: number,
  enterpriseId: number,
  unitId: number,
  province: string | null,
): Promise<DayAheadOffer | undefined> {
  const kind: OfferKind = province === null ? 'provincial' : 'interProvincial';
  const { data } = await api.GET('/api/app/dayAhead/offers', {
    params: { query: { roundId, enterpriseId, unitId, ...kindQuery(kind) } },
  });
  return required(data, '上一日报价').items.find((o) => o.unitId === unitId);
}

/** The enterprise's loads, their forecasts (96 points each) and its bids in the round. */
export async function loadDemandBids(
  api: ApiClient,
  courseId: number,
  roundId: number,
  enterpriseId: number,
): Promise<{
  demands: Schemas['Demand'][];
  forecasts: Map<number, CurvePoint[]>;
  bids: DemandBid[];
}> {
  const [demands, bids] = await Promise.all([
    api.GET('/api/app/enterprise/demands', { params: { query: { courseId, enterpriseId } } }),
    api.GET('/api/app/dayAhead/demandBids', { params: { query: { roundId, enterpriseId } } }),
  ]);
  const own = required(demands.data, '负荷信息').items.filter(
    (d) => d.enterpriseId === enterpriseId,
  );
  const curves = await Promise.all(
    own.map((d) =>
      api.GET('/api/app/dayDemandCurve24/demandMean', {
        params: { query: { courseId, demandId: d.id } },
      }),
    ),
  );
  return {
    demands: own,
    forecasts: new Map(own.map((d, i) => [d.id, curves[i]?.data?.items ?? []])),
    bids: required(bids.data, '已申报负荷').items,
  };
}

/** Stores (replaces) a load's 96-point bid. */
export async function submitDemandBid(
  api: ApiClient,
  body: DemandBid,
): Promise<Submission<DemandBid>> {
  return submitForm(() => api.POST('/api/app/dayAhead/demandBids', { body }), submitFailed);
}
