// The part of jsdom's API the engine benchmark uses (jsdom ships no types; @types/jsdom is not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
