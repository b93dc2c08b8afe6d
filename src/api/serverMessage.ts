// Reads the human message out of an error response, whatever shape the server used.
import type { components } from './schema.gen';

type AbpError = components['schemas']['RemoteServiceErrorResponse'];
type OAuthError = components['schemas']['OAuthError'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * ABP's message with its validation errors, each text once: the top message is often generic
 * ("Your request is not valid!") and the field messages say what to fix, but a server that throws a
 * validation error of its own repeats the field message as the top one.
 */
function fromAbp(body: AbpError): string {
  const { message, validationErrors } = body.error;
  const fields = [...new Set((validationErrors ?? []).map((v) => v.message).filter(Boolean))]
    // A field message the top message already says (or one that repeats another field) adds nothing.
    .filter(
      (field, i, all) =>
        !message.includes(field) && !all.some((o, j) => j !== i && o.includes(field)),
    );
  if (fields.length === 0) return message;
  // A top message that one field message already says adds nothing either.
  if (!message || fields.some((field) => field.includes(message))) return fields.join('；');
  return `${message}：${fields.join('；')}`;
}

/**
 * The message to show for an error response: ABP's `error.message` (with its validation errors),
 * OAuth's `error_description`, a short plain-text body, or `fallback`.
 */
export async function serverMessage(response: Response, fallback: string): Promise<string> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return fallback;
  }
  try {
    const body: unknown = JSON.parse(text);
    if (isObject(body) && isObject(body.error) && typeof body.error.message === 'string') {
      return fromAbp(body as AbpError) || fallback;
    }
    if (isObject(body) && typeof body.error_description === 'string') {
      return (body as OAuthError).error_description || fallback;
    }
    return fallback;
  } catch {
    // Not JSON: a short text body (a proxy's message) is still better than nothing; HTML is not.
    const plain = text.trim();
    return plain && plain.length <= 200 && !plain.startsWith('<') ? plain : fallback;
  }
}
