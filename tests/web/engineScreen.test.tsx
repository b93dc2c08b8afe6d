// A screen that exists only as JSON (config/screens/user-assets.json) renders through the page engine
// against the whole contract's example API, and its menu item shows exactly when its rule holds.
import { cleanup, configure, screen, within } from '@testing-library/react';
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
      // Energy type 1 reads 燃煤 and capacity shows with 2 decimals, from the value-type renderers.
      expect(await within(generators as HTMLElement).findByText('燃煤')).toBeDefined();
      expect(within(generators as HTMLElement).getAllByText(/^\d+\.\d{2}$/).length).toBeGreaterThan(
        0,
      );
      // The buyer-only load table is hidden for a seller.
      expect(screen.queryByText('负荷')).toBeNull();
    },
  );
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
