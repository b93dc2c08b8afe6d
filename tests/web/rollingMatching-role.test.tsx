// The listing role (挂牌角色) of the rolling-matching trade screen: what the radios show after the
// server refuses a change, which roles the quota direction allows, and a round that no longer takes
// declarations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { answerGet, badRequest, list, storeCourseState } from './centerTradeHarness';
import {
  answerMarket,
  answerRounds,
  capturePosts,
  card,
  hourlyRound,
  monthlyRound,
  order,
} from './rollingMatchingHarness';
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
    // No quota: both roles may be chosen, the server alone refuses.
    answerGet('/api/app/listing/quota', list([]));
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

const button = (label: string) => screen.getByText(label).closest('button')!;
const radios = () => [...roleGroup().querySelectorAll<HTMLInputElement>('input[type=radio]')];

describe('a round that takes no declarations', () => {
  it(
    'reads the status from the server: after 闭市 the form is off with the reason, though the stored list said open',
    slow,
    async () => {
      answerMarket({ role: 1 });
      answerRounds({ status: 3 });
      await openTrade();
      expect((await screen.findByTestId('round-closed', {}, wait)).textContent).toContain(
        '本轮交易申报已结束，不能再申报或更改挂牌角色',
      );
      expect(button('提交委托').disabled).toBe(true);
      expect(radios().every((r) => r.disabled)).toBe(true);
      expect((screen.getByLabelText('价格') as HTMLInputElement).disabled).toBe(true);
    },
  );

  it('refuses a role change up front once quotation has stopped', slow, async () => {
    answerMarket({ role: null });
    answerRounds({ status: 2 });
    await openTrade();
    expect((await screen.findByTestId('round-closed', {}, wait)).textContent).toContain(
      '本轮已停止报价，不能再申报或更改挂牌角色',
    );
    expect(radios().every((r) => r.disabled)).toBe(true);
    expect(button('确认角色').disabled).toBe(true);
  });

  it('is off while the round has sessions and none is open', slow, async () => {
    answerMarket({ role: 1 });
    answerRounds({
      status: 1,
      sessions: [
        { ...monthlyRound, id: monthlyRound.id + 100, parentId: monthlyRound.id, status: 2 },
      ],
    });
    await openTrade();
    expect((await screen.findByTestId('round-closed', {}, wait)).textContent).toContain(
      '当前没有进行中的交易场次',
    );
    expect(button('提交委托').disabled).toBe(true);
  });

  it('takes orders while the round trades', slow, async () => {
    answerMarket({ role: 1 });
    await openTrade();
    await waitFor(() => expect(button('提交委托').disabled).toBe(false), wait);
    expect(screen.queryByTestId('round-closed')).toBeNull();
  });
});

describe('the quota direction', () => {
  it('offers only 买方 to an enterprise whose quota only buys, and says why', slow, async () => {
    answerMarket({ role: null });
    const buyOnly = (objId: number) => ({
      objId,
      upper: 100,
      used: 0,
      direction: 0,
      maxBuy: 100,
      maxSell: null,
    });
    answerGet('/api/app/listing/quota', list([buyOnly(1), buyOnly(2), buyOnly(3)]));
    await openTrade();
    expect((await screen.findByTestId('role-quota', {}, wait)).textContent).toBe(
      '本轮交易额度只允许购电，挂牌角色只能选择买方',
    );
    const [buy, sell] = radios();
    expect(buy!.disabled).toBe(false);
    expect(sell!.disabled).toBe(true);
    // The one side left is chosen, ready for 确认角色.
    expect(checkedRole()).toBe('买方');
    const confirm = screen.getByText(/确认角色/).closest('button')!;
    expect(confirm.disabled).toBe(false);
  });

  it('offers both roles when the quota allows both sides', slow, async () => {
    answerMarket({ role: null });
    answerGet(
      '/api/app/listing/quota',
      list([
        { objId: 1, upper: 100, used: 0, direction: 0, maxBuy: 100, maxSell: null },
        { objId: 2, upper: 100, used: 0, direction: 1, maxBuy: null, maxSell: 100 },
      ]),
    );
    await openTrade();
    await screen.findByText('申报前请先选择挂牌角色（买方或卖方）', {}, wait);
    expect(radios().some((r) => r.disabled)).toBe(false);
    expect(screen.queryByTestId('role-quota')).toBeNull();
    expect(checkedRole()).toBeNull();
  });
});

describe('taking listings', () => {
  it('offers 摘牌 only on listings the role may take, never on one’s own', slow, async () => {
    const listing = (id: number, direction: 0 | 1, canTake: boolean) =>
      order(id, { orderType: 1, direction, openVolume: 10, enterpriseId: undefined, canTake });
    // A seller: its own sale and another seller's (not takeable), a buyer's listing (takeable).
    answerMarket({
      role: 1,
      listings: [listing(1, 1, false), listing(2, 1, false), listing(3, 0, true)],
    });
    await openTrade();
    const sales = card('卖方挂牌（买方可摘）');
    await waitFor(() => expect(sales.querySelectorAll('tr.ant-table-row')).toHaveLength(2), wait);
    expect(within(sales).queryByText('全部摘牌')).toBeNull();
    // Selecting a row shows no take form either.
    fireEvent.click(sales.querySelector('tr.ant-table-row td')!);
    expect(screen.queryByText('按电量摘牌（选中的挂牌）')).toBeNull();
    const purchases = card('买方挂牌（卖方可摘）');
    await waitFor(() => expect(within(purchases).getByText('全部摘牌')).toBeTruthy(), wait);
  });
});
