// The listing role (挂牌角色) of the rolling-matching trade screen: what the radios show after the
// server refuses a change, which roles the quota direction allows, and a round that no longer takes
// declarations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { badRequest, storeCourseState } from './centerTradeHarness';
import { answerMarket, capturePosts, hourlyRound, monthlyRound } from './rollingMatchingHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
const wait = { timeout: 20_000 };
const monthlyPage = `/user/compound/${monthlyRound.id}?isTrade=1&type=3&cycle=1`;

const roleGroup = () => screen.getByRole('radiogroup', { name: '挂牌角色' });
const checkedRole = () =>
  roleGroup().querySelector('.ant-radio-wrapper-checked')?.textContent ?? null;

async function openTrade(rounds = [monthlyRound, hourlyRound]) {
  storeCourseState({ rounds, round: rounds[0] });
  renderApp(monthlyPage);
  await screen.findByText('提交委托', {}, { timeout: 45_000 });
}

describe('a refused role change', () => {
  it('shows the stored role again, as 委托方向 does', slow, async () => {
    answerMarket({ role: 1 });
    const posts = capturePosts('/api/app/listingRole', () =>
      badRequest('本轮已有委托，不能更改挂牌角色', ['role']),
    );
    await openTrade();
    await waitFor(() => expect(checkedRole()).toBe('卖方'), wait);
    fireEvent.click(within(roleGroup()).getByText('买方'));
    expect(checkedRole()).toBe('买方');
    fireEvent.click(screen.getByText('确认角色').closest('button')!);
    await waitFor(() => expect(posts).toHaveLength(1), wait);
    await waitFor(() => expect(checkedRole()).toBe('卖方'), wait);
    expect(screen.getByTestId('order-direction').textContent).toBe('卖出');
  });
});
