// oidc-provider keeps each request's context in an AsyncLocalStorage. On Node 20 the first `run()`
// turns on async hooks for every promise of the process, and they stay on: after the first login every
// API call paid for them (5% of the server's samples under bench/apiLoad). Only the provider's own
// requests read that storage, so it is switched off whenever none of them is in flight; the provider's
// next `run()` switches it on again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import providerStorage from 'oidc-provider/lib/helpers/als.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The storage the wrapper switches off; tests pass their own. */
interface Switchable {
  disable(): void;
}

/**
 * Wraps the provider's request handler: counts its requests in flight and, when the last one has
 * closed, disables the provider's storage so API calls run without async hooks.
 */
export function releaseContextWhenIdle(
  handler: Handler,
  storage: Switchable = providerStorage,
): Handler {
  let inFlight = 0;
  return (request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) storage.disable();
    });
    handler(request, response);
  };
}
