// When index.html's early script sent a data call (public/app-config-early.js notes it): a result
// page's display delay counts from there. Its own module, for the route prefetch's chunk: the operation
// table it reads would otherwise join the API client in the login page's first load.
import { splitParams } from '../api/operationCaller';
import { operationRoutes, type OperationId } from '../api/operations.gen';
import { earlyAnswerMaxAge, earlyKey, type EarlyRequests } from './earlyAnswers';

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
