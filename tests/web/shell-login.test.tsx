import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { defaultRuntimeConfig } from '../../src/runtime/runtimeConfig';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('账号', {}, { timeout: 5000 }), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
}

describe('login page', () => {
  it('posts connect/token, stores the token and its expiry, and opens the navigation page', async () => {
    let body = '';
    server.use(
      http.post(`${testApiBaseUrl}/connect/token`, async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({
          access_token: 'new-token',
          expires_in: 600,
          token_type: 'Bearer',
        });
      }),
    );
    renderApp('/user/login', { signedIn: false });
    await submit('trainee1', 'secret');
    await waitFor(() => expect(window.location.pathname).toBe('/user/nav'), { timeout: 5000 });
    expect(new URLSearchParams(body).get('grant_type')).toBe('password');
    expect(new URLSearchParams(body).get('username')).toBe('trainee1');
    expect(localStorage.getItem('access_token')).toBe('new-token');
    expect(Number(localStorage.getItem('expires_at'))).toBeGreaterThan(Date.now() + 590_000);
  });

  it('ends index.html’s outline of the login page once it has drawn itself', async () => {
    const root = document.documentElement;
    root.setAttribute('data-starting-frame', 'login');
    root.setAttribute('data-starting-login', 'password oidc');
    renderApp('/user/login', { signedIn: false });
    await screen.findByLabelText('账号', {}, { timeout: 5000 });
    expect(root.hasAttribute('data-starting-frame')).toBe(false);
    expect(root.hasAttribute('data-starting-login')).toBe(false);
  });

  it('shows the server message for a wrong password', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/connect/token`, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: '用户名或密码错误' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/user/login', { signedIn: false });
    await submit('trainee1', 'bad');
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
  });

  it('shows a Chinese message when the refusal has no Chinese description', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/connect/token`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
    );
    renderApp('/user/login', { signedIn: false });
    await submit('trainee1', 'bad');
    expect(await screen.findByText('登录失败，请检查用户名和密码')).toBeTruthy();
  });

  it('says the server is unreachable when the call fails', async () => {
    server.use(http.post(`${testApiBaseUrl}/connect/token`, () => HttpResponse.error()));
    renderApp('/user/login', { signedIn: false });
    await submit('trainee1', 'secret');
    expect(await screen.findByText('无法连接服务器，请检查网络后重试')).toBeTruthy();
  });

  it('offers only the login modes the runtime config names', async () => {
    renderApp('/user/login', { signedIn: false, config: { loginModes: ['oidc'] } });
    expect(await screen.findByRole('button', { name: '统一身份认证登录' })).toBeTruthy();
    expect(screen.queryByLabelText('账号')).toBeNull();
  });

  it('requires the account and the password before posting', async () => {
    renderApp('/user/login', { signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: /^登\s*录$/ }, { timeout: 5000 }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    // The fields say they are wrong and which message tells why; the first one takes the focus.
    const account = screen.getByLabelText('账号');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(account.getAttribute('aria-describedby')).toBe('username_help');
    expect(document.activeElement).toBe(account);
    // Filling a field takes its message away, as antd's Form checked each field as it changed.
    fireEvent.change(account, { target: { value: 'trainee1' } });
    await waitFor(() => expect(screen.queryByText('请输入账号')).toBeNull());
    expect(screen.getByLabelText('密码').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('#password_help')?.textContent).toBe('请输入密码');
  });

  it('titles the page from the settings the app asked for at start, without asking again', async () => {
    let asked = 0;
    server.use(
      http.get(`${testApiBaseUrl}/api/abp/application-configuration`, () => {
        asked += 1;
        return HttpResponse.json({ setting: { values: { 'App.Name': '不应出现' } } });
      }),
    );
    window.history.replaceState(null, '', '/user/login');
    const values = { 'App.Name': '某省电力交易实训平台' };
    render(
      <App
        runtimeConfig={defaultRuntimeConfig}
        startSettings={{ values, settled: Promise.resolve(values) }}
      />,
    );
    const title = await screen.findByRole('heading', { level: 3 }, { timeout: 5000 });
    expect(title.textContent).toBe('某省电力交易实训平台');
    await waitFor(() => expect(document.title).toBe('某省电力交易实训平台'));
    expect(asked).toBe(0);
  });
});
