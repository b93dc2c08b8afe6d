// The 双边协商 entries of the trade menu (config/menus/trade.json): shown in 省内中长期 when the course
// has a type-1 round, in 省间中长期 when it has an inter-provincial type-1 round, and opening the screens.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { resolveMenu } from '../../src/engine/menu';
import type { MenuItem } from '../../src/engine/config/files';
import { emptyRuleContext } from '../../src/engine/rules/context';
import { emptyCourseState } from '../../src/machines/courseState';
import { buildRuleContext } from '../../src/shell/ruleContext';
import { menuFiles } from '../../src/shell/configFiles';
import { bilateralRound } from './bilateralHarness';
import { list, openRound, storeCourseState } from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 20_000 };

/** The labels and targets of a trade group's entries for a course with these round types. */
function group(key: string, roundTypes: number[], interProvincialRoundTypes = roundTypes) {
  const rules = {
    ...emptyRuleContext(),
    hasRounds: true,
    hasInterProvincialRound: true,
    roundTypes,
    interProvincialRoundTypes,
  };
  const find = (items: MenuItem[]): MenuItem | undefined =>
    items.flatMap((i) => (i.key === key ? [i] : (find(i.children ?? []) ?? [])))[0];
  const found = find(resolveMenu('side', menuFiles, rules));
  return (found?.children ?? []).map((i) => `${i.label} ${i.route} ${JSON.stringify(i.query)}`);
}

/** Stores and serves the course's rounds (the list the menu rules read). */
function courseRounds(rounds: components['schemas']['Round'][]) {
  storeCourseState({ rounds, round: rounds[0] });
  server.use(
    http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
      HttpResponse.json(list(rounds)),
    ),
  );
}

describe('the bilateral menu entries', () => {
  it('list 双边协商 and its results in both medium/long-term groups only with a type-1 round', () => {
    expect(group('trade-intra-long', [1, 15])).toEqual([
      '双边协商 user-transaction {"isTrade":"1","type":1}',
      '集中竞价 user-centerTrade {"isTrade":"1","type":15}',
      '双边协商结果 user-transactionResult {"type":1}',
      '集中竞价结果 user-centerTrade-result {"type":15}',
    ]);
    expect(group('trade-inter-long', [1])).toEqual([
      '双边协商 user-transaction {"isTrade":"1","isProvince":"1","type":1}',
      '双边协商结果 user-transactionResult {"isProvince":"1","type":1}',
    ]);
    expect(group('trade-intra-long', [15]).join()).not.toContain('双边协商');
    expect(group('trade-inter-long', [15]).join()).not.toContain('双边协商');
    // A provincial bilateral round beside an inter-provincial bidding round: 省间 has no 双边协商.
    expect(group('trade-inter-long', [1, 15], [15])).toEqual([
      '集中竞价 user-centerTrade {"isTrade":"1","isProvince":"1","type":15}',
      '集中竞价结果 user-centerTrade-province-result {"isProvince":"1","type":15}',
    ]);
  });

  it('reads the inter-provincial round types from the rounds that are inter-provincial', () => {
    const rules = buildRuleContext({
      permissions: [],
      course: {
        ...emptyCourseState,
        rounds: [bilateralRound, { ...openRound, id: 9001, isInterProvincial: true }],
      },
      settings: {},
      routeName: 'user-calendar',
    });
    expect([rules.roundTypes, rules.interProvincialRoundTypes]).toEqual([[1, 15], [15]]);
  });

  it('shows them in the side menu and opens the screen', { timeout: 90_000 }, async () => {
    courseRounds([bilateralRound, openRound]);
    renderApp('/user/calendar');
    const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
    fireEvent.click(await within(menu).findByText('交易', {}, wait));
    fireEvent.click(await within(menu).findByText('省内中长期', {}, wait));
    expect(await within(menu).findByText('双边协商结果', {}, wait)).toBeTruthy();
    fireEvent.click(within(menu).getByText('双边协商'));
    // The id 0 of the menu entry becomes a fresh number (src/engine/routes.ts), as on every trade page.
    await waitFor(
      () => expect(window.location.pathname).toMatch(/^\/user\/transaction\/\d+$/),
      wait,
    );
    expect(new URLSearchParams(window.location.search).get('type')).toBe('1');
    expect(await screen.findByRole('heading', { name: '双边协商' }, wait)).toBeTruthy();
    // The selector found the type-1 round: the proposal form is drawn for it.
    expect(await screen.findByText('发出意向', {}, wait)).toBeTruthy();
  });

  it('leaves them out of the side menu without a type-1 round', { timeout: 90_000 }, async () => {
    courseRounds([openRound]);
    renderApp('/user/calendar');
    const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
    fireEvent.click(await within(menu).findByText('交易', {}, wait));
    fireEvent.click(await within(menu).findByText('省内中长期', {}, wait));
    expect(await within(menu).findByText('集中竞价结果', {}, wait)).toBeTruthy();
    expect(within(menu).queryByText('双边协商')).toBeNull();
    expect(within(menu).queryByText('双边协商结果')).toBeNull();
  });
});
