import type { Middleware } from 'openapi-fetch';

/** Spec section 9: every call is aborted after 600000 ms. */
export const defaultTimeoutMs = 600_000;

/** Name of the error a timed-out call rejects with (as `AbortSignal.timeout` would). */
export const timeoutErrorName = 'TimeoutError';

/**
 * Aborts a call that has not answered within `timeoutMs`. A plain timer (not
 * `AbortSignal.timeout`) so fake timers in tests control it; the caller's own signal still works.
 */
export function timeoutMiddleware(timeoutMs: number = defaultTimeoutMs): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const settle = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          controller.abort(new DOMException(`请求超时（${timeoutMs} 毫秒）`, timeoutErrorName));
        }, timeoutMs),
      );
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      settle(id);
      return undefined;
    },
    onError({ id }) {
      settle(id);
      return undefined;
    },
  };
}
