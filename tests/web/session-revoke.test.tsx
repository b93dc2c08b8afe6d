import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { revokeTokens } from '../../src/session/revokeTokens';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };

describe('logout revokes the tokens at the identity provider', () => {
  it('posts the access token to /connect/revocation when the user logs out', async () => {
    const revoked: Array<Record<string, string>> = [];
    server.use(
      http.post(`${testApiBaseUrl}/connect/revocation`, async ({ request }) => {
        revoked.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    renderApp('/user/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }, wait));
    fireEvent.click(await screen.findByText('退出登录'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    await waitFor(() => expect(revoked).toHaveLength(1), wait);
    expect(revoked[0]).toMatchObject({ token: 't0k3n', token_type_hint: 'access_token' });
    expect(revoked[0]?.client_id).toBeTruthy();
  });

  it('also revokes and forgets the refresh token oidc-client-ts keeps, and never throws', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      throw new Error('offline');
    }) as unknown as typeof fetch;
    sessionStorage.setItem('oidc.user:http://idp:power-trading-web', '{"refresh_token":"r3fr3sh"}');
    await revokeTokens({ authority: 'http://idp/', clientId: 'c' }, 'a11', fetcher);
    expect(calls.map((c) => c.url)).toEqual([
      'http://idp/connect/revocation',
      'http://idp/connect/revocation',
    ]);
    expect(calls.map((c) => new URLSearchParams(c.body).get('token'))).toEqual(['a11', 'r3fr3sh']);
    expect(sessionStorage.getItem('oidc.user:http://idp:power-trading-web')).toBeNull();
  });
});
