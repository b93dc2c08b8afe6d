// How the rolling-matching pages present themselves: the hourly entry's own title and breadcrumb, and
// a 小时 select of 24 options that finds an hour by typing, and prices in the round's own decimals.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { storeCourseState } from './centerTradeHarness';
import { answerMarket, card, hourLevel, hourlyRound } from './rollingMatchingHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
const hourlyPage = `/user/compound/${hourlyRound.id}?isTrade=1&type=3&cycle=3`;

async function openHourly(round = hourlyRound, asks: ReturnType<typeof hourLevel>[] = []) {
  answerMarket({ role: 1, asks });
  storeCourseState({ rounds: [round], round });
  renderApp(hourlyPage);
  await screen.findByText('提交委托', {}, { timeout: 45_000 });
}

describe('the 分时段滚动撮合 page', () => {
  it('is titled and breadcrumbed after its menu entry', slow, async () => {
    await openHourly();
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('分时段滚动撮合');
    const crumbs = document.querySelector('.ant-breadcrumb')!;
    expect(crumbs.textContent).toContain('分时段滚动撮合');
  });
});

describe('the 小时 select', () => {
  it('finds an hour by typing it', slow, async () => {
    await openHourly();
    const hour = screen.getByLabelText('小时') as HTMLInputElement;
    fireEvent.mouseDown(hour);
    fireEvent.change(hour, { target: { value: '15:00-' } });
    await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-item-option-content')].map(
        (o) => o.textContent,
      );
      expect(shown).toEqual(['15:00-16:00']);
    });
  });
});

describe('book prices', () => {
  it('keep the third decimal in a round whose rules allow three', slow, async () => {
    const round = {
      ...hourlyRound,
      declarationRules: { ...hourlyRound.declarationRules!, priceDecimals: 3 },
    };
    await openHourly(round, [hourLevel(3, 410.125, 5)]);
    await waitFor(() => {
      const cells = [...card('卖方盘口').querySelectorAll('tr.ant-table-row td')];
      expect(cells.map((td) => td.textContent)).toContain('410.125');
    });
  });
});
