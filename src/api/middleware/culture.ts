import type { Middleware } from 'openapi-fetch';

/** The interface language of the product (spec: culture zh-CN). */
export const defaultCulture = 'zh-CN';

/**
 * Asks the back end for messages in the product's language. ABP picks the request culture from
 * `Accept-Language`; the `culture` header is what the original front end sent, kept for back ends
 * that read it.
 */
export function cultureMiddleware(culture: string = defaultCulture): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', culture);
      request.headers.set('culture', culture);
      return request;
    },
  };
}
