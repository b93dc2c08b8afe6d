// Start and end times of a 15-minute slot (HH:MM), as curve points carry them.

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start and end time of slot `timeId` (0 = 00:00–00:15). */
export function slotLabel(timeId: number): { startTime: string; endTime: string } {
  return { startTime: hhmm(timeId * 15), endTime: hhmm(timeId * 15 + 15) };
}
