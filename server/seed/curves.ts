// Typical-day 96-slot shapes (15-minute slots, id 0 = 00:00). Deterministic so tests and replays agree.

/** Number of 15-minute slots in a day. */
export const slotsPerDay = 96;

function hourOf(slot: number): number {
  return slot / 4 + 0.125;
}

function bump(hour: number, centre: number, width: number): number {
  return Math.exp(-(((hour - centre) / width) ** 2));
}

/**
 * Share of the daily peak a Chinese provincial load draws in a slot: a night valley near 04:00
 * (about 0.62), a late-morning peak and a higher evening peak near 19:00 (1.0).
 */
export function loadShare(slot: number): number {
  const h = hourOf(slot);
  const raw = 0.6 + 0.25 * bump(h, 10.5, 2.2) + 0.36 * bump(h, 19, 2.2) + 0.16 * bump(h, 15, 3);
  return raw;
}

/** Solar output as a share of capacity: zero at night, about 0.8 at noon on a clear day. */
export function solarShare(slot: number): number {
  const h = hourOf(slot);
  if (h < 6 || h > 18.5) return 0;
  return 0.82 * Math.sin((Math.PI * (h - 6)) / 12.5) ** 1.3;
}

/** Wind output as a share of capacity: stronger at night (about 0.5), weaker in the afternoon (0.2). */
export function windShare(slot: number): number {
  const h = hourOf(slot);
  return 0.35 + 0.15 * Math.cos((2 * Math.PI * (h - 3)) / 24);
}

/** A 96-slot curve in MW: `capacity * share(slot)`, rounded to 2 decimals. */
export function curveOf(capacity: number, share: (slot: number) => number): number[] {
  return Array.from(
    { length: slotsPerDay },
    (_, slot) => Math.round(capacity * Math.min(1, share(slot)) * 100) / 100,
  );
}
