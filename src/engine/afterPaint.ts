// Runs work after the browser has painted what the current commit drew: the frame's callback runs
// before its paint, a task queued from it runs after. A chart's echarts set-up (tens to hundreds of
// milliseconds on a cold load) then never holds back the paint of the tables committed with it, and
// the opened screen renders after the signed-in layout's first paint (src/shell/usePrefetchWait.ts).

/** Calls `work` after the next paint; the returned function cancels it if it has not run yet. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Without frames (a test environment without layout), a task is enough.
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
