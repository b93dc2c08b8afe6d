// Support of bench/jsCoverage.ts: which bytes of a script Chromium's coverage saw run, and which
// modules of the build those bytes came from (through the chunk's source map).
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';

/** One script of a load: its size, the bytes that ran, and both by package. */
export interface ChunkCoverage {
  file: string;
  total: number;
  run: number;
  byPackage: Map<string, { total: number; run: number }>;
}

/** Playwright's JS coverage entry, the parts read here. */
interface CoverageEntry {
  url: string;
  source?: string;
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/**
 * 1 for each byte that ran. Ranges nest (a function, then its blocks not run), so painting them from
 * the outermost in gives each byte its innermost range's count.
 */
function ranMask(entry: CoverageEntry, length: number): Uint8Array {
  const mask = new Uint8Array(length);
  const ranges = entry.functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) mask.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  return mask;
}

/** A module's package (`antd`, `@rc-component/table`) or, for our own code, its folder (`src/engine`). */
export function packageOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1]!;
  const own = /(?:^|\/)((?:src|config|openapi|bench)\/(?:[^/]+\/)?)/.exec(source);
  return own ? own[1]!.replace(/\/$/, '') : '（无源码映射：内联数据、胶水代码）';
}

/** The coverage of one script, split by package when `dist` holds its source map. */
export function executedBytes(entry: CoverageEntry, dist: string): ChunkCoverage {
  const source = entry.source ?? '';
  const mask = ranMask(entry, source.length);
  const file = path.basename(new URL(entry.url).pathname);
  const byPackage = new Map<string, { total: number; run: number }>();
  const add = (name: string, from: number, to: number) => {
    const part = byPackage.get(name) ?? { total: 0, run: 0 };
    part.total += to - from;
    for (let i = from; i < to; i++) part.run += mask[i]!;
    byPackage.set(name, part);
  };
  const mapFile = path.join(dist, 'assets', `${file}.map`);
  if (fs.existsSync(mapFile)) {
    const map = new TraceMap(fs.readFileSync(mapFile, 'utf8'));
    const lines = source.split('\n');
    let lineStart = 0;
    decodedMappings(map).forEach((segments, index) => {
      const lineLength = lines[index]?.length ?? 0;
      segments.forEach((segment, k) => {
        const end = k + 1 < segments.length ? segments[k + 1]![0] : lineLength;
        const name = segment.length > 1 ? packageOf(map.sources[segment[1]!] ?? '') : packageOf('');
        add(name, lineStart + segment[0], lineStart + end);
      });
      lineStart += lineLength + 1;
    });
  } else add(packageOf(''), 0, source.length);
  const run = mask.reduce((sum, bit) => sum + bit, 0);
  return { file, total: source.length, run, byPackage };
}
