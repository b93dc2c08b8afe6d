import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course } from '../../src/api/testing/fixtures/course';
import { saveToken, storageKeys } from '../../src/session/storage';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 5000 };

describe('session warnings', () => {
  it('warns "您当前会话已超时，请重新登录" when the token expires and returns to login', async () => {
    saveToken('short', 1.5);
    renderApp('/user/assets', { signedIn: false });
    expect(await screen.findByText('您当前会话已超时，请重新登录', {}, wait)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('warns about the course switch when another course was current in this browser', async () => {
    localStorage.setItem(
      storageKeys.course,
      JSON.stringify({ course: { ...course, id: course.id + 1, name: '旧课程' }, args: {} }),
    );
    renderApp('/user/course');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: /进入仿真|切换课程/ }, wait))[0]!,
    );
    expect(
      await screen.findByText('检测到课程发生切换，请关闭其他浏览器窗口', {}, wait),
    ).toBeTruthy();
  });
});
