// The answers of the data calls index.html's early script started for the opened signed-in route
// (public/app-config-early.js, with the plan the build wrote: scripts/earlyRequests.ts). The API
// client takes each one once, for the first call of the same URL with the same token and culture,
// instead of sending that call; any other call, a later one, or one whose early request failed is
// sent as usual. They are the opened route's first answers only: once the route prefetch has settled,
// the ones nobody took are dropped (dropEarlyAnswers), since a later call of their URL (a push's
// refetch, a result page's rows once the clearing made it ready) must get the server's answer of now.
// The answer goes through the client's middleware like its own would, so a 401 still ends the
// session. The early script also notes when it sent each call (earlyAskedAt.ts).

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

/** The global the early script leaves its requests on. */
export const earlyKey = '__earlyRequests';

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

/**
 * Drops the early answers nobody took: the route prefetch calls it once its calls have settled (every
 * call it makes took its answer when it was sent), so none is handed to a later call.
 */
export function dropEarlyAnswers(): void {
  delete (globalThis as { [earlyKey]?: EarlyRequests })[earlyKey];
}

/** Sends `request` with `send` unless an early answer stands in for it. */
export async function fetchOrTakeEarly(
  request: Request,
  send: (request: Request) => Promise<Response>,
): Promise<Response> {
  return (await takeEarlyAnswer(request)) ?? send(request);
}
