// Spec section 8: a 401 outside login warns 未授权，请重新登录后再次尝试, clears the stored session and goes
// to /. The request pipeline hands it to the session, which warns once as it signs out; the warning
// used to be shown twice (by the pipeline and by the session).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadToken } from '../../src/session/storage';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const warning = '未授权，请重新登录后再次尝试';

describe('a 401 on a signed-in page', () => {
  it('warns once, forgets the token and leaves for the login page', async () => {
    server.use(
      http.get('*/api/app/enterprise/*', () =>
        HttpResponse.json({ error: { message: 'Unauthorized' } }, { status: 401 }),
      ),
    );
    renderApp('/user/assets');
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    expect(loadToken()).toBeNull();
    await screen.findAllByText(warning, {}, wait);
    // Long enough for a second warning from another part of the app to have shown.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByText(warning)).toHaveLength(1);
  });
});
