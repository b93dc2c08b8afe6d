// Timers owned by the current page: the shell clears them all on every route change (spec section 2),
// so a countdown or poll of a page the user left never fires. Pages start timers through here.

const timeouts = new Set<ReturnType<typeof setTimeout>>();
const intervals = new Set<ReturnType<typeof setInterval>>();

/** Page timers: like setTimeout/setInterval, but cleared when the route changes. */
export const routeTimers = {
  /** Starts a timeout owned by the current page. */
  setTimeout(callback: () => void, ms: number) {
    const id = setTimeout(() => {
      timeouts.delete(id);
      callback();
    }, ms);
    timeouts.add(id);
    return id;
  },
  /** Starts an interval owned by the current page. */
  setInterval(callback: () => void, ms: number) {
    const id = setInterval(callback, ms);
    intervals.add(id);
    return id;
  },
  /** Stops one timer. */
  clear(id: ReturnType<typeof setTimeout>) {
    clearTimeout(id);
    clearInterval(id);
    timeouts.delete(id);
    intervals.delete(id);
  },
  /** Stops every page timer; returns how many were running. */
  clearAll(): number {
    const count = timeouts.size + intervals.size;
    for (const id of timeouts) clearTimeout(id);
    for (const id of intervals) clearInterval(id);
    timeouts.clear();
    intervals.clear();
    return count;
  },
};
