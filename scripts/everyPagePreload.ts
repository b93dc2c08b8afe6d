// Preloads from index.html the chunk groups every page loads after the start chunk (see
// routeChunkGroups.ts): `login`, which the login page draws from and whose shared antd modules the
// signed-in and notifier chunks import, and `notifier`, the message host App mounts beside the first
// page. Asked for by the start chunk's code, each was one more request after the start chunk had
// arrived and run (on the login page, the last steps before the title's paint, in Lighthouse's
// simulation too); named in index.html they download beside the start chunk instead.
import type { Plugin } from 'vite';

/** The chunk groups every page loads. */
const everyPageChunks = ['login', 'notifier'];

/** The modulepreload tag Vite gives the start chunk: the others are placed after it. */
const startPreload = /<link rel="modulepreload" crossorigin href="\/assets\/start-[^"]+\.js">/;

export function everyPagePreloadPlugin(): Plugin {
  return {
    name: 'pts-every-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {});
        const tags = everyPageChunks.map((name) => {
          const chunk = chunks.find((c) => c.type === 'chunk' && c.name === name);
          if (!chunk) throw new Error(`everyPagePreload: the ${name} chunk was not built`);
          return `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
        });
        const start = startPreload.exec(html);
        if (!start) throw new Error('everyPagePreload: index.html has no start chunk preload');
        return html.replace(start[0], [start[0], ...tags].join('\n    '));
      },
    },
  };
}
