// The starting frame: the outline that index.html draws from the first paint, of the main layout on a
// signed-in layout page (the early script, public/app-config-early.js, shows it with the held token, in
// the saved layout and theme) or of the login page when signed out, so the page is not blank while the
// app's scripts load and start. React empties #root on its first commit; the start's fallbacks put the
// same element back in a layout effect (before the browser paints), so it stays on screen until the
// main layout or the login page has drawn itself.
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The attribute on <html> that shows the frame (its value: sider, wide, top or login). */
const shownAttribute = 'data-starting-frame';

let frame: Element | null = null;

/** Takes the frame out of index.html's #root before the app renders there (main.tsx). */
export function keepStartingFrame(container: Element): void {
  frame = container.querySelector('.starting-frame');
}

/** The main layout or the login page has drawn: from now on the start's fallbacks are spinners again. */
export function startingFrameDone(): void {
  frame = null;
  const root = document.documentElement;
  root.removeAttribute(shownAttribute);
  root.removeAttribute('data-starting-theme');
  root.removeAttribute('data-starting-login');
  root.style.removeProperty('--starting-app-name');
}

/**
 * The frame while the app starts, if the early script showed it on this page (and the early script
 * ran before this render; later, the fallback stays); otherwise `fallback`.
 */
export function StartingFrame({ fallback }: { fallback: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = frame !== null && document.documentElement.hasAttribute(shownAttribute);
  useLayoutEffect(() => {
    if (shown && frame && box.current) box.current.appendChild(frame);
  }, [shown]);
  return shown ? <div ref={box} /> : fallback;
}
