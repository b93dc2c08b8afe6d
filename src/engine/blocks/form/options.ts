// The fixed choices of select value types; `option` columns list their own and `optionSource` fetches.
import type { Column, OptionItem } from '../../config/column';
import {
  cycleLabels,
  directionLabels,
  energyTypeLabels,
  formatHour,
  formatMonth,
  formatTimeSlot,
  roundTypeLabels,
} from '../../values/format';
import { roundMessages } from '../../../machines/messages';

const fromLabels = (labels: Record<number, string>): OptionItem[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/** The built-in choices of a field's value type (empty for types whose choices come from data). */
export function fixedOptions(field: Column): OptionItem[] {
  if (field.options) return field.options;
  switch (field.valueType) {
    case 'timeSlot':
      return Array.from({ length: 96 }, (_, i) => ({ value: i, label: formatTimeSlot(i) }));
    case 'hour':
      return Array.from({ length: 24 }, (_, i) => ({ value: i, label: formatHour(i) }));
    case 'month':
      return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: formatMonth(i + 1) }));
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
    case 'role':
      return [
        { value: 'seller', label: '发电企业' },
        { value: 'buyer', label: '售电公司' },
      ];
    default:
      return [];
  }
}
