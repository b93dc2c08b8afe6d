import type { Middleware } from 'openapi-fetch';
import { pipelineHeaders, type LoadingIndicator } from '../types';

/** Spec section 9: the indicator hides 200 ms after the last call ends. */
export const loadingHideDelayMs = 200;

/**
 * Counts calls in flight and drives the global loading indicator: shown when the first call starts,
 * hidden `hideDelayMs` after the last one ends (a call starting in between keeps it up, so quick
 * successive calls do not flicker). A call with the header `showLoading: 0` is not counted; the
 * header is removed before the call leaves.
 */
export function loadingMiddleware(
  indicator: LoadingIndicator,
  hideDelayMs: number = loadingHideDelayMs,
): Middleware {
  const tracked = new Set<string>();
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const end = (id: string) => {
    if (!tracked.delete(id) || tracked.size > 0) return;
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      if (tracked.size === 0 && visible) {
        visible = false;
        indicator.hide();
      }
    }, hideDelayMs);
  };

  return {
    onRequest({ request, id }) {
      const skip = request.headers.get(pipelineHeaders.showLoading) === '0';
      request.headers.delete(pipelineHeaders.showLoading);
      if (skip) return request;
      tracked.add(id);
      clearTimeout(hideTimer);
      hideTimer = undefined;
      if (!visible) {
        visible = true;
        indicator.show();
      }
      return request;
    },
    onResponse({ id }) {
      end(id);
      return undefined;
    },
    onError({ id }) {
      end(id);
      return undefined;
    },
  };
}
