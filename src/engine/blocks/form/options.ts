// The fixed choices of select value types; `option` columns list their own and `optionSource` fetches.
import type { Column, OptionItem } from '../../config/column';
import type { Round } from '../../env';
import {
  cycleLabels,
  directionLabels,
  orderStatusLabels,
  energyTypeLabels,
  formatHour,
  formatMonth,
  formatTimeSlot,
  roundTypeLabels,
} from '../../values/format';
import { roundMessages } from '../../../machines/messages';

const fromLabels = (labels: Record<number, string>): OptionItem[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/**
 * The months a course trades in: those its (published) rounds trade, a monthly round each month it
 * lists, in calendar order. A month picker offers only these: settling or reading any other month is
 * refused (「…没有交易轮次」), and a trainee trades, and so settles, the months of the course's rounds.
 */
export function tradedMonths(
  rounds: readonly Pick<Round, 'month' | 'months' | 'hidden'>[],
): number[] {
  const months = new Set<number>();
  for (const round of rounds) {
    if (round.hidden) continue;
    for (const month of round.months?.length ? round.months : [round.month]) months.add(month);
  }
  return [...months].filter((m) => m >= 1 && m <= 12).sort((a, b) => a - b);
}

/**
 * The built-in choices of a field's value type (empty for types whose choices come from data).
 * `months` narrows a month field to the course's traded months (all twelve without a course).
 */
export function fixedOptions(field: Column, months?: readonly number[]): OptionItem[] {
  if (field.options) return field.options;
  switch (field.valueType) {
    case 'timeSlot':
      return Array.from({ length: 96 }, (_, i) => ({ value: i, label: formatTimeSlot(i) }));
    case 'hour':
      return Array.from({ length: 24 }, (_, i) => ({ value: i, label: formatHour(i) }));
    case 'month':
      return (months ?? Array.from({ length: 12 }, (_, i) => i + 1)).map((m) => ({
        value: m,
        label: formatMonth(m),
      }));
    case 'energyType':
      return fromLabels(energyTypeLabels);
    case 'roundStatus':
      return fromLabels(roundMessages.status);
    case 'roundType':
      return fromLabels(roundTypeLabels);
    case 'cycle':
      return fromLabels(cycleLabels);
    case 'direction':
      return fromLabels(directionLabels);
    case 'orderStatus':
      return fromLabels(orderStatusLabels);
    case 'role':
      return [
        { value: 'seller', label: '发电企业' },
        { value: 'buyer', label: '售电公司' },
      ];
    default:
      return [];
  }
}
