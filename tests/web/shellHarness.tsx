// Renders the whole app at a path against msw's contract handlers, with a fake realtime provider.
import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { App } from '../../src/App';
import { seller } from '../../src/api/testing/fixtures/enterprise';
import { contractHandlers } from '../../src/api/testing/handlers';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { chartEnvironment } from '../../src/engine/blocks/chart';
import type { RealtimeProvider } from '../../src/realtime/types';
import { defaultRuntimeConfig, type RuntimeConfig } from '../../src/runtime/runtimeConfig';
import { saveToken, storageKeys } from '../../src/session/storage';

// jsdom has no canvas and no layout: the screens' charts draw as SVG at a fixed size.
chartEnvironment.renderer = 'svg';
chartEnvironment.width = 600;

/**
 * The trainee plays one enterprise, as on the reference back end, so the enterprise choice selects it
 * without asking; tests about the modal serve several.
 */
const oneEnterprise = http.get(`${testApiBaseUrl}/api/app/enterpriseApi/courseEnterprise`, () =>
  HttpResponse.json({ items: [seller], totalCount: 1 }),
);

/** The provider's token revocation (RFC 7009, outside the API contract), which logout calls. */
const revocation = http.post(
  `${testApiBaseUrl}/connect/revocation`,
  () => new HttpResponse(null, { status: 200 }),
);

/**
 * The course's round list as the browser holds it, when it holds one: the app reloads the list at
 * start (rounds may have changed while the browser was away), and unless a test says otherwise the
 * server agrees with what was stored. Without stored rounds the contract's fixture answers.
 */
const heldRounds = http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () => {
  const stored = localStorage.getItem(storageKeys.rounds);
  if (!stored) return undefined;
  const items: unknown = JSON.parse(stored);
  return Array.isArray(items) ? HttpResponse.json({ items, totalCount: items.length }) : undefined;
});

/** The msw server every shell test shares; tests add overrides with `server.use`. */
export const server = setupServer(oneEnterprise, revocation, heldRounds, ...contractHandlers());

/** Starts and resets msw and local storage around each test of the file. */
export function setupShellServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

/** A realtime provider the test pushes messages through. */
export interface FakeRealtime extends RealtimeProvider {
  push(hub: 'notice' | 'titan', method: string, ...args: unknown[]): void;
  started: boolean;
}

/** Creates the fake provider. */
export function fakeRealtime(): FakeRealtime {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const fake: FakeRealtime = {
    started: false,
    start: async () => {
      fake.started = true;
    },
    stop: async () => {
      fake.started = false;
    },
    on(hub, method, handler) {
      const key = `${hub}:${method}`;
      const set = handlers.get(key) ?? new Set();
      set.add(handler);
      handlers.set(key, set);
      return () => set.delete(handler);
    },
    push(hub, method, ...args) {
      for (const handler of handlers.get(`${hub}:${method}`) ?? []) handler(...args);
    },
  };
  return fake;
}

/** Opens the app at `path`, signed in unless `signedIn` is false. */
export function renderApp(
  path: string,
  options: { signedIn?: boolean; realtime?: FakeRealtime; config?: Partial<RuntimeConfig> } = {},
) {
  window.history.replaceState(null, '', path);
  if (options.signedIn !== false) saveToken('t0k3n', 3600);
  const realtime = options.realtime ?? fakeRealtime();
  const view = render(
    <App
      runtimeConfig={{ ...defaultRuntimeConfig, ...options.config }}
      createRealtime={() => realtime}
    />,
  );
  return { ...view, realtime };
}
