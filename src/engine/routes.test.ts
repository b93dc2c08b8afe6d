import { describe, expect, it } from 'vitest';
import type { RoutesFile } from './config/files';
import { routePath } from './routes';

const routes: RoutesFile = {
  routes: [
    { name: 'user-centerTrade', path: '/user/centerTrade/:id', title: '集中竞价' },
    {
      name: 'user-reportHelp-detail',
      path: '/user/reportHelp/detail/:index/:tagName',
      title: '披露',
    },
  ],
};

describe('route paths from names', () => {
  it('fills parameters and appends the query', () => {
    expect(routePath(routes, 'user-centerTrade', { id: 12 }, { isProvince: '1', type: 15 })).toBe(
      '/user/centerTrade/12?isProvince=1&type=15',
    );
    expect(routePath(routes, 'user-reportHelp-detail', { index: 0, tagName: 'coal-line' })).toBe(
      '/user/reportHelp/detail/0/coal-line',
    );
  });

  it('puts a timestamp where a menu gives id 0, as the spec uses id to force refresh', () => {
    expect(routePath(routes, 'user-centerTrade', { id: 0 })).toMatch(
      /^\/user\/centerTrade\/\d{13}$/,
    );
  });

  it('throws on an unknown route name', () => {
    expect(() => routePath(routes, 'nope')).toThrow('未知的路由名 "nope"');
  });
});
