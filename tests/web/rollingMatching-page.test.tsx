// How the rolling-matching pages present themselves: the hourly entry's own title and breadcrumb.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { storeCourseState } from './centerTradeHarness';
import { answerMarket, hourlyRound } from './rollingMatchingHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
const hourlyPage = `/user/compound/${hourlyRound.id}?isTrade=1&type=3&cycle=3`;

async function openHourly() {
  answerMarket({ role: 1 });
  storeCourseState({ rounds: [hourlyRound], round: hourlyRound });
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
