import type { Middleware } from 'openapi-fetch';

/** Cookie in which ABP hands out the anti-forgery token. */
export const antiForgeryCookie = 'XSRF-TOKEN';
/** Header in which ABP expects the token back. */
export const antiForgeryHeader = 'RequestVerificationToken';

/** Reads one cookie of `document.cookie`; undefined outside a browser or when absent. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Sends the `XSRF-TOKEN` cookie back as the `RequestVerificationToken` header, which ABP's
 * anti-forgery check compares with the cookie. No cookie, no header.
 */
export function antiForgeryMiddleware(
  getCookie: (name: string) => string | undefined = readCookie,
): Middleware {
  return {
    onRequest({ request }) {
      const token = getCookie(antiForgeryCookie);
      if (token) request.headers.set(antiForgeryHeader, token);
      return request;
    },
  };
}
