// Province keys read as names (spec section 3): the current course's province list names each key,
// and -1 is the inter-provincial pseudo-province. A `province` column gets these as its options, so
// table cells, filters, descriptions and the Excel export all show 山东, never 37.
import type { Column, OptionItem } from '../config/column';

/** Name of the pseudo-province -1. */
export const interProvincialName = '省间';

/** The province choices of a course (its `provinceList`), -1 included. */
export function provinceOptions(course: unknown): OptionItem[] {
  const list = (course as { provinceList?: unknown } | null | undefined)?.provinceList;
  const named = (Array.isArray(list) ? list : []).flatMap((p: unknown) => {
    const { province, name } = (p ?? {}) as { province?: unknown; name?: unknown };
    return province !== undefined && typeof name === 'string'
      ? [{ value: String(province), label: name }]
      : [];
  });
  return named.some((o) => o.value === '-1')
    ? named
    : [...named, { value: '-1', label: interProvincialName }];
}

/** The columns with the course's provinces as options of every `province` column that lists none. */
export function withProvinceNames(columns: readonly Column[], course: unknown): Column[] {
  if (!columns.some((c) => c.valueType === 'province' && !c.options)) return [...columns];
  const options = provinceOptions(course);
  return columns.map((c) => (c.valueType === 'province' && !c.options ? { ...c, options } : c));
}
