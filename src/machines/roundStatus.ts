/** Round status rules (spec sections 2 and 4) as pure helpers for the header, tables and machine. */
import { roundMessages } from './messages';

/** The fields of a round the status machine and header need. */
export interface RoundSummary {
  id: string;
  name: string;
  /** 0 and 1 declaration in progress, 2 quotation stopped, 3 declaration ended. */
  status: number;
  type?: number;
  cycle?: number;
}

/** The phase a round status stands for. */
export type RoundPhase = 'declaring' | 'quotationStopped' | 'declarationEnded';

/** Phase of a status: 0 and 1 declaring, 2 quotation stopped, 3 (or anything unknown) ended. */
export function roundPhase(status: number): RoundPhase {
  if (status === 0 || status === 1) return 'declaring';
  return status === 2 ? 'quotationStopped' : 'declarationEnded';
}

/** The status label of a round for tables and tags. */
export function roundStatusLabel(status: number): string {
  const labels: Record<number, string> = roundMessages.status;
  return labels[status] ?? roundMessages.status[3];
}

/**
 * The header tag: "…交易中" only while the status is 0, "…交易结束" otherwise (spec section 2, read
 * literally: status 1 is also "declaration in progress" but the header says ended).
 */
export function roundHeaderTag(round: Pick<RoundSummary, 'name' | 'status'>): string {
  return `${round.name}${round.status === 0 ? roundMessages.tradingSuffix : roundMessages.endedSuffix}`;
}

/** Rolling matching rounds (type 3) receive announcements on their first sub-round. */
export const rollingMatchingType = 3;

/**
 * The round id announcements must carry to be shown for this round: the first sub-round's for
 * rolling matching (spec section 4), the round's own otherwise.
 */
export function announcementRoundId(
  round: Pick<RoundSummary, 'id' | 'type'>,
  subRounds: ReadonlyArray<Pick<RoundSummary, 'id'>>,
): string {
  if (round.type === rollingMatchingType) return subRounds[0]?.id ?? round.id;
  return round.id;
}
