import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../engine/config/files';
import { menuFiles } from './configFiles';
import { findItem, menuTarget, selectedKey } from './menuItems';

// The trade menu as the side menu includes it, rules not applied (every entry present).
const trade: readonly MenuItem[] = menuFiles.trade?.items ?? [];
const pick = (route: string, query: string) =>
  selectedKey(trade, route, new URLSearchParams(query));

describe('selectedKey: the menu item of the current route and query', () => {
  it('tells the provincial 集中竞价 from the inter-provincial one by isProvince', () => {
    expect(pick('user-centerTrade', 'type=15')).toBe('trade-center');
    expect(pick('user-centerTrade', 'isTrade=1&type=15')).toBe('trade-center');
    expect(pick('user-centerTrade', 'isProvince=1&type=15')).toBe('trade-inter-center');
    expect(pick('user-centerTrade', 'isTrade=1&isProvince=1&type=15')).toBe('trade-inter-center');
  });

  it('tells 滚动撮合 from 分时段滚动撮合 by cycle, and 双边协商 by isProvince', () => {
    expect(pick('user-compound', 'isTrade=1&type=3&cycle=1')).toBe('trade-compound');
    expect(pick('user-compound', 'type=3&cycle=3')).toBe('trade-compound-hour');
    expect(pick('user-compoundResult', 'type=3&cycle=3')).toBe('trade-compound-hour-result');
    expect(pick('user-transaction', 'isProvince=1&type=1')).toBe('trade-inter-transaction');
    expect(pick('user-transaction', 'type=1')).toBe('trade-transaction');
    expect(pick('user-transactionResult', 'isProvince=0&type=1')).toBe('trade-transaction-result');
  });

  it('tells the spot entry from its results by menuKey', () => {
    expect(pick('spot-sellerreport', 'menuKey=3-1&type=11')).toBe('trade-spot-seller');
    expect(pick('user-sellerSpotResult', 'menuKey=3-3&type=11')).toBe('trade-spot-seller-result');
  });

  it('falls back to the closest item when the query lost parameters, and to none off the menu', () => {
    expect(pick('user-compound', '')).toBe('trade-compound');
    expect(pick('user-compound', 'cycle=3')).toBe('trade-compound-hour');
    expect(pick('user-compound-order', '')).toBeUndefined();
  });
});

describe('the disclosure items: their group and tab in the path', () => {
  const disclosure: readonly MenuItem[] = menuFiles.disclosure?.items ?? [];
  const target = (key: string) => {
    const item = findItem(disclosure, key);
    return item ? menuTarget(item) : null;
  };

  it('open the detail route in their own group, not the public one', () => {
    expect(target('dl-public-grid-info')).toBe('/user/reportHelp/detail/0/grid-info');
    expect(target('dl-mid-limit-info')).toBe('/user/reportHelp/detail/1/limit-info');
    expect(target('dl-spot-limit-info')).toBe('/user/reportHelp/detail/2/limit-info');
  });

  it('highlight the item of the path’s group and tab', () => {
    const at = (index: string, tagName: string) =>
      selectedKey(disclosure, 'user-reportHelp-detail', new URLSearchParams(), { index, tagName });
    expect(at('1', 'limit-info')).toBe('dl-mid-limit-info');
    expect(at('2', 'limit-info')).toBe('dl-spot-limit-info');
    expect(at('2', 'generator-info')).toBe('dl-spot-generator-info');
  });
});
