// A jsdom window installed as the global environment, so engine benchmarks render real antd tables
// under plain Node (tsx) the way the unit tests do under vitest.
import { JSDOM } from 'jsdom';

// React's production build, as users run it (this module is imported before React).
process.env.NODE_ENV ??= 'production';

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  url: 'http://localhost:3000/',
  pretendToBeVisual: true,
});
const win = dom.window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(win)) {
  if (!(key in globalThis))
    Object.defineProperty(globalThis, key, { value: win[key], configurable: true, writable: true });
}
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  IS_REACT_ACT_ENVIRONMENT: false,
});
// antd needs matchMedia and ResizeObserver, which jsdom lacks (as in tests/setup/web.ts).
Object.assign(dom.window, {
  matchMedia: (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
  ResizeObserver: class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  },
});
Object.assign(globalThis, {
  matchMedia: dom.window.matchMedia,
  ResizeObserver: (dom.window as unknown as { ResizeObserver: unknown }).ResizeObserver,
});

/** The element benchmarks render into. */
export const root = dom.window.document.getElementById('root') as HTMLElement;
