// The answers of the data calls index.html's early script started for the opened signed-in route
// (public/app-config-early.js, with the plan the build wrote: scripts/earlyRequests.ts). The API
// client takes each one once, for the first call of the same URL with the same token and culture,
// instead of sending that call; any other call, a later one, or one whose early request failed is
// sent as usual. The answer goes through the client's middleware like its own would, so a 401 still
// ends the session. The early script also notes when it sent each call: a result page's display delay
// counts from there (earlyAskedAt).
import { splitParams } from '../api/operationCaller';
import { operationRoutes, type OperationId } from '../api/operations.gen';

/** How long after the early script ran its answers may stand in for the app's calls. */
export const earlyAnswerMaxAge = 30_000;

/** One early call: the URL it was sent to and its response; undefined when it failed to go out. */
type EarlyAnswer = { url: string; response: Response } | undefined;

/** What the early script leaves on `window.__earlyRequests`. */
export interface EarlyRequests {
  token: string;
  culture: string;
  startedAt: number;
  /** By path and sorted query under the API's root. */
  answers: Record<string, Promise<EarlyAnswer>>;
  /** When each call went out (epoch ms), by the same keys; absent while the API is not known yet. */
  sentAt?: Record<string, number>;
}

const earlyKey = '__earlyRequests';

/** The URL with its query parameters sorted, as the early script writes its keys. */
function sortedUrl(url: string): URL {
  const sorted = new URL(url);
  sorted.searchParams.sort();
  return sorted;
}

/**
 * The early answer standing in for `request`, taken (no later call gets it); undefined when there is
 * none. Settles with undefined when the early request failed or went to another URL.
 */
export function takeEarlyAnswer(
  request: Request,
  now: number = Date.now(),
): Promise<Response | undefined> | undefined {
  const holder = globalThis as { [earlyKey]?: EarlyRequests };
  const early = holder[earlyKey];
  if (!early || request.method !== 'GET') return undefined;
  if (now - early.startedAt > earlyAnswerMaxAge) {
    delete holder[earlyKey];
    return undefined;
  }
  if (
    request.headers.get('Authorization') !== `Bearer ${early.token}` ||
    request.headers.get('Accept-Language') !== early.culture
  )
    return undefined;
  const url = sortedUrl(request.url);
  const local = url.pathname + url.search;
  const key = Object.keys(early.answers).find((k) => local.endsWith(k));
  const answer = key === undefined ? undefined : early.answers[key];
  if (key === undefined || !answer) return undefined;
  delete early.answers[key];
  return answer.then(
    (taken) => (taken && sortedUrl(taken.url).href === url.href ? taken.response : undefined),
    () => undefined,
  );
}

/** Sends `request` with `send` unless an early answer stands in for it. */
export async function fetchOrTakeEarly(
  request: Request,
  send: (request: Request) => Promise<Response>,
): Promise<Response> {
  return (await takeEarlyAnswer(request)) ?? send(request);
}

/** The early script's key of a GET call (path and sorted query), or undefined for any other call. */
function earlyKeyOf(operationId: string, params: Record<string, unknown>): string | undefined {
  if (!Object.hasOwn(operationRoutes, operationId)) return undefined;
  const route = operationRoutes[operationId as OperationId];
  if (route.method !== 'GET') return undefined;
  let split: ReturnType<typeof splitParams>;
  try {
    split = splitParams(operationId, params);
  } catch {
    return undefined;
  }
  const plain = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  const values = [...Object.values(split.path), ...Object.values(split.query)];
  if (!values.every(plain)) return undefined;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(split.path[name])),
  );
  const query = new URLSearchParams(
    Object.entries(split.query).map(([name, value]) => [name, String(value)]),
  );
  query.sort();
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * When the early script sent the call of `operationId` with `params` (epoch ms), while its answer is
 * still there for the app to take; undefined otherwise. The route-data prefetch marks its call as asked
 * then, so a result page's display delay (spec section 9) counts from when the check really left.
 */
export function earlyAskedAt(
  operationId: string,
  params: Record<string, unknown>,
  now: number = Date.now(),
): number | undefined {
  const early = (globalThis as { [earlyKey]?: EarlyRequests })[earlyKey];
  if (!early || now - early.startedAt > earlyAnswerMaxAge) return undefined;
  const key = earlyKeyOf(operationId, params);
  return key !== undefined && early.answers[key] ? early.sentAt?.[key] : undefined;
}
