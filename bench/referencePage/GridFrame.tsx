// The page a slot grid mounts into: a heading drawn under the page's theme first, the grid only after
// the browser painted it. In the product a table block mounts into a screen already on show, so the
// theme's one-time set-up (design token, CSS variables) and the document's first layout belong to the
// page, not to the grid; all three grids of the bench (bench/slotGrids.ts) get this same frame, and
// each starts its clock at its own first render.
import { Typography } from 'antd';

/**
 * How long a grid stays on screen, at rest, before its update is timed. In the product a round's new
 * rows arrive seconds after the grid was shown; started at once, an update's frame waited ~2 frames
 * for the compositor still rastering the mount's (update 75 against 27 ms, one run of the engine grid
 * each way, bench/README.md "The twenty-second sitting").
 */
export const updateAfterMs = 1000;
import { useEffect, useState, type ReactNode } from 'react';

export function GridFrame({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // After the frame that shows the heading: a timer queued from an animation frame runs after its paint.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <>
      <Typography.Title level={4}>96 时段 × 50 行</Typography.Title>
      {painted && children}
    </>
  );
}
