import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../src/engine/config/screens';
import { routesFile } from '../../src/shell/configFiles';
import { RouteEffects } from '../../src/shell/RouteEffects';
import { matchRoute } from '../../src/shell/routeMatch';
import { routeTimers } from '../../src/shell/routeTimers';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

describe('routes and guard', () => {
  it('sends a visitor without a token from a signed-in route to the login page', async () => {
    renderApp('/user/assets', { signedIn: false });
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'));
    expect(await screen.findByLabelText('账号', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('redirects / and /login to /user/login', async () => {
    renderApp('/login', { signedIn: false });
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'));
  });

  it('shows the 404 page for /404 and for any unmatched path', async () => {
    renderApp('/no/such/page', { signedIn: false });
    await waitFor(() => expect(window.location.pathname).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
  });

  it('shows the 403 page on /temp-page', async () => {
    renderApp('/temp-page', { signedIn: false });
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeTruthy();
  });

  it('clears stored data on /clear and goes to the login page', async () => {
    localStorage.setItem('current_round', '{"id":1}');
    renderApp('/clear');
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'));
    expect(localStorage.getItem('current_round')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('opens a later screen with the round selector and an honest empty state', async () => {
    // Rolling matching (type 3): the fixture course has no type-3 round, so the selector says so.
    renderApp('/user/compound/1700000000000?type=3&cycle=1');
    expect(
      await screen.findByRole('heading', { name: '滚动撮合' }, { timeout: 10_000 }),
    ).toBeTruthy();
    // The breadcrumb names the page as its heading does (it said 挂牌交易).
    expect(document.querySelector('.ant-breadcrumb')?.textContent).toBe('首页/滚动撮合');
    // The selector is a widget of its own chunk: it may arrive after the heading.
    expect(await screen.findByText('交易名称', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('暂无相关交易信息')).toBeTruthy();
  });

  it('titles every screen route as its screen, so the breadcrumb names the page it shows', () => {
    const differing = routesFile.routes
      .filter((route) => route.screen !== undefined)
      .map((route) => [route.name, route.title, screens[route.screen ?? '']?.title])
      .filter(([, routeTitle, screenTitle]) => routeTitle !== screenTitle);
    expect(differing).toEqual([]);
  });

  it('resolves every route of config/routes.json to itself (static paths before parameters)', () => {
    expect(matchRoute('/user/compound/order')?.name).toBe('user-compound-order');
    expect(matchRoute('/user/compound/17')?.name).toBe('user-compound');
    expect(matchRoute('/user/report/generator/5')?.name).toBe('user-report-generator');
    expect(matchRoute('/whatever')?.name).toBe('fallback');
    for (const route of routesFile.routes.filter((r) => r.path !== '*')) {
      const path = route.path.replace(/:(\w+)\??/g, '1');
      expect(matchRoute(path)?.name, route.path).toBe(route.name);
    }
  });

  it('on a route change clears the page timers and scrolls to the top (spec section 2)', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let go: (path: string) => void = () => undefined;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/user/assets']}>
        <RouteEffects />
        <Navigator />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    const tick = vi.fn();
    routeTimers.setInterval(tick, 100);
    act(() => go('/user/calendar'));
    vi.advanceTimersByTime(500);
    expect(tick).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // A new query is a new page too (the disclosure and trade menus differ only there).
    scrollTo.mockClear();
    act(() => go('/user/calendar?type=3'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
    vi.useRealTimers();
  });

  it('clears page timers when the route changes', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    routeTimers.setInterval(tick, 100);
    routeTimers.setTimeout(tick, 100);
    expect(routeTimers.clearAll()).toBe(2);
    vi.advanceTimersByTime(500);
    expect(tick).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
