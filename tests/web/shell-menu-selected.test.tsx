// The side menu in the whole app: the highlighted item is the one whose menu parameters (isProvince,
// cycle, type, menuKey) match the page's query, not the first item opening the same route, and the
// items are named by their Chinese labels only (the config icons are hidden from screen readers).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import {
  answerGet,
  interRound,
  list,
  openRound,
  seller,
  storeCourseState,
  wait,
} from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

/** Stores and serves the course's rounds (the list the menu rules read). */
function courseRounds(
  rounds: components['schemas']['Round'][],
  round: components['schemas']['Round'],
) {
  storeCourseState({ rounds, round });
  server.use(
    http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
      HttpResponse.json(list(rounds)),
    ),
  );
  answerGet('/api/app/centerTrade/bids', list([]));
  answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller]));
}

/** The side menu with 交易 and both medium/long-term groups opened. */
async function openTradeGroups(): Promise<HTMLElement> {
  const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
  const open = async (label: string) => {
    const title = await within(menu).findByText(label, {}, wait);
    if (title.closest('li')?.classList.contains('ant-menu-submenu-open')) return;
    fireEvent.click(title);
  };
  await open('交易');
  await open('省内中长期');
  await open('省间中长期');
  return menu;
}

/** The label and group of the highlighted item. */
function selected(menu: HTMLElement): string[] {
  return [...menu.querySelectorAll('li.ant-menu-item-selected')].map((li) => {
    const group = li.closest('li.ant-menu-submenu')?.querySelector('.ant-menu-title-content');
    return `${group?.textContent ?? ''} → ${li.textContent ?? ''}`;
  });
}

describe('side menu highlight', () => {
  it(
    'highlights 省内中长期 → 集中竞价 on the provincial bidding page',
    { timeout: 90_000 },
    async () => {
      courseRounds([openRound, interRound], openRound);
      renderApp(`/user/centerTrade/${openRound.id}?type=15`);
      const menu = await openTradeGroups();
      await waitFor(() => expect(selected(menu)).toEqual(['省内中长期 → 集中竞价']), wait);
    },
  );

  it(
    'highlights 省间中长期 → 集中竞价 on the inter-provincial one',
    { timeout: 90_000 },
    async () => {
      courseRounds([openRound, interRound], interRound);
      renderApp(`/user/centerTrade/${interRound.id}?isTrade=1&isProvince=1&type=15`);
      const menu = await openTradeGroups();
      await waitFor(() => expect(selected(menu)).toEqual(['省间中长期 → 集中竞价']), wait);
    },
  );
});

describe('side menu names', () => {
  it(
    'names each item by its Chinese label, without the icon’s English name',
    { timeout: 90_000 },
    async () => {
      courseRounds([openRound], openRound);
      renderApp('/user/calendar');
      const menu = await screen.findByRole('menu', { name: '侧边菜单' }, wait);
      expect(await within(menu).findByRole('menuitem', { name: '交易' }, wait)).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: '交易日历' })).toBeTruthy();
      for (const icon of menu.querySelectorAll('.anticon')) {
        expect(icon.getAttribute('aria-hidden')).toBe('true');
      }
    },
  );
});
