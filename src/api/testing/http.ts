import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../schema.gen';

/** Origin of the jsdom page in tests; the client under test calls the API there. */
export const testApiBaseUrl = 'http://localhost:3000';

/**
 * msw's `http` typed by the contract: only contract paths are accepted, and params, query,
 * request bodies and responses are checked against it.
 */
export const apiHttp = createOpenApiHttp<paths>({ baseUrl: testApiBaseUrl });
