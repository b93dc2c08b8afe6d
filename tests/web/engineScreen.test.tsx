// A screen that exists only as JSON (config/screens/user-assets.json) renders through the page engine
// against the whole contract's example API, and its menu item shows exactly when its rule holds.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractHandlers } from '../../src/api/testing/handlers';
import { ConfigMenu } from '../../src/engine/ConfigMenu';
import { screens } from '../../src/engine/config/screens';
import { Page } from '../../src/engine/Page';
import { renderWithEngine, server } from './engineHarness';

configure({ asyncUtilTimeout: 8000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('a screen defined only in config/screens', () => {
  it(
    'renders the enterprise-info screen with its course, enterprise and generator blocks',
    { timeout: 30_000 },
    async () => {
      server.use(...contractHandlers());
      const assets = screens['user-assets'];
      expect(assets).toBeDefined();
      if (!assets) return;
      renderWithEngine(<Page screen={assets} />, { rules: { isSeller: true } });
      expect(screen.getByRole('heading', { name: '企业信息' })).toBeDefined();
      expect(await screen.findByText('课程信息')).toBeDefined();
      const generators = (await screen.findByText('发电机组')).closest('.ant-card');
      expect(generators).not.toBeNull();
      // Energy type 1 reads 煤电 (the contract's label) and capacity shows with 2 decimals, from the value-type renderers.
      expect(await within(generators as HTMLElement).findByText('煤电')).toBeDefined();
      expect(within(generators as HTMLElement).getAllByText(/^\d+\.\d{2}$/).length).toBeGreaterThan(
        0,
      );
      // The buyer-only load table is hidden for a seller.
      expect(screen.queryByText('负荷')).toBeNull();
    },
  );
});

describe('the disclosure list screen', () => {
  it(
    'lists the disclosure menu, opens the picked tab and downloads the workbook',
    { timeout: 30_000 },
    async () => {
      server.use(...contractHandlers());
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      const list = screens['user-reportHelp'];
      expect(list).toBeDefined();
      if (!list) return;
      renderWithEngine(<Page screen={list} />, { rules: { hasRounds: true, hasInterTrade: true } });
      // The first item is the inter-provincial tie lines, shown because the scene has inter-provincial trade.
      expect(await screen.findByRole('heading', { name: '省间联络线' })).toBeDefined();
      await userEvent.click(screen.getByRole('menuitem', { name: '交易省份' }));
      expect(await screen.findByRole('heading', { name: '交易省份' })).toBeDefined();
      // A wide table’s sticky header (antd’s) draws the column titles twice, a narrow one’s once.
      expect((await screen.findAllByText('省份角色')).length).toBeGreaterThan(0);
      await userEvent.click(screen.getByRole('button', { name: /下载披露数据/ }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(
          '/files/disclosure/round-2001.xlsx',
          '_blank',
          'noopener',
        ),
      );
      open.mockRestore();
    },
  );

  it('leaves out inter-provincial tabs when the scene has no inter-provincial trade', async () => {
    server.use(...contractHandlers());
    const list = screens['user-reportHelp'];
    if (!list) throw new Error('config/screens/user-reportHelp.json is missing');
    renderWithEngine(<Page screen={list} />, { rules: { hasRounds: true, hasInterTrade: false } });
    expect(await screen.findByRole('heading', { name: '交易省份' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: '省间联络线' })).toBeNull();
  });
});

describe('config menus', () => {
  it('shows the paper-mode item only while paperMode holds', () => {
    const { unmount } = renderWithEngine(<ConfigMenu name="side" />, {
      rules: { paperMode: false },
    });
    expect(screen.queryByText('我的交易')).toBeNull();
    unmount();
    renderWithEngine(<ConfigMenu name="side" />, { rules: { paperMode: true } });
    expect(screen.getByText('我的交易')).toBeDefined();
  });

  it('hides the disclosure submenu until the course has rounds', () => {
    const { unmount } = renderWithEngine(<ConfigMenu name="side" />, {
      rules: { hasRounds: false },
    });
    expect(screen.queryByText('信息披露')).toBeNull();
    unmount();
    renderWithEngine(<ConfigMenu name="side" />, { rules: { hasRounds: true } });
    expect(screen.getByText('信息披露')).toBeDefined();
  });

  it('resolves the top menu from side-menu refs and navigates by route name', async () => {
    const navigate = vi.fn();
    renderWithEngine(<ConfigMenu name="top" mode="horizontal" />, {
      navigate,
      rules: { hasRounds: true },
    });
    await userEvent.click(screen.getByText('企业信息'));
    expect(navigate).toHaveBeenCalledWith('/user/assets');
  });
});
