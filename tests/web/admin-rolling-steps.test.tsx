// The teacher's rolling-matching steps on /admin/course/:id (src/admin/steps/rollingMatching.ts): which
// of the five round steps each status allows, each step's confirm → call → refresh, a refusal worded
// "<step>失败：<reason>", the sessions (场次) with their own start / end buttons, and the live card: its
// trade count, volume, books and open listings with their waiting takes from hand-written rows, reloaded
// by an OnDataChanged push of its round only.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import type { components } from '../../src/api/schema.gen';
import { courseId, installFakeCourse, renderAdmin, type FakeCourse } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

setupShellServer();

type Round = components['schemas']['Round'];
type Level = components['schemas']['BookLevel'];
type Trade = components['schemas']['ListingTrade'];
type Listing = components['schemas']['ListingOrder'];
type Session = components['schemas']['RollingSession'];
const wait = { timeout: 15_000 };
const labels = ['开启申报', '默认申报', '闭市', '生成售电侧报告', '生成发电侧报告'];

const rolling = (id: number, name: string, status: 0 | 1 | 2 | 3): Round => ({
  ...responseFixtures.Round,
  id,
  name,
  type: 3,
  cycle: 1,
  status,
  courseId,
});

/** A hidden, an open (with sessions), a stopped and an ended rolling-matching round. */
/** The course's rolling rounds; the open one (22) with `priceDecimals` in its rules if given. */
function rollingCourse(priceDecimals?: number): FakeCourse {
  const open = rolling(22, '3月滚动撮合', 1);
  return installFakeCourse({
    rounds: [
      rolling(21, '4月滚动撮合（未开启）', 0),
      priceDecimals === undefined
        ? open
        : { ...open, declarationRules: { ...open.declarationRules!, priceDecimals } },
      rolling(23, '3月多日滚动撮合（已停止）', 2),
      rolling(24, '2月滚动撮合（已闭市）', 3),
    ],
    hidden: new Set([21]),
    declarations: {},
    calls: [],
  });
}

const level = (province: number, objId: number, price: number, volume: number, orderCount = 1) =>
  ({ province, objId, timeId: null, price, volume, orderCount }) satisfies Level;
const trade = (id: number, price: number, volume: number): Trade => ({
  id,
  roundId: 22,
  buyerName: '城南售电有限公司',
  sellerName: '东方发电有限公司',
  objId: 1,
  timeId: null,
  price,
  volume,
  creationTime: '2026-03-01T10:00:00+08:00',
});

/** An open sell listing of 华鲁 with the takes waiting on it (the teacher's read names the poster). */
const listing = (id: number, province: number, objId: number, pendingVolume: number): Listing => ({
  id,
  roundId: 22,
  enterpriseId: 7,
  enterpriseName: '华鲁发电有限公司',
  province,
  direction: 1,
  objId,
  timeId: null,
  price: 380,
  volume: 50,
  dealVolume: 0,
  openVolume: 50,
  pendingVolume,
  status: 0,
  orderType: 1,
  creationTime: '2026-03-01T09:00:00+08:00',
});

/** The market's state the fake back end answers from; tests change it, then push. */
interface Market {
  bids: Level[];
  asks: Level[];
  listings: Listing[];
  trades: Trade[];
  sessions: Session[];
  tradeReads: number;
}

function session(id: number, name: string, status: 0 | 1 | 2 | 3, hidden: boolean): Session {
  return { id, name, status, hidden, orderCount: 0, tradeCount: 0, tradedVolume: 0 };
}

/** Book, tape, sessions and the steps this market adds to the fake course. */
function rollingServer(course: FakeCourse): Market {
  const market: Market = {
    bids: [level(1, 1, 420, 10, 2), level(1, 1, 415, 5), level(1, 2, 300, 3)],
    asks: [level(1, 1, 425, 2), level(1, 1, 430, 8), level(2, 3, 200, 1)],
    listings: [],
    trades: [trade(1, 420, 10), trade(2, 425, 5.5)],
    sessions: [
      session(31, '3月滚动撮合第1场', 2, false),
      session(32, '3月滚动撮合第2场', 1, false),
      session(33, '3月滚动撮合第3场', 0, true),
    ],
    tradeReads: 0,
  };
  const sessionStatus = (id: number, status: 0 | 2, hidden = false) => {
    const found = market.sessions.find((s) => s.id === id);
    if (found) Object.assign(found, { status, hidden });
    return found;
  };
  const items = <T,>(list: T[]) => ({
    items: list.map((x) => ({ ...x })),
    totalCount: list.length,
  });
  server.use(
    apiHttp.get('/api/app/listing/buyOrders', ({ response }) =>
      response(200).json(items(market.bids)),
    ),
    apiHttp.get('/api/app/listing/sellOrders', ({ response }) =>
      response(200).json(items(market.asks)),
    ),
    apiHttp.get('/api/app/listing', ({ response }) => response(200).json(items(market.listings))),
    apiHttp.get('/api/app/listing/trades', ({ response }) => {
      market.tradeReads += 1;
      return response(200).json(items(market.trades));
    }),
    apiHttp.get('/api/app/admin/round/{id}/rollingSessions', ({ params, response }) =>
      response(200).json(items(Number(params.id) === 22 ? market.sessions : [])),
    ),
    apiHttp.get('/api/app/customObject/object/{id}', ({ response }) =>
      response(200).json(responseFixtures.CustomObject),
    ),
    apiHttp.post('/api/app/admin/round/{id}/close', ({ params, response }) => {
      course.calls.push(`close ${params.id}`);
      const found = course.rounds.find((r) => r.id === Number(params.id));
      if (!found) return response(400).json({ error: { message: '交易轮次不存在' } });
      found.status = 3;
      return response(200).json(found);
    }),
    apiHttp.post('/api/app/listingDemandReport/buildReport/{roundId}', ({ params, response }) => {
      course.calls.push(`demand ${params.roundId}`);
      return response(200).json({ roundId: Number(params.roundId), count: 24 });
    }),
    apiHttp.post(
      '/api/app/listingGeneratorReport/buildReport/{roundId}',
      ({ params, response }) => {
        course.calls.push(`generator ${params.roundId}`);
        return response(400).json({ error: { message: '本轮没有发电侧成交，不能生成报告' } });
      },
    ),
    apiHttp.post('/api/app/listing/StartBuildDefaultDeclareJob', async ({ request, response }) => {
      course.calls.push(`default ${(await request.json()).roundId}`);
      return response(204).empty();
    }),
    // Sessions are sub-rounds: the generic open and stop calls, answered from the session list
    // (open also serves the course's rounds).
    apiHttp.post('/api/app/admin/round/{id}/open', ({ params, response }) => {
      const id = Number(params.id);
      course.calls.push(`open ${id}`);
      const round = course.rounds.find((r) => r.id === id);
      if (round) {
        round.status = 0;
        course.hidden.delete(id);
        return response(200).json(round);
      }
      const found = sessionStatus(id, 0);
      return found
        ? response(200).json({ ...rolling(found.id, found.name, 0), parentId: 22 })
        : response(400).json({ error: { message: '该轮次已停止报价或已结束，不能重新开启' } });
    }),
    apiHttp.post('/api/app/round/StopPriceTeach', async ({ request, response }) => {
      const { roundId } = await request.json();
      course.calls.push(`stop ${roundId}`);
      const found = sessionStatus(roundId, 2);
      return found
        ? response(200).json({ ...rolling(found.id, found.name, 2), parentId: 22 })
        : response(400).json({ error: { message: '交易轮次不存在' } });
    }),
  );
  return market;
}

async function row(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: 'td' }, wait);
  return cell.closest('tr') as HTMLElement;
}
function button(scope: HTMLElement, label: string): HTMLButtonElement | undefined {
  return [...scope.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
}
const steps = (scope: HTMLElement, names = labels) =>
  names.map((l) => button(scope, l)?.disabled === false);

/** Clicks a step of a row, confirms it and returns the dialog's text. */
async function confirmStep(name: string, label: string): Promise<string> {
  fireEvent.click(button(await row(name), label) as HTMLButtonElement);
  const box = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].pop();
    if (!found) throw new Error('no confirmation dialog');
    return found;
  }, wait);
  const text = box.textContent ?? '';
  fireEvent.click(button(box, '确定') as HTMLButtonElement);
  return text;
}

describe('teacher steps of a rolling-matching round', { timeout: 60_000 }, () => {
  it('enables only the steps each status allows, with the reason on a blocked one', async () => {
    rollingServer(rollingCourse());
    renderAdmin(`/admin/course/${courseId}`);
    expect(steps(await row('4月滚动撮合（未开启）'))).toEqual([true, true, false, false, false]);
    // Visible at 申报中 (status 1): already open, so 开启申报 is disabled.
    expect(steps(await row('3月滚动撮合'))).toEqual([false, true, true, false, false]);
    expect(steps(await row('3月多日滚动撮合（已停止）'))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(steps(await row('2月滚动撮合（已闭市）'))).toEqual([false, false, false, true, true]);
    // The tooltip of a disabled button says why.
    fireEvent.mouseOver(
      button(await row('3月滚动撮合'), '生成售电侧报告')?.parentElement as Element,
    );
    expect(await screen.findByText('请先闭市，再生成报告', {}, wait)).toBeTruthy();
  });

  it('opens a hidden round after a confirm, then offers closing it', async () => {
    const course = rollingCourse();
    rollingServer(course);
    renderAdmin(`/admin/course/${courseId}`);
    expect(await confirmStep('4月滚动撮合（未开启）', '开启申报')).toContain('开启后学员即可看到');
    await waitFor(() => expect(course.calls).toEqual(['open 21']), wait);
    await waitFor(
      () => expect(screen.getByTestId('round-status-21').textContent).toBe('交易中'),
      wait,
    );
    expect(steps(await row('4月滚动撮合（未开启）'))).toEqual([false, true, true, false, false]);
  });

  it('closes the round after a confirm saying open orders are cancelled, then shows it ended', async () => {
    const course = rollingCourse();
    rollingServer(course);
    renderAdmin(`/admin/course/${courseId}`);
    const text = await confirmStep('3月滚动撮合', '闭市');
    expect(text).toContain('系统将撤销「3月滚动撮合」所有未成交的委托和挂牌');
    await waitFor(() => expect(course.calls).toEqual(['close 22']), wait);
    await waitFor(
      () => expect(screen.getByTestId('round-status-22').textContent).toBe('申报结束'),
      wait,
    );
    expect(steps(await row('3月滚动撮合'))).toEqual([false, false, false, true, true]);
  });

  it('builds the demand report with its count, and words a refused generator report', async () => {
    const course = rollingCourse();
    rollingServer(course);
    renderAdmin(`/admin/course/${courseId}`);
    expect(await confirmStep('2月滚动撮合（已闭市）', '生成售电侧报告')).toContain(
      '售电侧企业的结果和持仓',
    );
    expect((await screen.findByTestId('step-notice', {}, wait)).textContent).toBe(
      '「2月滚动撮合（已闭市）」已生成售电侧结果 24 条',
    );
    await confirmStep('2月滚动撮合（已闭市）', '生成发电侧报告');
    await waitFor(
      () =>
        expect(screen.getByTestId('step-notice').textContent).toBe(
          '生成发电侧报告失败：本轮没有发电侧成交，不能生成报告',
        ),
      wait,
    );
    expect(course.calls).toEqual(['demand 24', 'generator 24']);
  });

  it('runs the default-declaration job on an open round', async () => {
    const course = rollingCourse();
    rollingServer(course);
    renderAdmin(`/admin/course/${courseId}`);
    expect(await confirmStep('3月多日滚动撮合（已停止）', '默认申报')).toContain(
      '尚未选择挂牌角色的企业',
    );
    await waitFor(() => expect(course.calls).toEqual(['default 23']), wait);
    expect(
      await screen.findByText(
        '「3月多日滚动撮合（已停止）」已为未选择角色的企业写入默认角色',
        {},
        wait,
      ),
    ).toBeTruthy();
  });
});

describe('sessions and the live card of a rolling-matching round', { timeout: 60_000 }, () => {
  it('shows each session with its state and buttons; ends the running one and starts the next', async () => {
    const course = rollingCourse();
    rollingServer(course);
    renderAdmin(`/admin/course/${courseId}?round=22`);
    await screen.findByText('交易场次 · 3月滚动撮合', {}, wait);
    await screen.findByTestId('session-state-31', {}, wait);
    const sessionButtons = ['开始本场', '结束本场'];
    expect(screen.getByTestId('session-state-31').textContent).toBe('已结束');
    expect(screen.getByTestId('session-state-32').textContent).toBe('交易中');
    expect(screen.getByTestId('session-state-33').textContent).toBe('未开始');
    expect(steps(await row('3月滚动撮合第1场'), sessionButtons)).toEqual([false, false]);
    expect(steps(await row('3月滚动撮合第2场'), sessionButtons)).toEqual([false, true]);
    expect(steps(await row('3月滚动撮合第3场'), sessionButtons)).toEqual([true, false]);

    const text = await confirmStep('3月滚动撮合第2场', '结束本场');
    expect(text).toContain('系统将撤销「3月滚动撮合第2场」中所有未成交的委托和挂牌');
    await waitFor(
      () => expect(screen.getByTestId('session-state-32').textContent).toBe('已结束'),
      wait,
    );
    await confirmStep('3月滚动撮合第3场', '开始本场');
    await waitFor(
      () => expect(screen.getByTestId('session-state-33').textContent).toBe('交易中'),
      wait,
    );
    expect(course.calls).toEqual(['stop 32', 'open 33']);
  });

  it('adds a session under the proposed name, shown 未开始; a refusal stays in the dialog with the name', async () => {
    const course = rollingCourse();
    const market = rollingServer(course);
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      apiHttp.post('/api/app/round', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        if (refuse) {
          refuse = false;
          return response(400).json({
            error: { message: '该轮次已停止报价或已闭市，不能再新增场次' },
          });
        }
        market.sessions.push(session(34, body.name, 0, true));
        return response(200).json({ ...rolling(34, body.name, 0), parentId: 22 });
      }),
    );
    renderAdmin(`/admin/course/${courseId}?round=22`);
    await screen.findByTestId('session-state-33', {}, wait);
    const card = screen.getByText('交易场次 · 3月滚动撮合').closest('.ant-card') as HTMLElement;
    fireEvent.click(button(card, '新增场次') as HTMLButtonElement);
    const name = (await screen.findByLabelText('场次名称', {}, wait)) as HTMLInputElement;
    expect(name.value).toBe('3月滚动撮合第4场');
    const dialog = name.closest('.ant-modal') as HTMLElement;
    fireEvent.click(button(dialog, '新增') as HTMLButtonElement);
    expect(
      await within(dialog).findByText(
        '新增场次失败：该轮次已停止报价或已闭市，不能再新增场次',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(name.value).toBe('3月滚动撮合第4场');
    fireEvent.click(button(dialog, '新增') as HTMLButtonElement);
    await waitFor(
      () => expect(screen.getByTestId('session-state-34').textContent).toBe('未开始'),
      wait,
    );
    expect(bodies.at(-1)).toMatchObject({
      courseId,
      parentId: 22,
      name: '3月滚动撮合第4场',
      type: 3,
    });
  });

  it('offers 新增场次 on a round not opened yet that has no sessions', async () => {
    rollingServer(rollingCourse());
    renderAdmin(`/admin/course/${courseId}?round=21`);
    const card = (await screen.findByText('交易场次 · 4月滚动撮合（未开启）', {}, wait)).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByText(/本轮未分场次/)).toBeTruthy();
    expect(button(card, '新增场次')?.disabled).toBe(false);
  });

  it("words a refused session start as '<step>失败：<reason>'", async () => {
    const course = rollingCourse();
    const market = rollingServer(course);
    // Another browser ended the third session meanwhile: this page still offers to start it.
    renderAdmin(`/admin/course/${courseId}?round=22`);
    await screen.findByTestId('session-state-33', {}, wait);
    market.sessions = market.sessions.filter((s) => s.id !== 33);
    await confirmStep('3月滚动撮合第3场', '开始本场');
    expect((await screen.findByTestId('session-notice', {}, wait)).textContent).toBe(
      '开始本场失败：该轮次已停止报价或已结束，不能重新开启',
    );
  });

  it("shows declared prices in the round's own decimals, the average price at 2", async () => {
    rollingServer(rollingCourse(3));
    renderAdmin(`/admin/course/${courseId}?round=22`);
    await waitFor(
      () => expect(screen.getByTestId('best-bid-1-1').textContent).toBe('420.000'),
      wait,
    );
    expect(screen.getByTestId('trade-price').textContent).toBe('421.77 元/MWh');
  });

  it('shows trade count, volume and the books from the rows, and follows a push of its round only', async () => {
    const market = rollingServer(rollingCourse());
    const { push } = renderAdmin(`/admin/course/${courseId}?round=22`);
    await waitFor(() => expect(screen.getByTestId('trade-count').textContent).toBe('2'), wait);
    expect(screen.getByTestId('trade-volume').textContent).toBe('15.50 MWh');
    // (420 × 10 + 425 × 5.5) / 15.5 = 421.774…
    expect(screen.getByTestId('trade-price').textContent).toBe('421.77 元/MWh');
    // 甲省 peak: best bid 420 (two orders), best ask 425; 甲省 flat has bids only; 乙省 valley asks only.
    await waitFor(
      () => expect(screen.getByTestId('best-bid-1-1').textContent).toBe('420.00'),
      wait,
    );
    expect(screen.getByTestId('best-ask-1-1').textContent).toBe('425.00');
    expect(screen.getByTestId('bids-1-1').textContent).toBe(
      '420.00 × 10.00（2笔）415.00 × 5.00（1笔）',
    );
    expect(screen.getByTestId('asks-1-1').textContent).toBe(
      '425.00 × 2.00（1笔）430.00 × 8.00（1笔）',
    );
    expect(screen.getByTestId('best-ask-1-2').textContent).toBe('-');
    expect(screen.getByTestId('best-bid-2-3').textContent).toBe('-');
    const bookRow = screen.getByTestId('bids-1-1').closest('tr') as HTMLElement;
    expect(within(bookRow).getByText('甲省')).toBeTruthy();
    expect(within(bookRow).getByText('峰')).toBeTruthy();

    // A trade at 425 takes the best ask; the server's push names what changed.
    market.trades = [...market.trades, trade(3, 425, 2)];
    market.asks = market.asks.filter((l) => l.price !== 425);
    const reads = market.tradeReads;
    push.push('titan', 'OnDataChanged', {
      courseId,
      roundId: 99,
      operations: ['getListingTrades'],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(market.tradeReads).toBe(reads);
    expect(screen.getByTestId('trade-count').textContent).toBe('2');
    push.push('titan', 'OnDataChanged', {
      courseId,
      roundId: 22,
      operations: ['getSellOrders', 'getListingTrades'],
    });
    await waitFor(() => expect(screen.getByTestId('trade-count').textContent).toBe('3'), wait);
    expect(screen.getByTestId('trade-volume').textContent).toBe('17.50 MWh');
    await waitFor(
      () => expect(screen.getByTestId('best-ask-1-1').textContent).toBe('430.00'),
      wait,
    );
    // The page's refresh button reads the card again too.
    const before = market.tradeReads;
    fireEvent.click(button(document.body, '刷新') as HTMLButtonElement);
    await waitFor(() => expect(market.tradeReads).toBeGreaterThan(before), wait);
  });

  it('shows the open listings and the takes waiting on them in their books, live', async () => {
    const market = rollingServer(rollingCourse());
    // 甲省 flat has bids and a listing 150 MWh of takes wait for; 乙省 peak has only a listing.
    market.listings = [listing(41, 1, 2, 150), listing(42, 2, 1, 0)];
    const { push } = renderAdmin(`/admin/course/${courseId}?round=22`);
    await waitFor(
      () =>
        expect(screen.getByTestId('listings-1-2').textContent).toBe(
          '华鲁发电有限公司 卖出 380.00 × 50.00（摘牌待分配 150.00）',
        ),
      wait,
    );
    expect(screen.getByTestId('listings-2-1').textContent).toBe(
      '华鲁发电有限公司 卖出 380.00 × 50.00',
    );
    expect(screen.getByTestId('best-bid-2-1').textContent).toBe('-');
    expect(screen.getByTestId('pending-volume').textContent).toBe('150.00 MWh');
    // 甲省 peak and flat, 乙省 peak and valley.
    const books = screen.getByText('有委托的盘口').closest('tr') as HTMLElement;
    expect(within(books).getByText('4')).toBeTruthy();

    // Another take waits: the take's push names the listings.
    market.listings = [listing(41, 1, 2, 200), listing(42, 2, 1, 0)];
    push.push('titan', 'OnDataChanged', {
      courseId,
      roundId: 22,
      operations: ['getListingOrders'],
    });
    await waitFor(
      () => expect(screen.getByTestId('pending-volume').textContent).toBe('200.00 MWh'),
      wait,
    );
  });
});
