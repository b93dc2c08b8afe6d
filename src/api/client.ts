// The one HTTP client of the app: openapi-fetch typed by the contract, with the common call rules
// of spec section 7 as middleware, one concern per file.
import createClient, { type Client } from 'openapi-fetch';
import { antiForgeryMiddleware } from './middleware/antiForgery';
import { authMiddleware } from './middleware/auth';
import { cultureMiddleware } from './middleware/culture';
import { errorMiddleware } from './middleware/errors';
import { loadingMiddleware } from './middleware/loading';
import { timeoutMiddleware } from './middleware/timeout';
import type { paths } from './schema.gen';
import type { ApiNotifier, LoadingIndicator } from './types';
import { fetchOrTakeEarly } from '../runtime/earlyAnswers';

/** The typed client every engine and machine calls the back end with. */
export type ApiClient = Client<paths>;

/** What the app injects into the client. */
export interface ApiClientOptions {
  /** Absolute base URL of the API (see `resolveApiBaseUrl`). */
  baseUrl: string;
  /** Current access token from the session, or nothing before login. */
  getToken: () => string | null | undefined;
  /** Shows the error catalogue's notifications and modals. */
  notifier: ApiNotifier;
  /** Clears stored session data and redirects to `/` after a 401 outside login. */
  onUnauthorized: () => void;
  /** True on the login page; defaults to a check of `location.pathname`. */
  isLoginPage?: () => boolean;
  /** Global loading indicator; none means nothing is shown. */
  loading?: LoadingIndicator;
  /** Cookie reader for the anti-forgery token; defaults to `document.cookie`. */
  getCookie?: (name: string) => string | undefined;
  /** Request timeout; defaults to 600000 ms. */
  timeoutMs?: number;
  /** Request culture; defaults to zh-CN. */
  culture?: string;
}

/** True when the browser shows the login page (the public login routes of spec section 2). */
export function onLoginPage(): boolean {
  const path = globalThis.location?.pathname ?? '';
  return path === '/user/login' || path === '/login' || path.startsWith('/oidc-');
}

/** Creates the client with its middleware: auth, culture, anti-forgery, timeout, loading, errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    // Looked up at call time rather than captured, so msw started after creation still sees calls.
    // A call index.html's early script already made for this page takes that answer instead.
    fetch: (request) => fetchOrTakeEarly(request, (r) => globalThis.fetch(r)),
  });
  client.use(
    authMiddleware(options.getToken),
    cultureMiddleware(options.culture),
    antiForgeryMiddleware(options.getCookie),
    errorMiddleware({
      notifier: options.notifier,
      onUnauthorized: options.onUnauthorized,
      isLoginPage: options.isLoginPage ?? onLoginPage,
    }),
  );
  // Installed even without an indicator, so the showLoading header never leaves the browser.
  client.use(
    loadingMiddleware(options.loading ?? { show: () => undefined, hide: () => undefined }),
  );
  // Last, so the abort signal wraps the request exactly as it is sent.
  client.use(timeoutMiddleware(options.timeoutMs));
  return client;
}
