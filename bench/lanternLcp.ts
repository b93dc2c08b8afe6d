// Probe for issue 16's login-page LCP: runs Lighthouse 12 desktop on /user/login of a build and prints
// Lantern's simulated LCP graph (the one Lighthouse scores), node by node in simulated time: each
// request (with its bytes) and each main-thread task (with its observed duration and what it ran), so
// what the LCP waits for in the simulation is read directly, not guessed.
// Usage: tsx bench/lanternLcp.ts <dist> [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { freePort } from '../tests/node/durabilityServer';
import { startDemoProduct } from './demoProduct';

interface LanternNode {
  type: 'network' | 'cpu';
  id: string;
  request?: { url: string; transferSize: number; priority: string };
  duration?: number;
  childEvents?: Array<{ name: string; dur?: number; args?: { data?: { url?: string } } }>;
}
interface Timing {
  startTime: number;
  endTime: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, Timing>;
}

function describe(node: LanternNode): string {
  if (node.type === 'network')
    return `net ${(node.request?.url.split('/').pop() ?? '').slice(0, 36)} ${Math.round((node.request?.transferSize ?? 0) / 1024)} kB ${node.request?.priority}`;
  const names = new Map<string, number>();
  for (const e of node.childEvents ?? []) {
    if (
      ![
        'EvaluateScript',
        'FunctionCall',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'ParseAuthorStyleSheet',
        'ParseHTML',
        'v8.compileModule',
        'v8.evaluateModule',
        'TimerFire',
        'ResourceSendRequest',
      ].includes(e.name)
    )
      continue;
    const url = e.args?.data?.url?.split('/').pop() ?? '';
    const key = `${e.name}${url ? ':' + url.slice(0, 20) : ''}`;
    names.set(key, (names.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const inner = [...names].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
  return `cpu ${((node.duration ?? 0) / 1000).toFixed(1)} ms [${inner}]`;
}

function print(name: string, estimate: Estimate): void {
  console.log(`  ${name}: ${estimate.timeInMs.toFixed(0)} ms`);
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows)
    console.log(
      `    ${t.startTime.toFixed(0).padStart(5)} → ${t.endTime.toFixed(0).padStart(5)}  ${describe(node)}`,
    );
}

async function main(): Promise<void> {
  const [dist, runsArg] = process.argv.slice(2);
  const product = await startDemoProduct(dist!);
  const server = product.server;
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-lantern-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    headless: true,
  });
  try {
    for (let i = 0; i < Number(runsArg ?? 1); i++) {
      const result = await lighthouse(
        `${server.baseUrl}/user/login`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      if (!result) throw new Error('no result');
      const { lhr, artifacts } = result;
      const a = lhr.audits;
      console.log(
        `run ${i + 1} (load ${os.loadavg()[0]?.toFixed(2)}): perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${a['first-contentful-paint']?.numericValue?.toFixed(0)}, LCP ${a['largest-contentful-paint']?.numericValue?.toFixed(0)}, SI ${a['speed-index']?.numericValue?.toFixed(0)}`,
      );
      const lcp = (await LanternLargestContentfulPaint.request(
        {
          trace: artifacts.Trace,
          devtoolsLog: artifacts.DevtoolsLog,
          gatherContext: artifacts.GatherContext,
          settings: lhr.configSettings,
          URL: artifacts.URL,
          SourceMaps: artifacts.SourceMaps,
          simulator: null,
        },
        { computedCache: new Map() },
      )) as unknown as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
      print('optimistic', lcp.optimisticEstimate);
      print('pessimistic', lcp.pessimisticEstimate);
    }
  } finally {
    await context.close();
    await product.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

await main();
