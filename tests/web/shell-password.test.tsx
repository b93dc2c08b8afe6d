import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { mustChangePassword } from '../../src/widgets/ChangePassword/rules';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };

function newUser(isNewUser: boolean, force: string) {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/user/userinfo`, () =>
      HttpResponse.json({ ...responseFixtures.UserInfo, isNewUser }),
    ),
    http.get(`${testApiBaseUrl}/api/abp/application-configuration`, () =>
      HttpResponse.json({
        ...responseFixtures.ApplicationConfiguration,
        setting: { values: { 'App.ForceUpdatePassword': force } },
      }),
    ),
  );
}

async function openDialog() {
  renderApp('/user/assets');
  fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }, wait));
  fireEvent.click(await screen.findByText('修改密码'));
  return screen.findByRole('dialog', { name: '修改密码' });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('change password', () => {
  it('names each missing field with the messages of spec section 5', async () => {
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入旧密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请输入确认密码')).toBeTruthy();
  });

  it('requires the confirmation to equal the new password', async () => {
    await openDialog();
    fill('新密码', 'abc123');
    fill('确认密码', 'abc124');
    expect(await screen.findByText('确认密码与新密码应该相同')).toBeTruthy();
  });

  it('says "Password: 修改密码失败" when the server refuses', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/api/app/user/changePassword`, () =>
        HttpResponse.json({ error: { code: 'x', message: '旧密码不正确' } }, { status: 400 }),
      ),
    );
    await openDialog();
    fill('旧密码', 'old');
    fill('新密码', 'abc123');
    fill('确认密码', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('Password: 修改密码失败', {}, wait)).toBeTruthy();
  });

  it('on success says "密码修改成功", clears storage and signs out to the login page', async () => {
    let sent: unknown;
    server.use(
      http.post(`${testApiBaseUrl}/api/app/user/changePassword`, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await openDialog();
    fill('旧密码', 'old');
    fill('新密码', 'abc123');
    fill('确认密码', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('密码修改成功', {}, wait)).toBeTruthy();
    expect(sent).toEqual({ currentPassword: 'old', newPassword: 'abc123' });
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('opens by itself for a new user, without cancel, when the update is forced', async () => {
    newUser(true, 'true');
    renderApp('/user/assets');
    await screen.findByRole('dialog', { name: '修改密码' }, wait);
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
  });

  it('hides cancel only for a new user whose forced-update setting is not "false"', () => {
    expect(mustChangePassword(true, 'true')).toBe(true);
    expect(mustChangePassword(true, undefined)).toBe(true);
    expect(mustChangePassword(true, 'false')).toBe(false);
    expect(mustChangePassword(false, 'true')).toBe(false);
  });
});
