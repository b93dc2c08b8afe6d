// A client wired to recording fakes, shared by the pipeline tests.
import { vi, type Mock } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { testApiBaseUrl } from '../../src/api/testing/http';
import {
  createRecordingNotifier,
  createSpyIndicator,
  type RecordingNotifier,
} from '../../src/api/testing/notifier';

/** The client under test and the fakes it was given. */
export interface TestClient {
  client: ApiClient;
  notifier: RecordingNotifier;
  loading: ReturnType<typeof createSpyIndicator>;
  onUnauthorized: Mock<() => void>;
  token: { value: string | null };
  loginPage: { value: boolean };
}

/** Creates a client against the test origin with a token `t0k3n` and no login page. */
export function createTestClient(cookie?: string): TestClient {
  const notifier = createRecordingNotifier();
  const loading = createSpyIndicator();
  const onUnauthorized = vi.fn<() => void>();
  const token = { value: 't0k3n' as string | null };
  const loginPage = { value: false };
  const client = createApiClient({
    baseUrl: testApiBaseUrl,
    getToken: () => token.value,
    notifier,
    loading,
    onUnauthorized,
    isLoginPage: () => loginPage.value,
    ...(cookie === undefined
      ? {}
      : { getCookie: (name) => (name === 'XSRF-TOKEN' ? cookie : undefined) }),
  });
  return { client, notifier, loading, onUnauthorized, token, loginPage };
}
