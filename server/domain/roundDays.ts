// The days of a round's period must lie in its month, and a 多日 round must not end before it starts:
// the clearing spreads segment volumes over these days, so a 31st of June would be silently lost.
import { validationError } from '../auth/identity';

/** The days a new or edited round may carry. */
export interface RoundDays {
  year: number;
  month: number;
  day?: number | null;
  startDay?: number | null;
  endDay?: number | null;
}

/** Throws a 400 naming the first day outside the month, or an end before the start. */
export function checkRoundDays(input: RoundDays): void {
  const last = new Date(Date.UTC(input.year, input.month, 0)).getUTCDate();
  for (const member of ['day', 'startDay', 'endDay'] as const) {
    const value = input[member];
    if (value != null && (value < 1 || value > last)) {
      throw validationError(
        `${input.year}年${input.month}月只有${last}天，日期应在1至${last}之间`,
        member,
      );
    }
  }
  if (input.startDay != null && input.endDay != null && input.endDay < input.startDay) {
    throw validationError('结束日不能早于开始日', 'endDay');
  }
}
