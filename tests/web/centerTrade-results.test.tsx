// The centralised-bidding result screens (config/screens/centerTrade/user-centerTrade-result.json and
// user-centerTrade-province-result.json) in the whole app against msw: readiness states, market and own
// rows, Excel cells equal to the table, and the step-curve chart with its clearing point.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import type { components } from '../../src/api/schema.gen';
import { testApiBaseUrl } from '../../src/api/testing/http';
import '../../src/widgets/register';
import {
  answerGet,
  interRound,
  list,
  openRound,
  seller,
  storeCourseState,
  wait,
} from './centerTradeHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();
afterEach(() => vi.restoreAllMocks());

type Market = components['schemas']['CenterTradeMarket'];
const market = (province: number, objId: 1 | 2 | 3, objName: string): Market => ({
  roundId: openRound.id,
  province,
  channelId: null,
  objId,
  objName,
  clearedVolume: 300,
  clearingPrice: 425.5,
  receivingPrice: 425.5,
  buyCurve: [
    { price: 450, fromVolume: 0, toVolume: 200 },
    { price: 431, fromVolume: 200, toVolume: 350 },
  ],
  sellCurve: [
    { price: 380, fromVolume: 0, toVolume: 100 },
    { price: 420, fromVolume: 100, toVolume: 500 },
  ],
  clearingPoint: { volume: 300, price: 425.5 },
});

const results = {
  items: [
    {
      roundId: openRound.id,
      objId: 1,
      objName: '峰',
      enterpriseId: null,
      clearedPrice: 425.5,
      clearedVolume: 300,
    },
    {
      roundId: openRound.id,
      objId: 2,
      objName: '平',
      enterpriseId: null,
      clearedPrice: null,
      clearedVolume: 0,
    },
    {
      roundId: openRound.id,
      objId: 1,
      objName: '峰',
      enterpriseId: seller.id,
      unitId: 501,
      unitName: '东方 1 号机组',
      direction: 1,
      clearedPrice: 425.456,
      clearedVolume: 120.125,
      declaredVolume: 150,
    },
  ],
  totalCount: 3,
  // Province 2 is another province's market: the seller of province 1 does not see its curves.
  markets: [market(1, 1, '峰'), market(1, 2, '平'), market(2, 1, '峰')],
};

const intraStatus = '/api/app/centerTradeGeneratorReport/centerTradeGeneratorResult/:roundId';
const interStatus = '/api/app/centerTradeGeneratorReport/proCenterTradeGeneratorResult';

/** Answers the readiness call with the codes in turn (the last repeats), recording call times. */
function readiness(path: string, codes: number[]): number[] {
  const times: number[] = [];
  server.use(
    http.get(`${testApiBaseUrl}${path}`, () => {
      const code = codes[Math.min(times.length, codes.length - 1)]!;
      times.push(Date.now());
      return HttpResponse.json({ code, message: '' });
    }),
  );
  return times;
}

function card(title: string): HTMLElement {
  const head = screen.getByText(title, { selector: '.ant-card-head-title' });
  return head.closest('.ant-card') as HTMLElement;
}

const texts = (cells: Iterable<Element>) => [...cells].map((c) => c.textContent ?? '');
const figures = () =>
  [...document.querySelectorAll('[role="figure"]')].map((f) => f.getAttribute('aria-label'));
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tr.ant-table-row')].map((tr) => texts(tr.querySelectorAll('td')));

describe('intra-provincial result', () => {
  it('says the result is not generated (falsy code) and shows it after 获取结果', async () => {
    readiness(intraStatus, [0, 1]);
    answerGet('/api/app/centerTrade/results', results);
    storeCourseState({});
    renderApp('/user/centerTradeResult/0?type=15');
    expect(await screen.findByText('集中竞价结果尚未生成，请稍后查询', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByText('获取结果'));
    expect(await screen.findByText('市场出清', {}, wait)).toBeTruthy();
    await waitFor(
      () =>
        expect(rowsOf(card('市场出清'))).toEqual([
          ['峰', '300.00', '425.50'],
          ['平', '0.00', '-'],
        ]),
      wait,
    );
  });

  it('exports the own rows to Excel with the cells the table shows, per unit for a seller', async () => {
    readiness(intraStatus, [1]);
    answerGet('/api/app/centerTrade/results', results);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:workbook';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    storeCourseState({});
    renderApp('/user/centerTradeResult/0?type=15');
    await screen.findByText('本企业成交', {}, wait);
    const own = card('本企业成交');
    await waitFor(() => expect(own.querySelectorAll('tr.ant-table-row')).toHaveLength(1));
    const shown = [
      texts(own.querySelector('.ant-table-thead tr')!.querySelectorAll('th')),
      ...[...own.querySelectorAll('tr.ant-table-row')].map((tr) =>
        texts(tr.querySelectorAll('td')),
      ),
    ];
    expect(shown).toEqual([
      ['交易时段', '机组', '方向', '申报电量(MWh)', '成交电量(MWh)', '成交价格(元/MWh)'],
      ['峰', '东方 1 号机组', '卖出', '150.00', '120.13', '425.46'],
    ]);
    fireEvent.click(within(own).getByText('导出Excel'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const book = XLSX.read(new Uint8Array(await blobs[0]!.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false })).toEqual(shown);
  });

  it("draws one step-curve chart per segment of the trainee's province", async () => {
    readiness(intraStatus, [1]);
    answerGet('/api/app/centerTrade/results', results);
    storeCourseState({});
    renderApp('/user/centerTradeResult/0?type=15');
    await screen.findByText('供需曲线与出清点', {}, wait);
    await waitFor(() => expect(figures()).toEqual(['峰', '平']));
    // Drawn with both curves' legend names and the clearing point's pin (its price).
    const peak = document.querySelector('[role="figure"][aria-label="峰"]')!;
    await waitFor(() => expect(peak.querySelector('svg')).toBeTruthy(), wait);
    expect(peak.textContent).toContain('售方报价曲线');
    expect(peak.textContent).toContain('购方报价曲线');
    expect(peak.textContent).toContain('425.5');
  });

  it('checks again when the clearing push changes the round status', async () => {
    let status: 0 | 1 | 2 | 3 = 2;
    readiness(intraStatus, [0]);
    server.use(
      http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
        HttpResponse.json(list([{ ...openRound, status }])),
      ),
    );
    answerGet('/api/app/centerTrade/results', results);
    storeCourseState({ rounds: [{ ...openRound, status: 2 }] });
    const { realtime } = renderApp('/user/centerTradeResult/0?type=15');
    await screen.findByText('集中竞价结果尚未生成，请稍后查询', {}, wait);
    readiness(intraStatus, [1]);
    status = 3;
    act(() => realtime.push('notice', 'OnReceiveNoticeMsg', openRound.courseId, '', 'updateRound'));
    expect(await screen.findByText('市场出清', {}, wait)).toBeTruthy();
  });
});

describe('inter-provincial result', () => {
  it('says 0 is not generated, waits 2 s while 2 (being generated), then shows channel rows', async () => {
    const times = readiness(interStatus, [2, 1]);
    answerGet('/api/app/centerTrade/results', {
      items: [],
      totalCount: 0,
      markets: [
        {
          ...market(2, 1, '峰'),
          channelId: 7,
          channelName: '甲乙一通道',
          clearingPrice: 311,
          receivingPrice: 339,
        },
      ],
    });
    storeCourseState({ rounds: [interRound] });
    renderApp('/user/centerTradeProvinceResult/0?isProvince=1&type=15');
    expect(await screen.findByText('省间集中竞价结果缓存生成中，加载中...', {}, wait)).toBeTruthy();
    expect(await screen.findByText('通道出清', {}, { timeout: 10_000 })).toBeTruthy();
    expect(times.length).toBe(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1900);
    await waitFor(() => expect(rowsOf(card('通道出清'))).toHaveLength(1));
    expect(rowsOf(card('通道出清'))[0]).toEqual(['甲乙一通道', '峰', '300.00', '311.00', '339.00']);
    await waitFor(() => expect(figures()).toEqual(['甲乙一通道 峰']));
  }, 20_000);

  it('says "省间集中竞价结果尚未生成，请稍后查询" for code 0', async () => {
    readiness(interStatus, [0]);
    storeCourseState({ rounds: [interRound] });
    renderApp('/user/centerTradeProvinceResult/0?isProvince=1&type=15');
    expect(await screen.findByText('省间集中竞价结果尚未生成，请稍后查询', {}, wait)).toBeTruthy();
    expect(screen.getByText('获取结果')).toBeTruthy();
  });
});
