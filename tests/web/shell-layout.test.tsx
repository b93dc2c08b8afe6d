import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { appNameKey } from '../../src/shell/appSettings';
import { loadUiSettings, uiSettingsKey } from '../../src/shell/uiSettings';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const round = responseFixtures.Round;

function settings(values: Record<string, string>) {
  server.use(
    http.get(`${testApiBaseUrl}/api/abp/application-configuration`, () =>
      HttpResponse.json({ ...responseFixtures.ApplicationConfiguration, setting: { values } }),
    ),
  );
}

/** Serves the course's rounds, in the list and one by one (the header's round status call). */
function rounds(list: Array<typeof round>) {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
      HttpResponse.json({ items: list, totalCount: list.length }),
    ),
    http.get(`${testApiBaseUrl}/api/app/roundApi/:id`, ({ params }) =>
      HttpResponse.json(list.find((r) => String(r.id) === params.id) ?? round),
    ),
  );
}

describe('main layout', () => {
  it('shows the logo the settings name, and the built-in mark for an address it must not load', async () => {
    settings({ 'App.Name': '测试平台', 'App.Logo': '/branding/logo.png' });
    const { unmount } = renderApp('/user/calendar');
    await screen.findByText('测试平台', {}, wait);
    await waitFor(() =>
      expect(document.querySelector('.shell-brand img')?.getAttribute('src')).toBe(
        '/branding/logo.png',
      ),
    );
    unmount();
    settings({ 'App.Name': '测试平台', 'App.Logo': 'javascript:alert(1)' });
    renderApp('/user/calendar');
    await screen.findByText('测试平台', {}, wait);
    expect(document.querySelector('.shell-brand img')).toBeNull();
    expect(document.querySelector('.shell-brand .anticon')).toBeTruthy();
  });

  it('shows app name, company and filing record from the settings, and sets the page title', async () => {
    settings({
      'App.Name': '测试平台',
      'App.CompanyName': '某电力公司',
      'App.FilingRecord': '京ICP备1号',
    });
    renderApp('/user/calendar');
    expect(await screen.findByText('测试平台', {}, wait)).toBeTruthy();
    expect(await screen.findByText(/某电力公司/)).toBeTruthy();
    expect(screen.getByText(/京ICP备1号/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('测试平台'));
    // Remembered for the next load's title and starting frame (public/app-config-early.js).
    expect(localStorage.getItem(appNameKey)).toBe('测试平台');
  });

  it('ends index.html’s starting frame once it has drawn itself', async () => {
    document.documentElement.setAttribute('data-starting-frame', 'sider');
    document.documentElement.setAttribute('data-starting-theme', 'dark');
    renderApp('/user/calendar');
    await screen.findByRole('menu', { name: '侧边菜单' }, wait);
    expect(document.documentElement.hasAttribute('data-starting-frame')).toBe(false);
    expect(document.documentElement.hasAttribute('data-starting-theme')).toBe(false);
  });

  it('tags the current round "交易中" while its status is 0', async () => {
    rounds([{ ...round, status: 0 }]);
    renderApp('/user/calendar');
    const tag = await screen.findByTestId('header-round', {}, wait);
    expect(tag.textContent).toContain(round.name);
    expect(tag.textContent).toContain('交易中');
  });

  it('tags the current round "交易结束" for any other status', async () => {
    rounds([{ ...round, status: 3 }]);
    renderApp('/user/calendar');
    expect((await screen.findByTestId('header-round', {}, wait)).textContent).toContain('交易结束');
  });

  it('tags a rolling-matching round by its sessions: 交易中 while a started one is open', async () => {
    const rolling = { ...round, type: 3 as const, status: 1 as const };
    const sessions = (items: Array<Partial<typeof round>>) =>
      server.use(
        http.get(`${testApiBaseUrl}/api/app/roundApi/subRoundList/:id`, () =>
          HttpResponse.json({
            items: items.map((s, i) => ({ ...round, id: 900 + i, parentId: round.id, ...s })),
            totalCount: items.length,
          }),
        ),
      );
    rounds([rolling]);
    sessions([{ status: 3 }, { status: 0, hidden: false }]);
    const first = renderApp('/user/calendar');
    await waitFor(
      () => expect(screen.getByTestId('header-round').textContent).toContain('交易中'),
      wait,
    );
    first.unmount();
    // Only a session not yet started: the server refuses orders, so the header says ended.
    sessions([{ status: 0, hidden: true }]);
    renderApp('/user/calendar');
    await waitFor(
      () => expect(screen.getByTestId('header-round').textContent).toContain('交易结束'),
      wait,
    );
  });

  it('shows disclosure in the side menu only when the course has rounds', async () => {
    rounds([]);
    renderApp('/user/calendar');
    const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
    expect(within(menu).getByText('企业信息')).toBeTruthy();
    expect(within(menu).queryByText('信息披露')).toBeNull();
  });

  it('lists disclosure when the course has rounds', async () => {
    rounds([round]);
    renderApp('/user/calendar');
    const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
    expect(await within(menu).findByText('信息披露', {}, wait)).toBeTruthy();
  });

  it('lists the settlement reports', async () => {
    rounds([round]);
    renderApp('/user/calendar');
    const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
    expect(await within(menu).findByText('结算报告', {}, wait)).toBeTruthy();
  });

  it('leaves the settlement reports out when the course hides settlement', async () => {
    rounds([round]);
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course/:id`, () =>
        HttpResponse.json({ ...responseFixtures.Course, isHideSettlement: true }),
      ),
    );
    renderApp('/user/calendar');
    const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
    expect(await within(menu).findByText('信息披露', {}, wait)).toBeTruthy();
    await waitFor(() => expect(within(menu).queryByText('结算报告')).toBeNull(), wait);
  });

  it('opens the side menu in a drawer from the header’s menu button; a chosen page closes it', async () => {
    // The button shows only below 992 px (src/global.css, which jsdom does not apply): here it is in
    // the page beside the side menu.
    renderApp('/user/calendar');
    // The page has drawn its data: the layout is the one the session settled on.
    await screen.findByText('2025年6月月度交易', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: '导航菜单' }));
    // By its title's text: under test, antd names every dialog's title "test-id", so the name a
    // dialog resolves to depends on which other element holds that id.
    const drawer = await screen.findByRole('dialog', {}, wait);
    expect(within(drawer).getByText('导航菜单')).toBeTruthy();
    const menu = within(drawer).getByRole('menu', { name: '侧边菜单' });
    fireEvent.click(within(menu).getByText('企业信息'));
    await waitFor(() => expect(window.location.pathname).toBe('/user/assets'), wait);
    // Closed (jsdom plays no closing animation, so the drawer's element stays, no longer open).
    await waitFor(
      () =>
        expect(drawer.closest('.ant-drawer')?.classList.contains('ant-drawer-open')).toBe(false),
      wait,
    );
  });

  it('hides the side menu on the course list', async () => {
    renderApp('/user/course');
    expect(await screen.findByRole('heading', { name: '我的仿真' }, wait)).toBeTruthy();
    expect(screen.queryByRole('menu', { name: '侧边菜单' })).toBeNull();
  });

  it('switches to the top menu from the settings drawer and saves the choice', async () => {
    renderApp('/user/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '界面设置' }, wait));
    fireEvent.click(await screen.findByText('顶部菜单'));
    expect(await screen.findByRole('menu', { name: '顶部菜单' })).toBeTruthy();
    fireEvent.click(screen.getByText('暗色'));
    expect(JSON.parse(localStorage.getItem(uiSettingsKey) ?? '{}')).toEqual({
      layout: 'topmenu',
      theme: 'dark',
    });
  });

  it('restores saved settings and falls back to sidemenu/white for unknown values', () => {
    localStorage.setItem(uiSettingsKey, JSON.stringify({ layout: 'topmenu', theme: 'dark' }));
    expect(loadUiSettings()).toEqual({ layout: 'topmenu', theme: 'dark' });
    localStorage.setItem(uiSettingsKey, JSON.stringify({ layout: 'x', theme: 'y' }));
    expect(loadUiSettings()).toEqual({ layout: 'sidemenu', theme: 'white' });
    localStorage.setItem(uiSettingsKey, '{broken');
    expect(loadUiSettings()).toEqual({ layout: 'sidemenu', theme: 'white' });
  });

  it("goes back to the navigation page from the user menu's 返回导航页", async () => {
    renderApp('/user/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }, wait));
    fireEvent.click(await screen.findByText('返回导航页'));
    await waitFor(() => expect(window.location.pathname).toBe('/user/nav'), wait);
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });

  it('asks "真的要注销登录吗?" before logging out, then clears the token', async () => {
    renderApp('/user/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }, wait));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('真的要注销登录吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), wait);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
