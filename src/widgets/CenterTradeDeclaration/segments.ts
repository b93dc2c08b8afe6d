// The time segments of a round's object solution (峰/平/谷 by default) as the declaration grid shows them.
import type { components } from '../../api/schema.gen';

/** One time segment: id, name and the hours (0–23) it covers. */
export interface Segment {
  id: 1 | 2 | 3;
  name: string;
  hours: number[];
}

type CustomObject = components['schemas']['CustomObject'];

/** The segments of a round's custom object; `day` lists the hours as "10,11,12". */
export function segmentsOf(object: CustomObject): Segment[] {
  return object.items.map((item) => ({
    id: item.id,
    name: item.name,
    hours: item.day
      .split(',')
      .map((h) => Number(h.trim()))
      .filter((h) => Number.isInteger(h) && h >= 0 && h <= 23)
      .sort((a, b) => a - b),
  }));
}

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hours as time spans, consecutive hours joined: [10, 11, 12, 14] → "10:00-13:00、14:00-15:00". */
export function hourSpans(hours: readonly number[]): string {
  const spans: Array<[number, number]> = [];
  for (const hour of hours) {
    const last = spans.at(-1);
    if (last && hour === last[1] + 1) last[1] = hour;
    else spans.push([hour, hour]);
  }
  return spans.map(([from, to]) => `${hh(from)}-${hh(to + 1)}`).join('、');
}
