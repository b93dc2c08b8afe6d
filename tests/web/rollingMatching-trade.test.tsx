// The rolling-matching trade screen (config/screens/rollingMatching/user-compound.json) in the whole app
// against msw: the anonymous book from the depth rows, the order body, a server refusal shown with the
// input kept, the listing-role prompt, cancel and take behind confirm dialogs, and a hub push that
// reloads the book without a reload of the page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { answerGet, badRequest, ids, list, seller, storeCourseState } from './centerTradeHarness';
import {
  answerInTurn,
  answerMarket,
  capturePosts,
  hourlyRound,
  level,
  monthlyRound,
  order,
} from './rollingMatchingHarness';
import { themeCssVarClass } from '../../src/shell/uiSettings';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const monthlyPage = `/user/compound/${monthlyRound.id}?isTrade=1&type=3&cycle=1`;
const slow = { timeout: 90_000 };
// The whole app in jsdom on a loaded machine: generous waits.
const wait = { timeout: 20_000 };

function card(title: string): HTMLElement {
  const head = screen.getByText(title, { selector: '.ant-card-head-title' });
  return head.closest('.ant-card') as HTMLElement;
}
const rowsOf = (element: HTMLElement) =>
  [...element.querySelectorAll('tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
/** Presses 确定 in the confirm dialog asking `question` (a closing dialog of an earlier test may linger). */
async function confirm(question: string) {
  const title = (await screen.findAllByText(question, {}, wait)).at(-1)!;
  const dialog = title.closest('.ant-modal-confirm') as HTMLElement;
  fireEvent.click(within(dialog).getByText('确 定').closest('button')!);
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Opens the monthly trade page and waits for the order form. */
async function openTrade(page = monthlyPage, rounds = [monthlyRound, hourlyRound]) {
  storeCourseState({ rounds, round: rounds[0], enterprise: seller });
  const view = renderApp(page);
  // The first test of the file also loads the screen's chunks: generous on a loaded machine.
  await screen.findByText('提交委托', {}, { timeout: 45_000 });
  return view;
}

/** Picks an option of the antd select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

async function fillOrder(price: string, volume: string) {
  await choose('时段', '峰');
  fireEvent.change(input('价格'), { target: { value: price } });
  fireEvent.change(input('电量'), { target: { value: volume } });
}

describe('the book', () => {
  it(
    'shows both sides by price level from the depth rows and the best bid and ask of a segment',
    slow,
    async () => {
      answerMarket({
        asks: [level(1, 420, 30, 2), level(1, 430.5, 12.25), level(2, 300, 8)],
        bids: [level(1, 405, 15), level(1, 410.12, 5, 3)],
      });
      await openTrade();
      await waitFor(() => expect(rowsOf(card('卖方盘口'))).toHaveLength(3), wait);
      // Prices in the round's 2 decimals (its declaration rules), as the teacher's page shows them.
      expect(rowsOf(card('卖方盘口'))[0]).toEqual(['峰', '420.00', '30.00', '2']);
      expect(rowsOf(card('卖方盘口'))[1]).toEqual(['峰', '430.50', '12.25', '1']);
      expect(rowsOf(card('买方盘口')).map((r) => r[1])).toEqual(['405.00', '410.12']);
      await choose('时段', '峰');
      await waitFor(() =>
        expect(screen.getByTestId('best-ask').textContent).toBe('420.00 元/MWh（30.00 MWh）'),
      );
      expect(screen.getByTestId('best-bid').textContent).toBe('410.12 元/MWh（5.00 MWh）');
    },
  );

  it(
    'reloads the book when the hub names its operation, without reloading the page',
    slow,
    async () => {
      answerMarket({});
      const asks = answerInTurn('/api/app/listing/sellOrders', [
        list([level(1, 420, 30)]),
        list([level(1, 420, 10), level(1, 425, 6)]),
      ]);
      const { realtime } = await openTrade();
      await waitFor(() => expect(rowsOf(card('卖方盘口'))).toHaveLength(1), wait);
      const before = asks.calls;
      fireEvent.change(input('价格'), { target: { value: '399' } });
      await waitFor(() => expect(realtime.started).toBe(true));
      act(() =>
        realtime.push('titan', 'OnDataChanged', {
          courseId: ids.courseId,
          roundId: monthlyRound.id,
          operations: ['getSellOrders', 'getBuyOrders', 'getListingTrades'],
        }),
      );
      await waitFor(() => expect(rowsOf(card('卖方盘口'))).toHaveLength(2), wait);
      expect(rowsOf(card('卖方盘口'))[0]![2]).toBe('10.00');
      expect(asks.calls).toBe(before + 1);
      // Same page: what the trainee was typing is still there.
      expect(input('价格').value).toBe('399');
    },
  );
});

describe('order entry', () => {
  it('shows the quota figures to 4 decimals and a blocked side as -', slow, async () => {
    answerMarket({});
    answerGet(
      '/api/app/listing/quota',
      list([
        {
          objId: 1,
          upper: 100,
          used: 12.34567,
          freezed: 0,
          direction: 1,
          maxBuy: null,
          maxSell: 87.65433,
        },
      ]),
    );
    await openTrade();
    await waitFor(() => expect(rowsOf(card('交易额度'))).toHaveLength(1), wait);
    // Spec section 9: quota remaining rounded to 4 decimals, and the limit and use beside it the same
    // way; a seller's buy limit is blocked ('-').
    expect(rowsOf(card('交易额度'))[0]).toEqual(['峰', '100.0000', '12.3457', '-', '87.6543']);
  });

  it('sends the order on the side of the listing role, in the chosen segment', slow, async () => {
    answerMarket({ role: 1 });
    const posts = capturePosts('/api/app/listing', () => order(900));
    await openTrade();
    await waitFor(() => expect(screen.getByTestId('order-direction').textContent).toBe('卖出'));
    await fillOrder('420.5', '10');
    fireEvent.click(screen.getByText('提交委托').closest('button')!);
    await waitFor(() => expect(posts).toHaveLength(1), wait);
    expect(posts[0]).toEqual({
      roundId: monthlyRound.id,
      enterpriseId: seller.id,
      direction: 1,
      objId: 1,
      price: 420.5,
      volume: 10,
      orderType: 0,
    });
  });

  it('sends an hourly order with timeId on a time-segmented round', slow, async () => {
    answerMarket({ role: 0 });
    const posts = capturePosts('/api/app/listing', () => order(901));
    await openTrade(`/user/compound/${hourlyRound.id}?isTrade=1&type=3&cycle=3`, [hourlyRound]);
    await choose('小时', '03:00-04:00');
    fireEvent.click(screen.getByText('挂牌', { selector: '.ant-radio-wrapper *' }));
    fireEvent.change(input('价格'), { target: { value: '380' } });
    fireEvent.change(input('电量'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByText('提交委托').closest('button')!);
    await waitFor(() => expect(posts).toHaveLength(1), wait);
    expect(posts[0]).toMatchObject({
      roundId: hourlyRound.id,
      direction: 0,
      timeId: 3,
      orderType: 1,
    });
    expect(posts[0]).not.toHaveProperty('objId');
  });

  it(
    'shows the 小时 column on a time-segmented round and the 时段 column on a monthly one',
    slow,
    async () => {
      const headers = () =>
        [...card('我的委托').querySelectorAll('thead th')].map((th) => th.textContent ?? '');
      answerMarket({ mine: [order(77, { objId: null, timeId: 3, roundId: hourlyRound.id })] });
      const hourly = await openTrade(`/user/compound/${hourlyRound.id}?isTrade=1&type=3&cycle=3`, [
        hourlyRound,
      ]);
      await waitFor(() => expect(rowsOf(card('我的委托'))).toHaveLength(1), wait);
      expect(headers()).toContain('小时');
      expect(headers()).not.toContain('时段');
      hourly.unmount();
      answerMarket({ mine: [order(78)] });
      await openTrade();
      await waitFor(() => expect(rowsOf(card('我的委托'))).toHaveLength(1), wait);
      expect(headers()).toContain('时段');
      expect(headers()).not.toContain('小时');
    },
  );

  it('shows the server refusal in Chinese and keeps what was typed', slow, async () => {
    answerMarket({ role: 1 });
    capturePosts('/api/app/listing', () =>
      badRequest('超出本时段可交易额度：剩余 5.00 MWh', ['volume']),
    );
    await openTrade();
    await fillOrder('420', '80');
    fireEvent.click(screen.getByText('提交委托').closest('button')!);
    expect((await screen.findByTestId('order-error', {}, wait)).textContent).toContain(
      '超出本时段可交易额度：剩余 5.00 MWh',
    );
    expect(input('价格').value).toBe('420');
    expect(input('电量').value).toBe('80');
  });

  it('checks price decimals and the price cap at the field before sending', slow, async () => {
    answerMarket({ role: 1 });
    const posts = capturePosts('/api/app/listing', () => order(902));
    await openTrade();
    // The test round: prices 0–1500 with 2 decimals (its declaration rules).
    await fillOrder('350.001', '100');
    fireEvent.click(screen.getByText('提交委托').closest('button')!);
    expect(await screen.findByText('注意保留2位小数', {}, wait)).toBeTruthy();
    fireEvent.change(input('价格'), { target: { value: '1500.5' } });
    fireEvent.click(screen.getByText('提交委托').closest('button')!);
    expect(await screen.findByText('申报价格最大值为1500元/MWh', {}, wait)).toBeTruthy();
    fireEvent.change(input('电量'), { target: { value: '0' } });
    expect(await screen.findByText('申报电量必须大于0', {}, wait)).toBeTruthy();
    // One message, at the field: nothing sent, no banner.
    expect(posts).toHaveLength(0);
    expect(screen.queryByTestId('order-error')).toBeNull();
  });

  it(
    'clears a refusal of the server on the next attempt, even one the form stops',
    slow,
    async () => {
      answerMarket({ role: 1 });
      capturePosts('/api/app/listing', () => badRequest('本轮已停止报价', ['roundId']));
      await openTrade();
      await fillOrder('350', '100');
      fireEvent.click(screen.getByText('提交委托').closest('button')!);
      expect((await screen.findByTestId('order-error', {}, wait)).textContent).toContain(
        '本轮已停止报价',
      );
      // Not a field the server named: the banner stays while typing …
      fireEvent.change(input('电量'), { target: { value: '0' } });
      expect(screen.getByTestId('order-error')).toBeTruthy();
      // … and goes with the next press of 提交委托, which stops at the field.
      fireEvent.click(screen.getByText('提交委托').closest('button')!);
      expect(await screen.findByText('申报电量必须大于0', {}, wait)).toBeTruthy();
      await waitFor(() => expect(screen.queryByTestId('order-error')).toBeNull(), wait);
    },
  );

  it('clears a refusal once the field the server named is edited', slow, async () => {
    answerMarket({ role: 1 });
    capturePosts('/api/app/listing', () =>
      badRequest('超出本时段可交易额度：剩余 5.00 MWh', ['volume']),
    );
    await openTrade();
    await fillOrder('420', '80');
    fireEvent.click(screen.getByText('提交委托').closest('button')!);
    await screen.findByTestId('order-error', {}, wait);
    fireEvent.change(input('价格'), { target: { value: '421' } });
    expect(screen.getByTestId('order-error')).toBeTruthy();
    fireEvent.change(input('电量'), { target: { value: '5' } });
    await waitFor(() => expect(screen.queryByTestId('order-error')).toBeNull(), wait);
  });

  it(
    'lets a seller with several enterprises choose one and place orders for it',
    slow,
    async () => {
      answerMarket({});
      const second = { ...seller, id: seller.id + 100, name: '第二发电企业' };
      answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller, second]));
      await openTrade();
      // Spec section 6: the enterprise choice runs on entering rolling matching, as in centralised bidding.
      await screen.findByText('选择企业', {}, wait);
      const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
      fireEvent.click(within(dialog).getByText('第二发电企业'));
      fireEvent.click(within(dialog).getByText(/^确\s*定$/));
      await waitFor(() => expect(screen.getByText('当前企业：第二发电企业')).toBeTruthy(), wait);
      expect(screen.getByText('切换企业')).toBeTruthy();
    },
  );

  it('asks for a listing role before any order and sends the chosen one', slow, async () => {
    answerMarket({ role: null });
    // No quota: either role may be chosen (a quota of one direction leaves only its side).
    answerGet('/api/app/listing/quota', list([]));
    const roles = capturePosts('/api/app/listingRole', () => ({
      roundId: monthlyRound.id,
      enterpriseId: seller.id,
      role: 0,
    }));
    await openTrade();
    expect(await screen.findByText('申报前请先选择挂牌角色（买方或卖方）', {}, wait)).toBeTruthy();
    expect(screen.getByText('提交委托').closest('button')!.disabled).toBe(true);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '挂牌角色' })).getByText('买方'));
    fireEvent.click(screen.getByText('确认角色').closest('button')!);
    await waitFor(
      () => expect(roles).toEqual([{ roundId: monthlyRound.id, enterpriseId: seller.id, role: 0 }]),
      wait,
    );
  });
});

describe('an enterprise missing from the stored course', () => {
  it(
    'chooses it at start: a page left while the enterprises loaded must not stay without one',
    slow,
    async () => {
      answerMarket({ role: null });
      answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller]));
      storeCourseState({
        rounds: [monthlyRound, hourlyRound],
        round: monthlyRound,
        enterprise: null,
      });
      renderApp(monthlyPage);
      expect(
        await screen.findByText('申报前请先选择挂牌角色（买方或卖方）', {}, { timeout: 45_000 }),
      ).toBeTruthy();
      expect(screen.queryByText('申报前请先选择角色')).toBeNull();
    },
  );
});

describe('own orders and listings', () => {
  it('takes part of a listing: the volume typed under the selected listing', slow, async () => {
    answerMarket({
      role: 1,
      listings: [
        order(66, {
          orderType: 1,
          direction: 0,
          price: 395,
          openVolume: 40,
          enterpriseId: undefined,
          canTake: true,
        }),
      ],
    });
    const takes = capturePosts('/api/app/listing', () => order(67));
    await openTrade();
    const listings = card('买方挂牌（卖方可摘）');
    await waitFor(() => expect(rowsOf(listings)).toHaveLength(1), wait);
    fireEvent.click(listings.querySelector('tr.ant-table-row td')!);
    const volume = await screen.findByLabelText('摘牌电量(MWh)', {}, wait);
    fireEvent.change(volume, { target: { value: '12.5' } });
    fireEvent.click(screen.getByText(/^摘\s*牌$/, { selector: 'button *' }));
    await confirm('确认按挂牌价格摘取所填电量？');
    await waitFor(() => expect(takes).toHaveLength(1), wait);
    expect(takes[0]).toEqual({
      roundId: monthlyRound.id,
      enterpriseId: seller.id,
      listingId: 66,
      orderType: 2,
      direction: 1,
      price: 395,
      volume: 12.5,
    });
  });
  it('cancels an order only after the confirm dialog', slow, async () => {
    answerMarket({ mine: [order(77)] });
    const cancels = capturePosts('/api/app/canceledListing', () => ({
      id: 1,
      orderId: 77,
      roundId: monthlyRound.id,
      volume: 30,
    }));
    await openTrade();
    await waitFor(() => expect(rowsOf(card('我的委托'))).toHaveLength(1), wait);
    fireEvent.click(within(card('我的委托')).getByText('撤单').closest('button')!);
    const [question] = await screen.findAllByText('确认撤销该委托的未成交电量？');
    // The dialog takes the app's theme (its CSS variables: primary colour, dark theme, no motion when
    // the system asks); antd's static Modal.confirm rendered it under antd's default theme instead.
    expect(question?.closest(`.${themeCssVarClass}`)).not.toBeNull();
    expect(cancels).toHaveLength(0);
    await confirm('确认撤销该委托的未成交电量？');
    await waitFor(() => expect(cancels).toEqual([{ orderId: 77 }]), wait);
  });

  it('offers 撤单 only on orders with open volume (per-row rule)', slow, async () => {
    answerMarket({
      mine: [
        order(77),
        order(78, { status: 2, dealVolume: 50, openVolume: 0 }),
        order(79, { status: 3, dealVolume: 0, openVolume: 0, cancelVolume: 50 }),
      ],
    });
    await openTrade();
    await waitFor(() => expect(rowsOf(card('我的委托'))).toHaveLength(3), wait);
    const buttons = [...card('我的委托').querySelectorAll('tr.ant-table-row')].map(
      (tr) => within(tr as HTMLElement).queryByText('撤单') !== null,
    );
    // Newest first: 79 (cancelled), 78 (filled), 77 (open).
    expect(buttons).toEqual([false, false, true]);
  });

  it('takes a listing of the other side at its price after confirming', slow, async () => {
    answerMarket({
      role: 0,
      listings: [
        order(55, {
          orderType: 1,
          direction: 1,
          price: 415,
          openVolume: 12,
          enterpriseId: undefined,
          canTake: true,
        }),
      ],
    });
    const takes = capturePosts('/api/app/listing', () => order(56));
    await openTrade();
    const listings = card('卖方挂牌（买方可摘）');
    await waitFor(() => expect(rowsOf(listings)).toHaveLength(1), wait);
    expect(rowsOf(card('买方挂牌（卖方可摘）'))).toHaveLength(0);
    fireEvent.click(within(listings).getByText('全部摘牌').closest('button')!);
    await confirm('确认按挂牌价格摘取该挂牌的全部可摘电量？');
    await waitFor(() => expect(takes).toHaveLength(1), wait);
    expect(takes[0]).toEqual({
      roundId: monthlyRound.id,
      enterpriseId: seller.id,
      listingId: 55,
      orderType: 2,
      direction: 0,
      price: 415,
      volume: 12,
    });
  });
});
