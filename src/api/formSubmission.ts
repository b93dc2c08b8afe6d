// A declaration form's submission. The server's refusal is shown by the request pipeline (the 400
// warning of spec section 8) and by the form, in its message line and at the cells its validation
// errors name. No answer at all (network down, timeout) is a refusal with the network message: the
// form never stays busy, and what was typed stays for another try.
import { networkErrorMessage } from './middleware/errors';
import type { components } from './schema.gen';

type ErrorBody = components['schemas']['RemoteServiceErrorResponse'];

/** The stored answer, or the message to show and the members (`items[0].volume`) it is about. */
export type Submission<T> =
  { ok: true; value: T } | { ok: false; message: string; members: string[] };

/** Sends and never throws; `fallback` is the message when the server gives none. */
export async function submitForm<T>(
  send: () => Promise<{ data?: T; error?: unknown }>,
  fallback: string,
): Promise<Submission<T>> {
  try {
    const { data, error } = await send();
    if (!error && data !== undefined) return { ok: true, value: data };
    const body = (error as ErrorBody | undefined)?.error;
    return {
      ok: false,
      message: body?.message || fallback,
      members: (body?.validationErrors ?? []).flatMap((v) => v.members),
    };
  } catch {
    return { ok: false, message: networkErrorMessage, members: [] };
  }
}
