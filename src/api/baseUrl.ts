import type { RuntimeConfig } from '../runtime/runtimeConfig';

/**
 * The absolute API base URL from the runtime config: its `apiBaseUrl`, or the page's origin when
 * that is empty. Absolute, because jsdom and SignalR need absolute URLs. No trailing slash, since
 * contract paths start with one.
 */
export function resolveApiBaseUrl(
  config: Pick<RuntimeConfig, 'apiBaseUrl'>,
  origin: string = globalThis.location.origin,
): string {
  return new URL(config.apiBaseUrl || '/', origin).href.replace(/\/+$/, '');
}
