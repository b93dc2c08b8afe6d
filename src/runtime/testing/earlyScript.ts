// index.html's early script (public/app-config-early.js) run in the test document as index.html runs
// it, with the plan the build writes (scripts/earlyRequests.ts), a held session and a stubbed network.
import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { projectEarlyRequestPlan } from '../../../scripts/earlyRequests';
import { course } from '../../api/testing/fixtures/course';
import { responseFixtures } from '../../api/testing/fixtures';
import { seller } from '../../api/testing/fixtures/enterprise';
import { saveToken, storageKeys } from '../../session/storage';

/** The API root the stubbed configuration names. */
export const earlyApi = 'https://api.example';

const script = fs.readFileSync(path.resolve('public/app-config-early.js'), 'utf8');
const plan = JSON.stringify(projectEarlyRequestPlan(process.cwd()));
const holder = globalThis as { __earlyRequests?: unknown; __appConfigRequest?: unknown };

/** One sent request: where, and the headers that decide the answer. */
export interface SentRequest {
  url: string;
  authorization: string | null;
  language: string | null;
}

/**
 * Stubs fetch: the configuration names `earlyApi` (and whatever `config` adds); every other call
 * answers `status` with `{ url }`.
 */
export function stubNetwork(status = 200, config: Record<string, unknown> = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/app-config.json')
      return Promise.resolve(
        new Response(JSON.stringify({ apiBaseUrl: `${earlyApi}/`, ...config })),
      );
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      authorization: request.headers.get('Authorization'),
      language: request.headers.get('Accept-Language'),
    });
    return Promise.resolve(new Response(JSON.stringify({ url: request.url }), { status }));
  });
  return sent;
}

/** What the browser held from the last visit. */
export function holdSession(token = 't0k3n', expiresInSeconds = 3600) {
  saveToken(token, expiresInSeconds);
  localStorage.setItem(storageKeys.course, JSON.stringify({ course, args: {} }));
  localStorage.setItem(storageKeys.round, JSON.stringify(responseFixtures.Round));
  localStorage.setItem(storageKeys.enterprise, JSON.stringify(seller));
}

/** Opens `address` and runs the early script as index.html does, with the build's plan. */
export async function runEarlyScript(address: string) {
  window.history.replaceState(null, '', address);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'early-requests';
  block.textContent = plan;
  document.head.appendChild(block);
  new Function(script)();
  // The configuration's answer, then the calls leave.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Undoes what the script and the stubs left (afterEach). */
export function cleanUpEarlyScript() {
  document.getElementById('early-requests')?.remove();
  delete holder.__earlyRequests;
  delete holder.__appConfigRequest;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
}
