// Time of day in the market: 96 slots of 15 minutes, 24 hours, and the time segments (峰/平/谷) of a
// course's object solution that group hours for medium/long-term trading.

/** Number of 15-minute slots in a day (ids 0-95). */
export const SLOTS_PER_DAY = 96;
/** Number of hours in a day (ids 0-23). */
export const HOURS_PER_DAY = 24;
/** Slots in one hour. */
export const SLOTS_PER_HOUR = SLOTS_PER_DAY / HOURS_PER_DAY;

/** One time segment of an object solution: an id, its name and the hours it covers. */
export interface TimeSegment {
  /** Segment id (the object solution item id; 1 peak, 2 flat, 3 valley by default). */
  id: number;
  /** Display name. */
  name: string;
  /** Hours (0-23) the segment covers, ascending. */
  hours: readonly number[];
}

/** Segment ids of the default object solution. */
export const SegmentId = { peak: 1, flat: 2, valley: 3 } as const;

/** The default object solution: peak 10-12 and 14-19, flat 9, 13 and 20-23, valley 0-8. */
export const DEFAULT_TIME_SEGMENTS: readonly TimeSegment[] = [
  { id: SegmentId.peak, name: '峰', hours: [10, 11, 12, 14, 15, 16, 17, 18, 19] },
  { id: SegmentId.flat, name: '平', hours: [9, 13, 20, 21, 22, 23] },
  { id: SegmentId.valley, name: '谷', hours: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
];

/** The hour (0-23) a slot (0-95) falls in. */
export function slotToHour(slot: number): number {
  return Math.floor(slot / SLOTS_PER_HOUR);
}

/** The four slots of an hour. */
export function hourToSlots(hour: number): number[] {
  return Array.from({ length: SLOTS_PER_HOUR }, (_, i) => hour * SLOTS_PER_HOUR + i);
}

/** A slot's start time as HH:MM (slot 0 is 00:00, slot 95 is 23:45). */
export function formatSlot(slot: number): string {
  const minutes = slot * (60 / SLOTS_PER_HOUR);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** The segment containing an hour, or undefined when the object solution leaves the hour out. */
export function segmentOfHour(
  segments: readonly TimeSegment[],
  hour: number,
): TimeSegment | undefined {
  return segments.find((s) => s.hours.includes(hour));
}

/**
 * Parses the hours of an object solution item as stored ("10,11,12" or with ranges "10-12,14-19").
 * Returns the sorted distinct hours, or a Chinese message naming the bad part.
 */
export function parseHours(text: string): number[] | string {
  const hours = new Set<number>();
  for (const raw of text.split(/[,，]/)) {
    const part = raw.trim();
    if (part === '') continue;
    const match = /^(\d{1,2})(?:\s*-\s*(\d{1,2}))?$/.exec(part);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || from > to || to >= HOURS_PER_DAY) return `时段小时格式错误：${part}`;
    for (let h = from; h <= to; h++) hours.add(h);
  }
  return [...hours].sort((a, b) => a - b);
}

/**
 * Checks that segments have distinct ids and never share an hour (hours left out are allowed: such hours
 * are simply not traded). Returns Chinese messages, empty when valid.
 */
export function checkSegments(segments: readonly TimeSegment[]): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  const owner = new Map<number, string>();
  for (const segment of segments) {
    if (ids.has(segment.id)) problems.push(`时段编号重复：${segment.id}`);
    ids.add(segment.id);
    for (const hour of segment.hours) {
      if (!Number.isInteger(hour) || hour < 0 || hour >= HOURS_PER_DAY) {
        problems.push(`时段“${segment.name}”的小时无效：${hour}`);
        continue;
      }
      const previous = owner.get(hour);
      if (previous !== undefined)
        problems.push(`${hour}时同时属于“${previous}”和“${segment.name}”`);
      owner.set(hour, segment.name);
    }
  }
  return problems;
}
