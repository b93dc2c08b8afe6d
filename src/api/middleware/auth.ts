import type { Middleware } from 'openapi-fetch';

/** Calls that must go out without a bearer token (the token call itself). */
const anonymousPaths = new Set(['/connect/token']);

/**
 * Attaches `Authorization: Bearer <token>` to every call. The token lives in the session machine;
 * this middleware only reads it through `getToken` and never refreshes or retries (a 401 is reported
 * by the error middleware and handled by the session).
 */
export function authMiddleware(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (anonymousPaths.has(schemaPath) || request.headers.has('Authorization')) return undefined;
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
