// The page a slot grid mounts into: a heading drawn under the page's theme first, the grid only after
// the browser painted it. In the product a table block mounts into a screen already on show, so the
// theme's one-time set-up (design token, CSS variables) and the document's first layout belong to the
// page, not to the grid; all three grids of the bench (bench/slotGrids.ts) get this same frame, and
// each starts its clock at its own first render.
import { Typography } from 'antd';
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
