// The built front end over HTTP: brotli or gzip copies written at build time (scripts/precompress.ts)
// when the browser accepts them, hashed assets cached for a year, everything else revalidated each time.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { abpError } from './errors';

/** Hashed build output never changes under its name: browsers keep it a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell, runtime configuration and unhashed files: revalidated on every load (ETag). */
export const REVALIDATE = 'no-cache';

/** Vite names hashed files `<name>-<hash>.<ext>` under assets/ (the hash: 8 url-safe characters). */
const HASHED = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** The cache-control header a built file is served with. */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}

function setHeaders(
  res: { setHeader(name: string, value: string): unknown },
  filePath: string,
): void {
  res.setHeader('cache-control', cacheControlFor(filePath.replace(/\.(br|gz)$/, '')));
  // The same URL answers compressed or not depending on Accept-Encoding: caches must key on it.
  res.setHeader('vary', 'accept-encoding');
}

/** Paths that belong to the back end; every other GET falls back to the single-page app. */
const backendPrefixes = ['/api/', '/connect/', '/signalr/', '/health', '/.well-known/'];

/**
 * Serves `staticDir` (a built front end with index.html): its files as they are named, every other GET
 * outside the back end's paths as the app shell (index.html), so client-side routes load.
 */
export async function serveFrontEnd(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The header comes from setHeaders; send's own (max-age=0) would override it.
    cacheControl: false,
    setHeaders,
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (backendPrefixes.some((p) => url.startsWith(p))) {
      return reply.code(404).send(abpError('未找到请求的资源', 'NotFound'));
    }
    const file = path.join(staticDir, url);
    // Real files (assets, app-config.json, favicon) are sent as they are; routes get the app shell.
    if (file.startsWith(staticDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(staticDir, file));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
