// The centralised-bidding declaration screen (config/screens/centerTrade/user-centerTrade.json) in the whole app
// against msw: numeric messages, quota '-' rule, enterprise modal for sellers only, role prompt, server
// 400 messages that keep the input, inputs closed after the quotation stops (also by push).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import {
  answerGet,
  badRequest,
  buyer,
  list,
  openRound,
  quota,
  seller,
  storeCourseState,
  wait,
} from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const page = '/user/centerTrade/0?isTrade=1&type=15';
const coal = '峰 东方 1 号机组';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
// Text, not role, queries on the whole page: role queries are slow on the full app in jsdom.
const submitButton = () => screen.getByText('提交申报').closest('button')!;

/** Opens the page for the enterprise with no stored bids and waits for the grid. */
async function openDeclaration(enterprise = seller, first = `${coal} 价格`, mine = [enterprise]) {
  answerGet('/api/app/centerTrade/bids', list([]));
  answerGet('/api/app/enterpriseApi/courseEnterprise', list(mine));
  storeCourseState({ enterprise });
  renderApp(page);
  return screen.findByLabelText(first, {}, wait);
}

function type(label: string, text: string) {
  fireEvent.change(input(label), { target: { value: text } });
  fireEvent.blur(input(label));
}

describe('declaration inputs', () => {
  it('checks price and volume with the spec section 5 messages as the user leaves each input', async () => {
    await openDeclaration();
    const cell = screen.getByLabelText(`${coal} 价格`).parentElement!;
    type(`${coal} 价格`, '12a');
    expect(within(cell).getByRole('alert').textContent).toBe('请输入数字');
    type(`${coal} 价格`, '400.123');
    expect(within(cell).getByRole('alert').textContent).toBe('注意保留2位小数');
    type(`${coal} 价格`, '-1');
    expect(within(cell).getByRole('alert').textContent).toBe('申报价格最小值为0元/MWh');
    type(`${coal} 价格`, '1600');
    expect(within(cell).getByRole('alert').textContent).toBe('申报价格最大值为1500元/MWh');
    type(`${coal} 价格`, '400.12');
    expect(within(cell).queryByRole('alert')).toBeNull();
    type(`${coal} 电量`, '0');
    expect(screen.getByText('申报电量必须大于0')).toBeTruthy();
  });

  it('asks for the missing half of a row and for at least one row before sending anything', async () => {
    let posts = 0;
    server.use(
      http.post(`${testApiBaseUrl}/api/app/centerTrade/bids`, () => {
        posts += 1;
        return HttpResponse.json(list([]));
      }),
    );
    await openDeclaration();
    fireEvent.click(submitButton());
    expect(await screen.findByText('请至少填写一个时段的申报价格和电量')).toBeTruthy();
    type(`${coal} 价格`, '400');
    fireEvent.click(submitButton());
    expect(await screen.findByText('请输入申报电量')).toBeTruthy();
    expect(posts).toBe(0);
  });

  it('sends one bid per filled row (per unit for sellers) and lists what the server stored', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${testApiBaseUrl}/api/app/centerTrade/bids`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          list([
            {
              id: 9,
              roundId: openRound.id,
              enterpriseId: seller.id,
              unitId: 501,
              objId: 1,
              direction: 1,
              price: 400.5,
              volume: 120,
              creationTime: '2025-06-05T10:05:00+08:00',
            },
          ]),
        );
      }),
    );
    await openDeclaration();
    type(`${coal} 价格`, '400.5');
    type(`${coal} 电量`, '120');
    fireEvent.click(submitButton());
    expect(await screen.findByText('申报成功', {}, wait)).toBeTruthy();
    expect(bodies).toEqual([
      {
        roundId: openRound.id,
        enterpriseId: seller.id,
        direction: 1,
        bids: [{ objId: 1, unitId: 501, price: 400.5, volume: 120 }],
      },
    ]);
    // Role queries hang jsdom once a Popconfirm is on the page: the delete button is found by its label.
    expect(await screen.findByLabelText(`删除 ${coal}`)).toBeTruthy();
  });
});

describe('quota remaining per segment', () => {
  const quotas = [quota(1, 1, 500, 100), quota(1, 1, 450, 150), quota(2, 0, 800, 0)];

  it("shows a seller the highest upper minus the highest used, and '-' where a buy quota blocks selling", async () => {
    answerGet('/api/app/listing/quotas', list(quotas));
    await openDeclaration();
    expect(screen.getByTestId('remaining-峰').textContent).toBe('350.0000');
    expect(screen.getByTestId('remaining-平').textContent).toBe('-');
    expect(screen.getByTestId('remaining-谷').textContent).toBe('0.0000');
    // The figure is a cap that declaring does not lower: the page says so under the grid.
    expect(screen.getByText(/剩余可申报电量：本轮各时段申报电量合计的上限/)).toBeTruthy();
    expect(screen.getByText(/申报不冻结额度/)).toBeTruthy();
  });

  it("shows a buyer '-' where a sell quota blocks buying", async () => {
    answerGet('/api/app/listing/quotas', list(quotas));
    await openDeclaration(buyer, '峰 价格');
    expect(screen.getByTestId('remaining-峰').textContent).toBe('-');
    expect(screen.getByTestId('remaining-平').textContent).toBe('800.0000');
  });
});

describe('who declares', () => {
  const two = [seller, { ...seller, id: seller.id + 100, name: '第二发电企业' }];

  it('declares per segment for a buyer and never opens the enterprise choice', async () => {
    await openDeclaration(buyer, '峰 价格', [buyer, { ...buyer, id: 99 }]);
    expect(screen.getByLabelText('谷 电量')).toBeTruthy();
    expect(screen.queryByText('机组')).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('opens the enterprise choice for a seller with several enterprises and stores the pick', async () => {
    await openDeclaration(seller, `${coal} 价格`, two);
    await screen.findByText('选择企业', {}, wait);
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    expect(dialog.style.width).toBe('900px');
    fireEvent.click(within(dialog).getByText('第二发电企业'));
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() => expect(screen.getByText('当前企业：第二发电企业')).toBeTruthy());
  });

  it('says "申报前请先选择角色" until an enterprise is chosen', async () => {
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([]));
    storeCourseState({ enterprise: null });
    renderApp(page);
    expect(await screen.findByText('申报前请先选择角色', {}, wait)).toBeTruthy();
    expect(screen.queryByLabelText('峰 价格')).toBeNull();
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([buyer]));
    fireEvent.click(screen.getByText('选择企业'));
    expect(await screen.findByLabelText('峰 价格', {}, wait)).toBeTruthy();
  });
});

describe('server refusals and closed rounds', () => {
  it("shows the server's 400 message on the cell it names and keeps every typed value", async () => {
    server.use(
      http.post(`${testApiBaseUrl}/api/app/centerTrade/bids`, () =>
        badRequest('峰时段申报电量120MWh超过可申报上限100MWh', ['bids[0].volume']),
      ),
    );
    await openDeclaration();
    type(`${coal} 价格`, '400');
    type(`${coal} 电量`, '120');
    type('谷 东方风电场 价格', '310');
    type('谷 东方风电场 电量', '50');
    fireEvent.click(submitButton());
    const cell = screen.getByLabelText(`${coal} 电量`).parentElement!;
    expect((await within(cell).findByRole('alert', {}, wait)).textContent).toBe(
      '峰时段申报电量120MWh超过可申报上限100MWh',
    );
    expect(
      [`${coal} 价格`, `${coal} 电量`, '谷 东方风电场 价格'].map((l) => input(l).value),
    ).toEqual(['400', '120', '310']);
  });

  it('opens closed when the stored round stopped meanwhile (the status is loaded afresh)', async () => {
    answerGet(`/api/app/roundApi/${openRound.id}`, { ...openRound, status: 3 });
    await openDeclaration();
    await waitFor(() => expect(input(`${coal} 价格`).disabled).toBe(true), wait);
    expect(screen.getByTestId('round-status').textContent).toBe('申报结束');
    expect(screen.getByText('本轮已停止报价，申报内容不能再修改')).toBeTruthy();
  });

  it('closes the inputs once quotation stops, by the updateRound push, with the status tag', async () => {
    let status: 0 | 2 = 0;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
        HttpResponse.json(list([{ ...openRound, status }])),
      ),
      http.get(`${testApiBaseUrl}/api/app/roundApi/:id`, () =>
        HttpResponse.json({ ...openRound, status }),
      ),
    );
    answerGet('/api/app/centerTrade/bids', list([]));
    storeCourseState({});
    const { realtime } = renderApp(page);
    await screen.findByLabelText(`${coal} 价格`, {}, wait);
    expect(screen.getByTestId('round-status').textContent).toBe('交易中');
    expect(input(`${coal} 价格`).disabled).toBe(false);
    status = 2;
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', openRound.courseId, '', 'updateRound'));
    await waitFor(() => expect(input(`${coal} 价格`).disabled).toBe(true), wait);
    expect(screen.getByTestId('round-status').textContent).toBe('停止报价');
    expect(submitButton().disabled).toBe(true);
  });
});

describe('rounds changed while the browser was away', () => {
  it('lists a round the teacher opened meanwhile after a reload, though its push was never received', async () => {
    const opened = { ...openRound, id: openRound.id + 20, name: '7 月省内集中竞价' };
    answerGet('/api/app/centerTrade/bids', list([]));
    storeCourseState({ rounds: [openRound] });
    // The server's list now has the round opened while this browser was closed.
    server.use(
      http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
        HttpResponse.json(list([openRound, opened])),
      ),
    );
    renderApp(page);
    await screen.findByLabelText(`${coal} 价格`, {}, wait);
    fireEvent.mouseDown(screen.getByLabelText('交易名称'));
    expect(
      await screen.findByText(opened.name, { selector: '.ant-select-item-option-content' }, wait),
    ).toBeTruthy();
  });
});
