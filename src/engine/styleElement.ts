// A stylesheet an engine view puts into the page once, the way antd puts in its own: a style element
// rather than a CSS import, so the engine also loads where no bundler handles CSS (config checks and
// benchmarks under plain Node).
import { useInsertionEffect } from 'react';

/** Adds a style element with `css` to the document unless one with `id` is there already. */
export function useStyleElement(id: string, css: string): void {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const element = document.createElement('style');
    element.id = id;
    element.textContent = css;
    document.head.appendChild(element);
  }, [id, css]);
}
