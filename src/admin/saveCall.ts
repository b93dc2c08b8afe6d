// One save of a teacher form (course, round, notice) through the typed client: the saved record, or
// the server's Chinese reason it refused. The form words the failure itself and keeps what was typed,
// so the global error toast stays quiet.
import { networkErrorMessage } from '../api/middleware/errors';
import { withoutErrorNotice } from '../api/types';
import { refusal } from './steps/callStep';

/** What a save resolves to: the record the server returned, or its reason for refusing. */
export type Saved<T> = { ok: true; value: T } | { ok: false; message: string };

/** Headers of a save: the form shows the refusal, not the global notifier. */
export const saveHeaders = withoutErrorNotice;

/** Runs one typed-client call that returns a record; never throws. */
export async function saveCall<T>(
  request: () => Promise<{ data?: T; error?: unknown }>,
): Promise<Saved<T>> {
  try {
    const { data, error } = await request();
    return data !== undefined ? { ok: true, value: data } : refusal(error);
  } catch {
    return { ok: false, message: networkErrorMessage };
  }
}
