import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdsAdminPermission } from '../../src/machines/session';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };

describe('teacher area access', () => {
  it('sends a trainee (no admin permission) to the 403 page', async () => {
    // The default fixtures are a trainee's: PowerTrading.Admin.Course is listed but not granted.
    renderApp('/admin');
    await waitFor(() => expect(window.location.pathname).toBe('/temp-page'), wait);
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeTruthy();
  });

  it('sends a trainee away from a course page too', async () => {
    renderApp(`/admin/course/${courseId}`);
    await waitFor(() => expect(window.location.pathname).toBe('/temp-page'), wait);
  });

  it('sends a visitor without a token to the login page', async () => {
    renderApp('/admin', { signedIn: false });
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
  });

  it("lists the teacher's courses and opens one course's rounds", async () => {
    installFakeCourse();
    renderAdmin('/admin/');
    expect(await screen.findByText('鲁苏电力市场交易仿真', { selector: 'td' }, wait)).toBeTruthy();
    fireEvent.click(screen.getByText('管理交易轮次'));
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/course/${courseId}`));
    expect(await screen.findByText('3月省内集中竞价', { selector: 'td' }, wait)).toBeTruthy();
    expect(screen.getByText('交易轮次 · 鲁苏电力市场交易仿真')).toBeTruthy();
  });

  it('counts only granted permissions carrying the admin marker', () => {
    expect(holdsAdminPermission([{ name: 'PowerTrading.Admin.Rounds', isGranted: true }])).toBe(
      true,
    );
    expect(holdsAdminPermission([{ name: 'PowerTrading.Admin.Rounds', isGranted: false }])).toBe(
      false,
    );
    expect(holdsAdminPermission([{ name: 'PowerTrading.Trading', isGranted: true }])).toBe(false);
  });
});
