// Parts of the layout the first table row does not need (the header's buttons and user menu, the
// floating 答题 and 我的持仓 tabs) mount after the layout's first paint, as a transition: on a cold
// signed-in load that is while the page waits for its data (src/shell/usePrefetchWait.ts), or after
// the rows' paint when layout and page render together; not in the render that brings the first rows.
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../engine/afterPaint';

/** False in the first render and until the browser has painted it; true from then on. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
