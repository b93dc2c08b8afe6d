/**
 * Body serializer for form-encoded calls (`POST /connect/token`): openapi-fetch sends JSON unless
 * told otherwise. Pass it as `bodySerializer` with the `Content-Type` header.
 */
export function formBody(
  body: Record<string, string | number | boolean | undefined>,
): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) form.set(key, String(value));
  }
  return form;
}

/** Headers for a form-encoded call. */
export const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;
