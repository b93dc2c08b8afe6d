// Names the signed-in route's chunks (see routeChunkGroups.ts) on index.html's early script, so that
// script can preload them when a token is held: they then download beside the app's start chunk
// instead of after it has run (its dynamic imports find them loaded). The login page never asks.
import type { Plugin } from 'vite';

/**
 * The chunk groups only a signed-in screen page loads after the start chunk (the `login` and
 * `notifier` groups every page loads are preloaded by index.html itself: everyPagePreload.ts).
 */
const signedInChunks = ['prefetch', 'signedIn'];

export function signedInPreloadPlugin(): Plugin {
  return {
    name: 'pts-signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files = Object.values(ctx.bundle ?? {})
          .filter((c) => c.type === 'chunk' && signedInChunks.includes(c.name))
          .map((c) => `/${c.fileName}`);
        if (files.length !== signedInChunks.length)
          throw new Error(`signedInPreload: chunks ${signedInChunks.join(', ')} not all built`);
        const earlyScript = '<script src="/app-config-early.js"';
        if (!html.includes(earlyScript))
          throw new Error('signedInPreload: index.html has no early script to name the chunks on');
        return html.replace(earlyScript, `${earlyScript} data-signed-in="${files.join(' ')}"`);
      },
    },
  };
}
