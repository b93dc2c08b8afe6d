// Which rounds the centralised-bidding pages offer (spec section 5 filter: type 15, isInterProvincial
// matching isProvince), the empty message, deep links, and the channel select of inter-provincial rounds.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { spotRound } from '../../src/api/testing/fixtures/round';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { storageKeys } from '../../src/session/storage';
import '../../src/widgets/register';
import {
  answerGet,
  buyer,
  interRound,
  list,
  openRound,
  seller,
  storeCourseState,
  wait,
} from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const stored = () =>
  JSON.parse(localStorage.getItem(storageKeys.round) ?? 'null') as { id: number };
const coal = '峰 东方 1 号机组';

/** The names the round select offers, read from its open dropdown. */
async function offeredNames(): Promise<string[]> {
  fireEvent.mouseDown(document.querySelector('.ant-select-selector, .ant-select')!);
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).toBeTruthy());
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
}

describe('rounds offered', () => {
  it('offers intra-provincial type-15 rounds on the provincial entry and makes the first current', async () => {
    answerGet('/api/app/centerTrade/bids', list([]));
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller]));
    storeCourseState({ rounds: [spotRound, interRound, openRound], round: spotRound });
    renderApp('/user/centerTrade/0?isTrade=1&type=15');
    await screen.findByLabelText(`${coal} 价格`, {}, wait);
    expect(stored().id).toBe(openRound.id);
    expect(await offeredNames()).toEqual([openRound.name]);
  });

  it('offers inter-provincial rounds with isProvince=1 and opens the round a deep link names', async () => {
    const second = { ...interRound, id: interRound.id + 1, name: '7 月省间集中竞价' };
    answerGet('/api/app/centerTrade/bids', list([]));
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller]));
    storeCourseState({ rounds: [openRound, interRound, second], round: openRound });
    renderApp(`/user/centerTrade/${second.id}?isTrade=1&isProvince=1&type=15`);
    await screen.findByLabelText('省间通道', {}, wait);
    expect(stored().id).toBe(second.id);
    expect(await offeredNames()).toEqual([interRound.name, second.name]);
  });

  it('says "暂无相关交易信息" when the course has no round of the kind', async () => {
    storeCourseState({ rounds: [spotRound] });
    renderApp('/user/centerTrade/0?isTrade=1&isProvince=1&type=15');
    expect(await screen.findByText('暂无相关交易信息', {}, wait)).toBeTruthy();
    expect(screen.queryByText('提交申报')).toBeNull();
  });
});

describe('inter-provincial declaration', () => {
  const channels = [
    { id: 1, name: '甲乙一通道', fromProvince: '1', fromProvinceName: '甲省', toProvince: '2' },
    { id: 2, name: '乙甲通道', fromProvince: '2', fromProvinceName: '乙省', toProvince: '1' },
  ].map((c) => ({ ...c, toProvinceName: c.toProvince === '2' ? '乙省' : '甲省' }));

  it("asks for a channel, offers only those sending from the seller's province, and sends it with each bid", async () => {
    const bodies: Array<{ bids: Array<{ channelId?: number }> }> = [];
    server.use(
      http.post(`${testApiBaseUrl}/api/app/centerTrade/bids`, async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json(list([]));
      }),
    );
    answerGet('/api/app/provinceChannel', list(channels));
    answerGet('/api/app/centerTrade/bids', list([]));
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller]));
    storeCourseState({ rounds: [interRound] });
    renderApp('/user/centerTrade/0?isTrade=1&isProvince=1&type=15');
    await screen.findByLabelText(`${coal} 价格`, {}, wait);
    fireEvent.change(screen.getByLabelText(`${coal} 价格`), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText(`${coal} 电量`), { target: { value: '100' } });
    fireEvent.click(screen.getByText('提交申报'));
    await waitFor(() =>
      expect(document.querySelector('.ant-alert-error')?.textContent).toBe('请选择省间通道'),
    );
    fireEvent.mouseDown(screen.getByLabelText('省间通道'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(options.map((o) => o.textContent)).toEqual(['甲乙一通道（甲省→乙省）']);
    fireEvent.click(options[0]!);
    fireEvent.click(screen.getByText('提交申报'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.bids).toEqual([
      { objId: 1, unitId: 501, channelId: 1, price: 300, volume: 100 },
    ]);
  });

  it('tells a buyer of a province no channel flows into that it takes no part, with no entry grid', async () => {
    answerGet('/api/app/provinceChannel', list(channels.slice(0, 1)));
    answerGet('/api/app/centerTrade/bids', list([]));
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([buyer]));
    storeCourseState({ rounds: [interRound], enterprise: buyer });
    renderApp('/user/centerTrade/0?isTrade=1&isProvince=1&type=15');
    expect(
      await screen.findByText(
        '本企业所在省份（甲省）没有受入的省间通道，不参与本轮省间集中竞价',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('提交申报')).toBeNull();
    expect(screen.queryByLabelText('省间通道')).toBeNull();
  });
});
