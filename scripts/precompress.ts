// Writes brotli (.br) and gzip (.gz) copies of the built front end's text files, so the server sends them
// compressed without compressing on every request (@fastify/static's preCompressed option picks them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this size compression saves less than the header it costs. */
const MIN_BYTES = 1024;
/**
 * Files a deployment edits after the build: a stale compressed copy would hide the edit, so they are sent
 * as they are (they are small).
 */
const EDITED_AFTER_BUILD = new Set(['app-config.json']);

/** Every file below a folder, as paths relative to it. */
function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}

/** Compresses the eligible files of `dir` next to themselves; returns the files it compressed. */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file) || EDITED_AFTER_BUILD.has(path.basename(file))) continue;
    const full = path.join(dir, file);
    const bytes = fs.readFileSync(full);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    fs.writeFileSync(`${full}.br`, brotli);
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    done.push(file);
  }
  return done;
}

/** Vite plugin: precompresses the output folder once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pts-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
