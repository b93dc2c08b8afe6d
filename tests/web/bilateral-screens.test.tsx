// The 双边协商 and 双边协商结果 screens (config/screens/bilateral/) in the whole app against msw: received
// proposals with 接受 and 拒绝 only on pending rows, a rejection with its reason from the row's dialog or
// the detail panel, 撤回 on sent pending rows, a proposal's segments in its detail, and the result
// page's accepted contracts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import {
  answerCounterparties,
  answerProposals,
  bilateralRound,
  capturePosts,
  proposal,
  received,
} from './bilateralHarness';
import { answerGet, buyer, list, seller, storeCourseState } from './centerTradeHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
const wait = { timeout: 20_000 };

function card(title: string): HTMLElement {
  const head = screen.getByText(title, { selector: '.ant-card-head-title' });
  return head.closest('.ant-card') as HTMLElement;
}
const rowElements = (el: HTMLElement) => [...el.querySelectorAll('tr.ant-table-row')];
const rowsOf = (el: HTMLElement) =>
  rowElements(el).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
/** Which rows of the table titled `title` show a button labelled `label`. */
const rowsWith = (title: string, label: RegExp) =>
  rowElements(card(title)).map((tr) => within(tr as HTMLElement).queryByText(label) !== null);

/** Presses 确定 in the confirm dialog asking `question`. */
async function confirm(question: string) {
  const title = (await screen.findAllByText(question, {}, wait)).at(-1)!;
  const dialog = title.closest('.ant-modal-confirm') as HTMLElement;
  fireEvent.click(within(dialog).getByText('确 定').closest('button')!);
}

/** The seller's proposals: three received (pending, accepted, rejected) and two sent. */
const proposals = [
  received(11),
  received(12, { status: 1, answerTime: '2025-06-03T10:00:00' }),
  received(13, { status: 2, reason: '价格偏高' }),
  proposal(21, { items: [{ objId: 2, volume: 300, price: 390 }], totalVolume: 300 }),
  proposal(22, { status: 2, reason: '电量过多' }),
];

async function openTransaction(items = proposals) {
  answerProposals(items);
  answerCounterparties([buyer]);
  storeCourseState({ rounds: [bilateralRound], round: bilateralRound, enterprise: seller });
  renderApp(`/user/transaction/${bilateralRound.id}?isTrade=1&type=1`);
  await screen.findByText('收到的意向', { selector: '.ant-card-head-title' }, { timeout: 45_000 });
  await waitFor(() => expect(rowsOf(card('收到的意向'))).toHaveLength(3), wait);
}

describe('the 双边协商 screen', () => {
  it(
    'lists received proposals with 接受 only on pending ones and accepts after confirm',
    slow,
    async () => {
      const answers = capturePosts('/api/app/bilateral/proposals/:id/answer', () =>
        received(11, { status: 1 }),
      );
      await openTransaction();
      expect(rowsOf(card('收到的意向'))[0]).toEqual([
        '11',
        '城南售电有限公司',
        '东方 1 号机组',
        '1600.00',
        '403.75',
        '646000.00',
        '待确认',
        '2025-06-03 09:30',
        expect.stringMatching(/接\s*受\s*拒\s*绝/),
      ]);
      expect(rowsOf(card('收到的意向')).map((r) => r[6])).toEqual(['待确认', '已接受', '已拒绝']);
      expect(rowsWith('收到的意向', /^接\s*受$/)).toEqual([true, false, false]);
      fireEvent.click(
        within(card('收到的意向'))
          .getByText(/^接\s*受$/)
          .closest('button')!,
      );
      await confirm('确认接受该意向？接受后即成为双方的合同。');
      await waitFor(() => expect(answers).toHaveLength(1), wait);
      expect(answers[0]).toEqual({
        path: '/api/app/bilateral/proposals/11/answer',
        body: { accept: true },
      });
      expect(await screen.findByText('已接受', { selector: '.ant-message *' }, wait)).toBeTruthy();
    },
  );

  it('shows every quota figure to 4 decimals, a blocked side as -', slow, async () => {
    answerGet(
      '/api/app/listing/quota',
      list([
        {
          objId: 1,
          upper: 100,
          used: 12.34567,
          freezed: 1.5,
          direction: 1,
          maxBuy: null,
          maxSell: 86.15433,
        },
      ]),
    );
    await openTransaction();
    await waitFor(() => expect(rowsOf(card('交易额度'))).toHaveLength(1), wait);
    // Spec section 9: quota figures rounded to 4 decimals, the limit and use as the remaining ones.
    expect(rowsOf(card('交易额度'))[0]).toEqual([
      '峰',
      '100.0000',
      '12.3457',
      '1.5000',
      '-',
      '86.1543',
    ]);
  });

  it(
    'clears the entry’s message of an empty attempt once a proposal is accepted below',
    slow,
    async () => {
      capturePosts('/api/app/bilateral/proposals/:id/answer', () => received(11, { status: 1 }));
      await openTransaction();
      fireEvent.click(screen.getByText('发出意向').closest('button')!);
      expect(screen.getByTestId('proposal-error').textContent).toContain('请选择对方企业');
      fireEvent.click(
        within(card('收到的意向'))
          .getByText(/^接\s*受$/)
          .closest('button')!,
      );
      await confirm('确认接受该意向？接受后即成为双方的合同。');
      expect(await screen.findByText('已接受', { selector: '.ant-message *' }, wait)).toBeTruthy();
      await waitFor(() => expect(screen.queryByTestId('proposal-error')).toBeNull(), wait);
    },
  );

  it(
    'shows a received proposal’s segments and rejects it with the typed reason',
    slow,
    async () => {
      const answers = capturePosts('/api/app/bilateral/proposals/:id/answer', () =>
        received(11, { status: 2 }),
      );
      await openTransaction();
      fireEvent.click(rowElements(card('收到的意向'))[0]!.querySelector('td')!);
      await screen.findByText('时段明细', { selector: '.ant-card-head-title' }, wait);
      await waitFor(
        () =>
          expect(rowsOf(card('时段明细'))).toEqual([
            ['峰', '1000.00', '430.00'],
            ['谷', '600.00', '360.00'],
          ]),
        wait,
      );
      // The form loads its own chunk: it may arrive after the items table.
      const reason = await screen.findByLabelText(/拒绝原因/, {}, wait);
      fireEvent.change(reason, { target: { value: '价格高于预期' } });
      fireEvent.click(
        within(card('拒绝意向'))
          .getByText(/^拒\s*绝$/)
          .closest('button')!,
      );
      await confirm('确认拒绝该意向？');
      await waitFor(() => expect(answers).toHaveLength(1), wait);
      expect(answers[0]).toEqual({
        path: '/api/app/bilateral/proposals/11/answer',
        body: { accept: false, reason: '价格高于预期' },
      });
    },
  );

  it(
    'offers 拒绝 beside 接受 on pending rows: a red button whose dialog asks for the reason',
    slow,
    async () => {
      const answers = capturePosts('/api/app/bilateral/proposals/:id/answer', () =>
        received(11, { status: 2 }),
      );
      await openTransaction();
      expect(rowsWith('收到的意向', /^拒\s*绝$/)).toEqual([true, false, false]);
      const reject = within(card('收到的意向'))
        .getByText(/^拒\s*绝$/)
        .closest('button')!;
      expect(reject.className).toContain('ant-btn-dangerous');
      expect(reject.className).not.toContain('ant-btn-primary');
      fireEvent.click(reject);
      const title = (await screen.findAllByText('确认拒绝该意向？', {}, wait)).at(-1)!;
      const dialog = title.closest('.ant-modal-confirm') as HTMLElement;
      // The row stays as it was: the button does not select it for the detail panel.
      expect(screen.queryByTestId('table-detail')).toBeNull();
      fireEvent.change(within(dialog).getByLabelText('拒绝原因（选填）'), {
        target: { value: ' 价格高于预期 ' },
      });
      fireEvent.click(within(dialog).getByText('确 定').closest('button')!);
      await waitFor(() => expect(answers).toHaveLength(1), wait);
      expect(answers[0]).toEqual({
        path: '/api/app/bilateral/proposals/11/answer',
        body: { accept: false, reason: '价格高于预期' },
      });
      expect(await screen.findByText('已拒绝', { selector: '.ant-message *' }, wait)).toBeTruthy();
    },
  );

  it(
    'draws the detail panel’s 拒绝 as a red default button, not the primary one',
    slow,
    async () => {
      await openTransaction();
      fireEvent.click(rowElements(card('收到的意向'))[0]!.querySelector('td')!);
      await screen.findByLabelText(/拒绝原因/, {}, wait);
      const reject = within(card('拒绝意向'))
        .getByText(/^拒\s*绝$/)
        .closest('button')!;
      expect(reject.className).toContain('ant-btn-dangerous');
      expect(reject.className).not.toContain('ant-btn-primary');
    },
  );

  it('offers the rejection form only for a pending proposal', slow, async () => {
    await openTransaction();
    fireEvent.click(rowElements(card('收到的意向'))[0]!.querySelector('td')!);
    expect(await screen.findByLabelText(/拒绝原因/, {}, wait)).toBeTruthy();
    // The accepted one: its segments show, the form goes.
    fireEvent.click(rowElements(card('收到的意向'))[1]!.querySelector('td')!);
    await waitFor(() => expect(screen.queryByText('拒绝意向')).toBeNull(), wait);
    expect(rowsOf(card('时段明细'))).toHaveLength(2);
  });

  it('lists sent proposals with the reason and withdraws a pending one', slow, async () => {
    const withdrawals = capturePosts('/api/app/bilateral/proposals/:id/withdraw', () =>
      proposal(21, { status: 3 }),
    );
    await openTransaction();
    const sent = card('发出的意向');
    expect(rowsOf(sent).map((r) => [r[0], r[1], r[6], r[7]])).toEqual([
      ['21', '城南售电有限公司', '待确认', '-'],
      ['22', '城南售电有限公司', '已拒绝', '电量过多'],
    ]);
    expect(rowsWith('发出的意向', /^撤\s*回$/)).toEqual([true, false]);
    fireEvent.click(
      within(sent)
        .getByText(/^撤\s*回$/)
        .closest('button')!,
    );
    expect(withdrawals).toHaveLength(0);
    await confirm('确认撤回该意向？');
    await waitFor(() => expect(withdrawals).toHaveLength(1), wait);
    expect(withdrawals[0]).toEqual({
      path: '/api/app/bilateral/proposals/21/withdraw',
      body: undefined,
    });
    expect(await screen.findByText('已撤回', { selector: '.ant-message *' }, wait)).toBeTruthy();
  });

  it('shows a sent proposal’s segments in its detail', slow, async () => {
    await openTransaction();
    fireEvent.click(rowElements(card('发出的意向'))[0]!.querySelector('td')!);
    await screen.findByText('时段明细', { selector: '.ant-card-head-title' }, wait);
    await waitFor(
      () => expect(rowsOf(card('时段明细'))).toEqual([['平', '300.00', '390.00']]),
      wait,
    );
  });
});

describe('the 双边协商结果 screen', () => {
  it('lists only the accepted proposals as contracts', slow, async () => {
    answerProposals(proposals);
    storeCourseState({ rounds: [bilateralRound], round: bilateralRound, enterprise: seller });
    renderApp(`/user/transactionResult/${bilateralRound.id}?type=1`);
    await screen.findByText(
      '双边协商成交合同',
      { selector: '.ant-card-head-title' },
      { timeout: 45_000 },
    );
    await waitFor(() => expect(rowsOf(card('双边协商成交合同'))).toHaveLength(1), wait);
    expect(rowsOf(card('双边协商成交合同'))[0]).toEqual([
      '12',
      '城南售电有限公司',
      '东方发电有限公司',
      '东方 1 号机组',
      '1600.00',
      '403.75',
      '646000.00',
      '2025-06-03 10:00',
    ]);
  });

  it('says so when the round has no contract', slow, async () => {
    answerProposals([received(11), proposal(21, { status: 3 })]);
    storeCourseState({ rounds: [bilateralRound], round: bilateralRound, enterprise: seller });
    renderApp(`/user/transactionResult/${bilateralRound.id}?type=1`);
    expect(await screen.findByText('本轮暂无成交的双边合同', {}, { timeout: 45_000 })).toBeTruthy();
  });
});
