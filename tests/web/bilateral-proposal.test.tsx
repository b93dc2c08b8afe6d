// The bilateralProposal widget on the 双边协商 screen (config/screens/bilateral/user-transaction.json) in
// the whole app against msw: the counterparty choice, the segment inputs and the body they send, the
// client-side Chinese messages, a server refusal shown with the input kept, the success message with
// the lists reloaded, and the disabled form once the round stopped.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import {
  answerCounterparties,
  answerProposals,
  bilateralRound,
  capturePosts,
  countQuotaCalls,
  otherBuyer,
} from './bilateralHarness';
import { badRequest, buyer, ids, seller, storeCourseState } from './centerTradeHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
// The whole app in jsdom on a loaded machine: generous waits.
const wait = { timeout: 20_000 };
const page = `/user/transaction/${bilateralRound.id}?isTrade=1&type=1`;
const sendButton = () => screen.getByText('发出意向').closest('button')!;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorText = () => screen.queryByTestId('proposal-error')?.textContent ?? null;

/** Opens the screen as `enterprise` and waits for the proposal form. */
async function openEntry(enterprise = seller, round = bilateralRound) {
  storeCourseState({ rounds: [round], round, enterprise });
  const view = renderApp(page);
  // The first test of the file also loads the screen's chunks: generous on a loaded machine.
  await screen.findByText('发出意向', {}, { timeout: 45_000 });
  return view;
}

/** Picks an option of the antd select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

function type(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/** Presses 确定 in the confirm dialog asking `question`. */
async function confirm(question: RegExp) {
  const title = (await screen.findAllByText(question, {}, wait)).at(-1)!;
  const dialog = title.closest('.ant-modal-confirm') as HTMLElement;
  fireEvent.click(within(dialog).getByText('确 定').closest('button')!);
}

/** As the seller's unit 东方 1 号机组, proposes `volume` at `price` in 峰 to 城南售电 and confirms. */
async function proposePeak(volume: string, price: string) {
  await openEntry();
  await choose('对方企业', '城南售电有限公司（甲省）');
  await choose('机组', '东方 1 号机组');
  type('峰 电量', volume);
  type('峰 价格', price);
  fireEvent.click(sendButton());
  await confirm(/确认向城南售电有限公司发出该意向/);
}

describe('the proposal entry', () => {
  it(
    'offers the counterparties by name and province and sends the filled segments after confirm',
    slow,
    async () => {
      answerCounterparties([buyer, otherBuyer]);
      const lists = answerProposals([]);
      const quotas = countQuotaCalls();
      const posts = capturePosts('/api/app/bilateral/proposals');
      await openEntry();
      await choose('对方企业', '城北售电有限公司（乙省）');
      expect(screen.getByText('城南售电有限公司（甲省）')).toBeTruthy();
      await choose('机组', '东方风电场');
      type('峰 电量', '100.5');
      type('峰 价格', '420');
      type('谷 电量', '80');
      type('谷 价格', '300.25');
      const listsBefore = lists.calls;
      const quotasBefore = quotas.calls;
      fireEvent.click(sendButton());
      // Nothing is sent before the confirm.
      await confirm(/确认向城北售电有限公司发出该意向/);
      await waitFor(() => expect(posts).toHaveLength(1), wait);
      expect(posts[0]!.body).toEqual({
        roundId: bilateralRound.id,
        fromEnterpriseId: seller.id,
        toEnterpriseId: otherBuyer.id,
        unitId: ids.windUnitId,
        items: [
          { objId: 1, volume: 100.5, price: 420 },
          { objId: 3, volume: 80, price: 300.25 },
        ],
      });
      expect(await screen.findByText('意向已发出', {}, wait)).toBeTruthy();
      // The inputs are cleared and both lists and the quota reload.
      await waitFor(() => expect(input('峰 电量').value).toBe(''));
      expect(input('谷 价格').value).toBe('');
      await waitFor(() => expect(lists.calls).toBeGreaterThan(listsBefore), wait);
      await waitFor(() => expect(quotas.calls).toBeGreaterThan(quotasBefore), wait);
    },
  );

  it('says what is missing or wrong in Chinese and sends nothing', slow, async () => {
    answerCounterparties([buyer]);
    answerProposals([]);
    const posts = capturePosts('/api/app/bilateral/proposals');
    await openEntry();
    fireEvent.click(sendButton());
    expect(errorText()).toContain('请选择对方企业');
    await choose('对方企业', '城南售电有限公司（甲省）');
    fireEvent.click(sendButton());
    // A generator names one of its units.
    expect(errorText()).toContain('请选择机组');
    await choose('机组', '东方 1 号机组');
    fireEvent.click(sendButton());
    expect(errorText()).toContain('请至少填写一个时段的电量和价格');
    type('峰 电量', '10.123');
    type('峰 价格', '1600');
    type('平 电量', '0');
    type('平 价格', '300');
    type('谷 价格', '300');
    fireEvent.click(sendButton());
    expect(errorText()).toContain('请按提示修改意向内容');
    expect(screen.getByText('注意保留2位小数')).toBeTruthy();
    expect(screen.getByText('申报价格最大值为1500元/MWh')).toBeTruthy();
    expect(screen.getByText('申报电量必须大于0')).toBeTruthy();
    expect(screen.getByText('请输入申报电量')).toBeTruthy();
    expect(screen.queryByText(/确认向.*发出该意向/)).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('shows the server refusal and keeps what was typed', slow, async () => {
    answerCounterparties([buyer]);
    answerProposals([]);
    const message = '峰时段：申报电量超过剩余额度';
    capturePosts('/api/app/bilateral/proposals', () => badRequest(message, ['items[0].volume']));
    await proposePeak('900', '410');
    await waitFor(() => expect(errorText()).toContain(message), wait);
    // The cell the server names carries the message too.
    expect(input('峰 电量').closest('td')!.textContent).toContain(message);
    expect(input('峰 电量').value).toBe('900');
    expect(input('峰 价格').value).toBe('410');
    expect(screen.queryByText('意向已发出')).toBeNull();
  });

  it(
    'keeps what was typed when the proposal gets no answer, and can be sent again',
    slow,
    async () => {
      answerCounterparties([buyer]);
      answerProposals([]);
      const posts = capturePosts('/api/app/bilateral/proposals', () => HttpResponse.error());
      await proposePeak('90', '410');
      await waitFor(() => expect(errorText()).toContain('网络异常或请求超时，请稍后再试'), wait);
      expect(posts).toHaveLength(1);
      expect(input('峰 电量').value).toBe('90');
      // The form is usable again (it stayed disabled while "sending" before).
      await waitFor(() => expect(sendButton().disabled).toBe(false), wait);
      expect(input('峰 电量').disabled).toBe(false);
    },
  );

  it('lets a retailer propose without a unit', slow, async () => {
    answerCounterparties([seller]);
    answerProposals([]);
    const posts = capturePosts('/api/app/bilateral/proposals');
    await openEntry(buyer);
    expect(screen.queryByLabelText('机组')).toBeNull();
    await choose('对方企业', '东方发电有限公司（甲省）');
    type('平 电量', '50');
    type('平 价格', '380');
    fireEvent.click(sendButton());
    await confirm(/确认向东方发电有限公司发出该意向/);
    await waitFor(() => expect(posts).toHaveLength(1), wait);
    expect(posts[0]!.body).toEqual({
      roundId: bilateralRound.id,
      fromEnterpriseId: buyer.id,
      toEnterpriseId: seller.id,
      items: [{ objId: 2, volume: 50, price: 380 }],
    });
  });

  it('is disabled once the round stopped quotation', slow, async () => {
    answerCounterparties([buyer]);
    answerProposals([]);
    await openEntry(seller, { ...bilateralRound, status: 2 });
    expect(await screen.findByText('本轮已停止报价，不能再发起意向', {}, wait)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(input('峰 电量').disabled).toBe(true);
    expect(input('谷 价格').disabled).toBe(true);
  });
});
