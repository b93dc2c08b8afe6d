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
  /** A rolling-matching round's sessions (场次, sub-rounds), whose states say whether it trades. */
  sessions?: ReadonlyArray<{ status: number; hidden?: boolean }>;
}

/** The phase a round status stands for. */
export type RoundPhase = 'declaring' | 'quotationStopped' | 'declarationEnded';

/** Phase of a status: 0 and 1 declaring, 2 quotation stopped, 3 (or anything unknown) ended. */
export function roundPhase(status: number): RoundPhase {
  if (status === 0 || status === 1) return 'declaring';
  return status === 2 ? 'quotationStopped' : 'declarationEnded';
}

/**
 * Status labels a round type words its own way: a day-ahead spot round (11) stops declaration, not
 * quotation (its teacher step is 停止申报).
 */
const typeStatusLabels: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  11: { 2: '停止申报' },
};

/** The status label of a round for tables and tags, in its round type's words when `type` is given. */
export function roundStatusLabel(status: number, type?: number): string {
  const own = type === undefined ? undefined : typeStatusLabels[type]?.[status];
  const labels: Record<number, string> = roundMessages.status;
  return own ?? labels[status] ?? roundMessages.status[3];
}

/** Rolling matching rounds (type 3) trade in sessions and receive announcements on their first one. */
export const rollingMatchingType = 3;

/**
 * Whether the header says the round is trading. Spec section 2, read literally: only status 0 (status
 * 1 is also "declaration in progress" but the header says ended). A rolling-matching round (type 3)
 * is a continuous market whose trading lives on its sessions: it trades exactly when the server takes
 * orders, i.e. the round is open (status 0 or 1) and, if it has sessions, one has been started (not
 * hidden) and not yet stopped (status 0 or 1) (docs/market-rules.md, 场次).
 */
export function isRoundTrading(round: Pick<RoundSummary, 'status' | 'type' | 'sessions'>): boolean {
  if (round.type !== rollingMatchingType) return round.status === 0;
  if (round.status > 1) return false;
  const sessions = round.sessions ?? [];
  return sessions.length === 0 || sessions.some((s) => !s.hidden && s.status <= 1);
}

/** The header tag: "…交易中" while the round trades (isRoundTrading), "…交易结束" otherwise. */
export function roundHeaderTag(
  round: Pick<RoundSummary, 'name' | 'status' | 'type' | 'sessions'>,
): string {
  return `${round.name}${isRoundTrading(round) ? roundMessages.tradingSuffix : roundMessages.endedSuffix}`;
}

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
