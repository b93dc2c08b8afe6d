// The status tag of a round in the teacher's table: text and colour, following the trainee tables.
import { roundStatusLabel } from '../machines/roundStatus';
import type { AdminRound } from './steps/types';

/** The status tag text: '未开启' for a hidden round, else its status in its round type's words. */
export function adminStatusLabel(round: AdminRound): string {
  return round.hidden ? '未开启' : roundStatusLabel(round.status, round.type);
}

/** The status tag colour (green declaring, orange stopped, blue ended). */
export function adminStatusColor(round: AdminRound): string {
  if (round.hidden) return 'default';
  const colours: Record<number, string> = { 0: 'green', 1: 'green', 2: 'orange', 3: 'blue' };
  return colours[round.status] ?? 'default';
}
