// Turns one typed-client call of a teacher step into a StepOutcome: the page words a failure itself
// ("停止报价失败：…"), so the global error toast stays quiet and a refusal or a network failure comes
// back as its Chinese message instead of an exception.
import { networkErrorMessage } from '../../api/middleware/errors';
import { serverMessage } from '../../api/serverMessage';
import { withoutErrorNotice } from '../../api/types';
import type { StepOutcome } from './types';

/** Headers every step call sends: no global error toast. */
export const stepHeaders = withoutErrorNotice;

/** The server's reason for a refusal, read from the error body openapi-fetch has parsed. */
export async function refusal(error: unknown): Promise<{ ok: false; message: string }> {
  const body = typeof error === 'string' ? error : JSON.stringify(error ?? null);
  return {
    ok: false,
    message: await serverMessage(new Response(body), '服务器未能完成操作，请稍后重试'),
  };
}

/** What a typed-client call resolves to (openapi-fetch's FetchResponse, reduced to what we read). */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Runs `request`; on a 2xx answer `notice` may turn the body into a result line for the page.
 * Never throws.
 */
export async function callStep<T>(
  request: () => Promise<Answer<T>>,
  notice?: (data: T) => string | undefined,
): Promise<StepOutcome> {
  try {
    const { data, error, response } = await request();
    if (!response.ok) return refusal(error);
    return { ok: true, notice: notice && data !== undefined ? notice(data) : undefined };
  } catch {
    return { ok: false, message: networkErrorMessage };
  }
}
