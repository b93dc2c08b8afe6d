// index.html's early script as the build writes it: fetched with high priority (an async script is
// otherwise fetched last, and the signed-in chunks it preloads waited for the whole start stage), and
// carrying the names of the signed-in chunks it preloads.
import fs from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { signedInPreloadPlugin } from './signedInPreload';

const indexHtml = fs.readFileSync(path.resolve('index.html'), 'utf8');

function chunk(name: string, fileName: string): Rollup.OutputChunk {
  return { type: 'chunk', name, fileName } as Rollup.OutputChunk;
}

/** The plugin's index.html as the build writes it, with the named chunks in the bundle. */
function transform(html: string, chunks: Rollup.OutputChunk[]): string {
  const hook = signedInPreloadPlugin().transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('signedInPreload: no ordered hook');
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  const ctx = { path: '/index.html', filename: 'index.html', bundle } as IndexHtmlTransformContext;
  const out = hook.handler.call({} as ThisParameterType<typeof hook.handler>, html, ctx) as string;
  return out;
}

describe('signedInPreload', () => {
  const built = () =>
    transform(indexHtml, [
      chunk('prefetch', 'assets/prefetch-AAAAAAAA.js'),
      chunk('signedIn', 'assets/signedIn-BBBBBBBB.js'),
    ]);

  it('names the signed-in chunks on the early script, which is fetched with high priority', () => {
    const script = /<script [^>]*src="\/app-config-early\.js"[^>]*>/.exec(built())?.[0] ?? '';
    expect(script).toContain(
      'data-signed-in="/assets/prefetch-AAAAAAAA.js /assets/signedIn-BBBBBBBB.js"',
    );
    expect(script).toContain('fetchpriority="high"');
    expect(script).toContain(' async');
  });

  it('stops the build when index.html has no early script to carry the names', () => {
    expect(() =>
      transform('<html><head></head></html>', [
        chunk('prefetch', 'assets/prefetch-AAAAAAAA.js'),
        chunk('signedIn', 'assets/signedIn-BBBBBBBB.js'),
      ]),
    ).toThrow(/early script/);
  });
});
