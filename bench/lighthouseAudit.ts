// Support of bench/lighthouse.bench.ts: runs Lighthouse's desktop audit on a page of a Chromium the
// bench already drives (over its remote-debugging port, so a logged-in session is kept) and reduces
// the report to the figures issue 16 names, with the titles of the audits that cost points.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** What one audit measured. */
export interface AuditFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  /** Speed Index: how soon the page looks finished (10 % of the score, as FCP). */
  siMs: number;
  tbtMs: number;
  transferKb: number;
  /** Audits scored below 1 in accessibility and best practices, by title. */
  failing: string[];
}

const categories = ['performance', 'accessibility', 'best-practices'];

/** The first elements an audit blames (their HTML snippets), so the line says what to fix. */
function offenders(details: unknown): string {
  const items = (
    details as { items?: Array<{ node?: { snippet?: string; explanation?: string } }> } | undefined
  )?.items;
  const snippets = (items ?? [])
    .map((item) => {
      const why = item.node?.explanation?.split('\n').pop()?.trim();
      return item.node?.snippet && why ? `${item.node.snippet} ${why}` : item.node?.snippet;
    })
    .filter((s): s is string => typeof s === 'string')
    .slice(0, 3);
  return snippets.length ? `（${snippets.join('；')}）` : '';
}

/**
 * Audits `url` in the browser listening on `port`. `keepStorage` keeps the session (a logged-in page);
 * otherwise Lighthouse clears the origin's storage first, as a first visit.
 */
export async function audit(
  url: string,
  port: number,
  keepStorage: boolean,
): Promise<AuditFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      disableStorageReset: keepStorage,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse 未返回结果：${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_JSON_DIR=dir keeps each report (main-thread breakdown, long tasks) to read beside the figures.
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    fs.mkdirSync(jsonDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    fs.writeFileSync(path.join(jsonDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a !== undefined && a.score !== null && a.score < 1)
      .map((a) => `${id}: ${a?.title ?? ''}${offenders(a?.details)}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    siMs: numeric('speed-index'),
    tbtMs: numeric('total-blocking-time'),
    transferKb: numeric('total-byte-weight') / 1024,
    failing,
  };
}

/** One line of the printed table. */
export function auditLine(name: string, f: AuditFigures): string {
  return [
    name.padEnd(30),
    `${f.performance} / ${f.accessibility} / ${f.bestPractices}`.padStart(14),
    f.fcpMs.toFixed(0).padStart(8),
    f.lcpMs.toFixed(0).padStart(8),
    f.siMs.toFixed(0).padStart(8),
    f.tbtMs.toFixed(0).padStart(8),
    f.transferKb.toFixed(0).padStart(10),
  ].join('');
}
