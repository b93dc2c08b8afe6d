// The status tag of a round in the teacher's table: text and state, following the trainee tables.
import { roundStatusLabel } from '../machines/roundStatus';
import type { AdminRound } from './steps/types';
import type { TagState } from '../engine/values/stateTag';

/** The status tag text: '未开启' for a hidden round, else its status in its round type's words. */
export function adminStatusLabel(round: AdminRound): string {
  return round.hidden ? '未开启' : roundStatusLabel(round.status, round.type);
}

/** The status tag's state (green declaring, orange stopped, blue ended, grey not opened). */
export function adminStatusState(round: AdminRound): TagState {
  if (round.hidden) return 'neutral';
  const states: Record<number, TagState> = {
    0: 'positive',
    1: 'positive',
    2: 'pending',
    3: 'info',
  };
  return states[round.status] ?? 'neutral';
}
