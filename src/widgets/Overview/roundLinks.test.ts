// A round's links come from the trade menu: the entries whose round selector offers the round, in menu
// order, opened on the round itself.
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../engine/config/files';
import { roundLinks } from './roundLinks';

const menu: MenuItem[] = [
  {
    key: 'inter',
    label: '省间中长期',
    children: [
      {
        key: 'i-center',
        label: '集中竞价',
        route: 'user-centerTrade',
        query: { isProvince: '1', type: 15 },
      },
    ],
  },
  {
    key: 'intra',
    label: '省内中长期',
    children: [
      {
        key: 'center',
        label: '集中竞价',
        route: 'user-centerTrade',
        query: { isTrade: '1', type: 15 },
      },
      { key: 'compound', label: '滚动撮合', route: 'user-compound', query: { type: 3, cycle: 1 } },
      {
        key: 'compound-hour',
        label: '分时段滚动撮合',
        route: 'user-compound',
        query: { type: 3, cycle: 3 },
      },
      {
        key: 'center-result',
        label: '集中竞价结果',
        route: 'user-centerTrade-result',
        query: { type: 15 },
      },
    ],
  },
];

describe('round links', () => {
  it('links an intra-provincial round to the intra-provincial entries of its type', () => {
    const links = roundLinks(menu, { id: 7, type: 15, cycle: 1, isInterProvincial: false });
    expect(links.map((l) => [l.label, l.route, l.params.id])).toEqual([
      ['集中竞价', 'user-centerTrade', 7],
      ['集中竞价结果', 'user-centerTrade-result', 7],
    ]);
  });

  it('keeps inter-provincial rounds to entries with isProvince 1, and cycles to their entry', () => {
    expect(
      roundLinks(menu, { id: 8, type: 15, cycle: 1, isInterProvincial: true }).map((l) => l.key),
    ).toEqual(['i-center']);
    expect(
      roundLinks(menu, { id: 9, type: 3, cycle: 3, isInterProvincial: false }).map((l) => l.key),
    ).toEqual(['compound-hour']);
    expect(roundLinks(menu, { id: 9, type: 11, cycle: 3, isInterProvincial: false })).toEqual([]);
  });
});
