// Writes the early requests' plan (src/shell/earlyRequestPlan.ts) into index.html, as a JSON data
// block before the early script that reads it (public/app-config-early.js): with a held token that
// script then starts the opened route's data calls as soon as the runtime configuration names the
// API, instead of after the start and prefetch chunks have arrived and run. A data block, not a
// script: the Content-Security-Policy allows no inline scripts, and data is never run.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { operationRoutes } from '../src/api/operations.gen';
import type { DisclosureTabsFile, RoutesFile, ScreenFile } from '../src/engine/config/files';
import { earlyRequestPlan, type EarlyRequestPlan } from '../src/shell/earlyRequestPlan';

/** The id the early script finds the plan by. */
export const earlyRequestsId = 'early-requests';

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Screens by file name, from config/screens and its market folders (as src/engine/config/screens.ts). */
function readScreens(dir: string): Record<string, ScreenFile> {
  const screens: Record<string, ScreenFile> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    screens[entry.name.slice(0, -'.json'.length)] = readJson<ScreenFile>(
      path.join(entry.parentPath, entry.name),
    );
  }
  return screens;
}

/** The plan of the project's configs under `root`. */
export function projectEarlyRequestPlan(root: string): EarlyRequestPlan {
  const config = path.join(root, 'config');
  return earlyRequestPlan(
    readJson<RoutesFile>(path.join(config, 'routes.json')).routes,
    readScreens(path.join(config, 'screens')),
    readJson<DisclosureTabsFile>(path.join(config, 'disclosure', 'tabs.json')),
    operationRoutes,
  );
}

/** index.html with the plan's data block before the early script. */
export function withEarlyRequests(html: string, plan: EarlyRequestPlan): string {
  const earlyScript = '<script src="/app-config-early.js"';
  if (!html.includes(earlyScript))
    throw new Error('earlyRequests: index.html has no early script to give the plan to');
  // `<` escaped, so no value can close the element.
  const json = JSON.stringify(plan).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${earlyRequestsId}">${json}</script>\n    `;
  return html.replace(earlyScript, `${block}${earlyScript}`);
}

export function earlyRequestsPlugin(root: string): Plugin {
  return {
    name: 'pts-early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withEarlyRequests(html, projectEarlyRequestPlan(root)),
    },
  };
}
