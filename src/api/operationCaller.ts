// Calls an operation of the contract by its id, for the engines: screens name operations in their
// configs (checked against the contract by the config checker), so the id is a string at run time.
import type { ApiClient } from './client';
import { wasAnnounced } from './middleware/errors';
import { operationRoutes, type OperationId, type OperationRouteShape } from './operations.gen';

/** A failed call: the HTTP status and the error body the server sent (ABP shape when it is one). */
export class ApiCallError extends Error {
  /** HTTP status of the response. */
  readonly status: number;
  /** Parsed error body. */
  readonly body: unknown;
  /** Whether the request pipeline has told the user already (spec section 8's catalogue). */
  readonly announced: boolean;

  constructor(operationId: string, status: number, body: unknown, announced = false) {
    super(`调用接口 ${operationId} 失败（HTTP ${status}）`);
    this.name = 'ApiCallError';
    this.status = status;
    this.body = body;
    this.announced = announced;
  }
}

/**
 * True when the request pipeline already told the user about this failure (a 400 warning, the 403
 * modal, a 500 or network notification, the session's 401 warning): an action's caller then says
 * nothing more, so a refused action shows one message. Other failures (409, a thrown check) are the
 * caller's to show.
 */
export function announcedByPipeline(error: unknown): boolean {
  return error instanceof ApiCallError ? error.announced : wasAnnounced(error);
}

/** Extra options of one call. */
export interface CallOptions {
  /** Request headers, e.g. `withoutLoading` for polling. */
  headers?: Record<string, string>;
}

/** Calls operations by id through the typed client. */
export interface OperationCaller {
  /** Resolves with the response body; rejects with ApiCallError or a Chinese message for bad input. */
  callOperation(
    operationId: string,
    params?: Record<string, unknown>,
    body?: unknown,
    options?: CallOptions,
  ): Promise<unknown>;
}

// openapi-fetch's methods are typed per path; a route chosen at run time needs the untyped view.
type LooseMethod = (
  path: string,
  init: {
    params: { path: Record<string, unknown>; query: Record<string, unknown> };
    body?: unknown;
    headers?: Record<string, string>;
  },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function routeOf(operationId: string): OperationRouteShape {
  if (!Object.hasOwn(operationRoutes, operationId))
    throw new Error(`接口契约中没有操作 ${operationId}`);
  return operationRoutes[operationId as OperationId];
}

/** Splits flat params into path and query parameters by the route table; unknown names are errors. */
export function splitParams(
  operationId: string,
  params: Record<string, unknown>,
): { path: Record<string, unknown>; query: Record<string, unknown> } {
  const route = routeOf(operationId);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (route.pathParams.includes(name)) path[name] = value;
    else if (route.queryParams.includes(name)) query[name] = value;
    else throw new Error(`接口 ${operationId} 没有参数 ${name}`);
  }
  const missing = route.pathParams.filter((name) => !(name in path));
  if (missing.length > 0)
    throw new Error(`调用接口 ${operationId} 缺少路径参数 ${missing.join('、')}`);
  return { path, query };
}

/** Creates the by-id caller over a client made by `createApiClient`. */
export function createOperationCaller(client: ApiClient): OperationCaller {
  const methods = client as unknown as Record<OperationRouteShape['method'], LooseMethod>;
  return {
    async callOperation(operationId, params = {}, body, options = {}) {
      const route = routeOf(operationId);
      const init = {
        params: splitParams(operationId, params),
        ...(route.hasBody && body !== undefined ? { body } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
      };
      const { data, error, response } = await methods[route.method](route.path, init);
      if (!response.ok) {
        throw new ApiCallError(operationId, response.status, error, wasAnnounced(response));
      }
      return data;
    },
  };
}
