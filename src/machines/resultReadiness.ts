import { resultMessages } from './messages';

/** The result pages that check readiness before showing results (spec section 4). */
export const resultKinds = [
  'spot',
  'interProvincialSpot',
  'interProvincialCenterTrade',
  'rollingMatching',
  'centerTrade',
  'settlement',
  'preClearing',
] as const;

/** One result page's kind of readiness check. */
export type ResultKind = (typeof resultKinds)[number];

/** What a readiness answer means. */
export type Readiness = 'ready' | 'notGenerated' | 'generating';

/**
 * Reads the raw answer of a readiness call with the codes of spec section 4: spot 3/2, the two
 * inter-provincial kinds 0/2, falsy for rolling matching, centralised bidding and pre-clearing, an
 * empty month list for settlement.
 */
export function classifyReadiness(kind: ResultKind, raw: unknown): Readiness {
  switch (kind) {
    case 'spot':
      if (raw === 3) return 'notGenerated';
      return raw === 2 ? 'generating' : 'ready';
    case 'interProvincialSpot':
    case 'interProvincialCenterTrade':
      if (raw === 0) return 'notGenerated';
      return raw === 2 ? 'generating' : 'ready';
    case 'settlement':
      return Array.isArray(raw) && raw.length > 0 ? 'ready' : 'notGenerated';
    case 'rollingMatching':
    case 'centerTrade':
    case 'preClearing':
      return raw ? 'ready' : 'notGenerated';
  }
}

const notGeneratedMessage: Record<ResultKind, string> = {
  spot: resultMessages.spotNotGenerated,
  interProvincialSpot: resultMessages.interProvincialSpotNotGenerated,
  interProvincialCenterTrade: resultMessages.interProvincialCenterTradeNotGenerated,
  rollingMatching: resultMessages.rollingMatchingNotGenerated,
  centerTrade: resultMessages.centerTradeNotGenerated,
  settlement: resultMessages.settlementNotGenerated,
  preClearing: resultMessages.preClearingNotGenerated,
};

/** Only these kinds have a cache that can be "being generated"; the others never answer 2. */
const generatingMessage: Partial<Record<ResultKind, string>> = {
  spot: resultMessages.spotGenerating,
  interProvincialSpot: resultMessages.interProvincialSpotGenerating,
  interProvincialCenterTrade: resultMessages.interProvincialCenterTradeGenerating,
};

/** The message a result page shows for a readiness outcome; empty when the result is ready. */
export function readinessMessage(kind: ResultKind, readiness: Readiness): string {
  if (readiness === 'ready') return '';
  if (readiness === 'notGenerated') return notGeneratedMessage[kind];
  return generatingMessage[kind] ?? resultMessages.querying;
}
