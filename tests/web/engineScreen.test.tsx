// Screens that exist only as JSON (config/screens/user-assets.json, the disclosure list and detail) render
// through the page engine against the contract's example API, and menu items show exactly when their rule holds.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { contractHandlers } from '../../src/api/testing/handlers';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { ConfigMenu } from '../../src/engine/ConfigMenu';
import { screens } from '../../src/engine/config/screens';
import { Page } from '../../src/engine/Page';
import { narrowWindowQuery } from '../../src/engine/useMediaQuery';
import { renderWithEngine, server, testBindings } from './engineHarness';

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

describe('the disclosure list screen in a phone-wide window', () => {
  it('puts a select of the tabs above the tab in place of the menu beside it', async () => {
    // Only the narrow-window query matches, as in a window under 768 px.
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === narrowWindowQuery,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      server.use(...contractHandlers());
      const list = screens['user-reportHelp'];
      if (!list) throw new Error('config/screens/user-reportHelp.json is missing');
      renderWithEngine(<Page screen={list} />, {
        rules: { hasRounds: true, hasInterTrade: true },
      });
      expect(await screen.findByRole('heading', { name: '省间联络线' })).toBeDefined();
      expect(screen.queryByRole('menuitem', { name: '交易省份' })).toBeNull();
      await userEvent.click(screen.getByRole('combobox', { name: '披露项' }));
      // The group's label heads its items; picking one opens its tab.
      expect(await screen.findByText('公有信息')).toBeDefined();
      await userEvent.click(await screen.findByTitle('交易省份'));
      expect(await screen.findByRole('heading', { name: '交易省份' })).toBeDefined();
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('the node forecast disclosure tabs', () => {
  // 负荷节点预测 and 新能源节点预测 draw each node's forecast (one chart per node group, titled by its
  // province, bus and name), not the system totals of 典型日系统负荷曲线 / 典型日新能源出力曲线.
  it.each([
    ['demand-group-chart', '负荷节点预测', 'demandGroups', '甲东工业负荷'],
    ['generator-group-chart', '新能源节点预测', 'cleanGeneratorGroups', '甲东风电群'],
  ])('draws %s (%s) per node from %s', { timeout: 30_000 }, async (tab, title, path, node) => {
    const asked: string[] = [];
    const group = { ...responseFixtures.UnitGroupListResult.items[0]!, name: node };
    server.use(
      http.get(`${testApiBaseUrl}/api/app/reportHelp/${path}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('roundId') ?? '');
        return HttpResponse.json({
          items: [group, { ...group, id: 2, busName: '甲西' }],
          totalCount: 2,
        });
      }),
      ...contractHandlers(),
    );
    const detail = screens['user-reportHelp-detail'];
    if (!detail) throw new Error('config/screens/user-reportHelp-detail.json is missing');
    renderWithEngine(<Page screen={detail} />, {
      bindings: { ...testBindings, route: { params: { index: '1', tagName: tab }, query: {} } },
    });
    expect(await screen.findByRole('heading', { name: title })).toBeDefined();
    expect(await screen.findByRole('figure', { name: `甲省 甲东 ${node}` })).toBeDefined();
    expect(screen.getByRole('figure', { name: `甲省 甲西 ${node}` })).toBeDefined();
    expect(asked).toEqual(['7']);
  });
});

describe('线路稳定限额 of the medium/long-term and the day-ahead group', () => {
  // The day-ahead group (index 2) shows each slot's day-ahead limits (getDaLimits); the medium/long-term
  // group (index 1) the whole period's (getCenterLimits). Figures from the demo's 鲁苏一通道.
  const limitRows = {
    centerLimits: [{ id: 1, name: '鲁苏一通道', timeId: null, upper: 1200, lower: -600 }],
    daLimits: [
      { id: 1, name: '鲁苏一通道', timeId: 0, upper: 998.95, lower: -801.05 },
      { id: 1, name: '鲁苏一通道', timeId: 1, upper: 997.5, lower: -802.5 },
    ],
  };
  const limitHandlers = (asked: string[]) => [
    http.get(`${testApiBaseUrl}/api/app/sceneProvinceLimit/:kind/:courseId`, ({ params }) => {
      const kind = String(params['kind']);
      asked.push(`${kind}/${String(params['courseId'])}`);
      const items = kind === 'daLimits' ? limitRows.daLimits : limitRows.centerLimits;
      return HttpResponse.json({ items, totalCount: items.length });
    }),
    ...contractHandlers(),
  ];

  it.each([
    ['1', 'centerLimits', '1200.00'],
    ['2', 'daLimits', '998.95'],
  ])(
    'opens /user/reportHelp/detail/%s/limit-info with %s',
    { timeout: 30_000 },
    async (index, kind, upper) => {
      const asked: string[] = [];
      server.use(...limitHandlers(asked));
      const detail = screens['user-reportHelp-detail'];
      if (!detail) throw new Error('config/screens/user-reportHelp-detail.json is missing');
      renderWithEngine(<Page screen={detail} />, {
        bindings: {
          ...testBindings,
          route: { params: { index, tagName: 'limit-info' }, query: {} },
        },
      });
      expect(await screen.findByRole('heading', { name: '线路稳定限额' })).toBeDefined();
      expect((await screen.findAllByText(upper)).length).toBeGreaterThan(0);
      expect(asked).toEqual([`${kind}/1`]);
    },
  );

  it('opens the day-ahead item of the disclosure list with the day-ahead limits', async () => {
    const asked: string[] = [];
    server.use(...limitHandlers(asked));
    const list = screens['user-reportHelp'];
    if (!list) throw new Error('config/screens/user-reportHelp.json is missing');
    renderWithEngine(<Page screen={list} />, {
      rules: { hasRounds: true, hasInterTrade: false, roundTypes: [11] },
    });
    expect(await screen.findByRole('heading', { name: '交易省份' })).toBeDefined();
    // Listed twice: under 中长期信息, then under 日前现货信息.
    const [medium, dayAhead] = screen.getAllByRole('menuitem', { name: '线路稳定限额' });
    await userEvent.click(dayAhead!);
    expect((await screen.findAllByText('998.95')).length).toBeGreaterThan(0);
    expect(asked).toEqual(['daLimits/1']);
    await userEvent.click(medium!);
    expect((await screen.findAllByText('1200.00')).length).toBeGreaterThan(0);
    expect(asked).toEqual(['daLimits/1', 'centerLimits/1']);
  });
});

describe('config menus', () => {
  it('leads 我的交易 to the trades in a teaching course and to the certificates in paper mode', async () => {
    for (const [paperMode, path] of [
      // The id is the cache-busting timestamp deep links carry.
      [false, /^\/user\/business\/\d+$/],
      [true, /^\/user\/cert\/\d+$/],
    ] as const) {
      const navigate = vi.fn();
      const { unmount } = renderWithEngine(<ConfigMenu name="side" />, {
        navigate,
        rules: { paperMode },
      });
      expect(screen.getAllByText('我的交易')).toHaveLength(1);
      await userEvent.click(screen.getByText('我的交易'));
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(path));
      unmount();
    }
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
