// Dragging a fixed element by pointer: the position is kept as distances from the right and top edges
// of the window, clamped so the element stays in view. A press that moves less than a few pixels is a
// click; after a real drag the click that follows is swallowed.
import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** Distances of the element from the window's right and top edges, in pixels. */
export interface EdgePosition {
  right: number;
  top: number;
}

/** Movement below this many pixels is a click, not a drag. */
const dragThreshold = 4;

/** Keeps `position` inside a window of `view` for an element of `size`. */
export function clampPosition(
  position: EdgePosition,
  size: { width: number; height: number },
  view: { width: number; height: number },
): EdgePosition {
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max));
  return {
    right: clamp(position.right, view.width - size.width),
    top: clamp(position.top, view.height - size.height),
  };
}

/** Position state and the handlers to put on the dragged element. */
export function useDragPosition(initial: () => EdgePosition) {
  const [position, setPosition] = useState(initial);
  const drag = useRef<{ x: number; y: number; from: EdgePosition; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      drag.current = { x: e.clientX, y: e.clientY, from: position, moved: false };
      dragged.current = false;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    [position],
  );

  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < dragThreshold) return;
    d.moved = true;
    const rect = e.currentTarget.getBoundingClientRect();
    setPosition(
      clampPosition(
        { right: d.from.right - dx, top: d.from.top + dy },
        { width: rect.width, height: rect.height },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, []);

  const onPointerUp = useCallback(() => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
  }, []);

  /** True (once) when the click that just happened ended a drag and must not act. */
  const endedDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { position, handlers: { onPointerDown, onPointerMove, onPointerUp }, endedDrag };
}
