import type { Middleware } from 'openapi-fetch';
import { serverMessage } from '../serverMessage';
import { pipelineHeaders, type ApiNotifier } from '../types';

/** Spec section 6 and 8: the 403 modal closes itself after 3 s. */
export const forbiddenModalMs = 3000;
/** Shown when a call times out or the network fails (the spec leaves it open). */
export const networkErrorMessage = '网络异常或请求超时，请稍后再试';

// The failures the pipeline told the user about (responses, and errors a call rejected with): their
// callers ask wasAnnounced and say nothing more, so one failed action shows one message.
const announced = new WeakSet<object>();

/**
 * True when the error pipeline has already told the user about this failed call's response or error
 * (a notification, the 403 modal, or the session's sign-out warning for a 401).
 */
export function wasAnnounced(failure: unknown): boolean {
  return typeof failure === 'object' && failure !== null && announced.has(failure);
}

/** What the error middleware needs from the app. */
export interface ErrorMiddlewareOptions {
  /** Shows notifications and modals. */
  notifier: ApiNotifier;
  /** Clears stored session data and goes to `/`; called once per run of 401s. */
  onUnauthorized: () => void;
  /** True on the login page, where a 401 is the login form's own business. */
  isLoginPage: () => boolean;
  /** How long the 403 modal stays open. */
  forbiddenModalMs?: number;
}

/**
 * The error catalogue of spec section 8: 500 notification titled "提示" with the server message;
 * 400 warning notification with the server message; 403 warning modal with the server message,
 * closed after 3 s; 401 outside login: warning, then `onUnauthorized` (storage cleared, redirect);
 * 404 of a call that is not a GET: warning notification with the server message, if it sent one.
 * The response itself is passed on unchanged, so callers still get `{ error }`. A call sent with
 * the header `showError: 0` is left to its caller.
 */
export function errorMiddleware(options: ErrorMiddlewareOptions): Middleware {
  const { notifier, onUnauthorized, isLoginPage } = options;
  const modalMs = options.forbiddenModalMs ?? forbiddenModalMs;
  const silent = new Set<string>();
  // Several calls usually fail together when a session ends: warn and redirect once.
  let unauthorizedPending = false;

  return {
    onRequest({ request, id }) {
      if (request.headers.get(pipelineHeaders.showError) === '0') silent.add(id);
      request.headers.delete(pipelineHeaders.showError);
      return request;
    },
    async onResponse({ request, response, id, schemaPath }) {
      const quiet = silent.delete(id);
      if (response.ok) {
        unauthorizedPending = false;
        return undefined;
      }
      if (response.status === 401) {
        if (isLoginPage() || schemaPath === '/connect/token') return undefined;
        // The session warns 未授权，请重新登录后再次尝试 as it signs out (sessionMachine's UNAUTHORISED),
        // once for a run of 401s: warning here as well showed the message twice.
        announced.add(response);
        if (unauthorizedPending) return undefined;
        unauthorizedPending = true;
        onUnauthorized();
        return undefined;
      }
      if (quiet) return undefined;
      if (response.status === 403) {
        const content = await serverMessage(response, '没有权限执行此操作');
        const modal = notifier.openModal({ type: 'warning', title: '提示', content });
        setTimeout(() => modal.close(), modalMs);
        announced.add(response);
      } else if (response.status === 400) {
        const title = await serverMessage(response, '请求有误，请检查填写的内容');
        notifier.notify({ type: 'warning', title });
        announced.add(response);
      } else if (response.status === 404 && request.method !== 'GET') {
        // Not in the catalogue: an action on something missing (报名课程 999 → 「课程 999 不存在」)
        // says why when the server does. A read's 404 stays with its caller, which may mean no data
        // (a course without time segments reads the default 峰/平/谷).
        const title = await serverMessage(response, '');
        if (title) {
          notifier.notify({ type: 'warning', title });
          announced.add(response);
        }
      } else if (response.status >= 500) {
        const description = await serverMessage(response, '服务器出现问题，请稍后再试');
        notifier.notify({ type: 'error', title: '提示', description });
        announced.add(response);
      }
      // Anything else (409, a read's 404, …) is left to the caller, which says why.
      return undefined;
    },
    onError({ error, id }) {
      const quiet = silent.delete(id);
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
      // A caller's own abort (leaving the page) is not a failure; a timeout or network error is.
      if (!quiet && name !== 'AbortError') {
        notifier.notify({ type: 'error', title: '提示', description: networkErrorMessage });
        if (typeof error === 'object' && error !== null) announced.add(error);
      }
      return undefined;
    },
  };
}
