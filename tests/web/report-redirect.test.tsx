// 结算报告 (/user/report/:id): the page sends the trainee to the report of their enterprise's side under
// the same id and query, the retailer (isBuyer) to 售电侧结算报告, the generator to 发电侧结算报告.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { buyer, seller, storeCourseState, wait } from './centerTradeHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 60_000 };

describe('the settlement report route', () => {
  it(
    'sends a retailer (isBuyer) to the demand report with the same id and query',
    slow,
    async () => {
      storeCourseState({ enterprise: buyer });
      renderApp('/user/report/7?menuKey=5');
      await waitFor(() => expect(window.location.pathname).toBe('/user/report/demand/7'), wait);
      expect(window.location.search).toBe('?menuKey=5');
      expect(await screen.findByRole('heading', { name: '售电侧结算报告' }, wait)).toBeTruthy();
    },
  );

  it('sends a generator to the generator report with the same id', slow, async () => {
    storeCourseState({ enterprise: seller });
    renderApp('/user/report/8');
    await waitFor(() => expect(window.location.pathname).toBe('/user/report/generator/8'), wait);
    expect(await screen.findByRole('heading', { name: '发电侧结算报告' }, wait)).toBeTruthy();
  });
});
