// One event of a Chromium trace (Trace Event Format), as the bench's trace readers see it.
export interface TraceEvent {
  name: string;
  ph: string;
  /** Start, µs. */
  ts: number;
  /** Wall duration, µs (complete events). */
  dur?: number;
  /** Thread CPU duration, µs (complete events). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}
