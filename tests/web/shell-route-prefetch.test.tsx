// The route-data prefetch (src/shell/routePrefetch.ts) against msw: opening a screen route with a held
// token starts the screen's first queries while the session checks are still out, the page shows
// those answers without asking again, and a 401 or another user's session leaves nothing behind.
import { QueryClient } from '@tanstack/react-query';
import { act, configure, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { course } from '../../src/api/testing/fixtures/course';
import { seller } from '../../src/api/testing/fixtures/enterprise';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { defaultRuntimeConfig } from '../../src/runtime/runtimeConfig';
import { claimQueryCache, type QueryCacheSlot } from '../../src/shell/queryCacheSlot';
import { prefetchRouteData } from '../../src/shell/routePrefetch';
import { startRoutePrefetch } from '../../src/shell/startRoutePrefetch';
import { saveToken, storageKeys } from '../../src/session/storage';
import { fakeRealtime, server, setupShellServer } from './shellHarness';

configure({ asyncUtilTimeout: 10_000 });
setupShellServer();
afterEach(() => server.events.removeAllListeners());

const round = responseFixtures.Round;

/** What the browser held from the last visit: token, course, round and enterprise. */
function holdSession(token = 't0k3n') {
  saveToken(token, 3600);
  localStorage.setItem(storageKeys.course, JSON.stringify({ course, args: {} }));
  localStorage.setItem(storageKeys.round, JSON.stringify(round));
  localStorage.setItem(storageKeys.enterprise, JSON.stringify(seller));
}

/** Every request's path (and query) in the order they went out. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url.pathname + url.search);
  });
  return seen;
}

/** A query client whose answers stay fresh through a slow test machine's render. */
const patientClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

const assetsPrefetch = (slot: QueryCacheSlot) => ({
  screen: 'user-assets',
  params: {},
  search: '',
  config: defaultRuntimeConfig,
  slot,
});

/** The screen's own course name is shown (the header shows it too, from the course state). */
function courseNameOnPage(): boolean {
  return screen
    .queryAllByText(course.name)
    .some((e) => e.getAttribute('data-testid') !== 'header-course');
}

/**
 * Answers a round that clears when `clear()` is called: before it the readiness check says not
 * generated and the own rows are empty, after it the check is ready and the seller's 峰 row is there.
 */
function answerClearing() {
  localStorage.setItem(storageKeys.rounds, JSON.stringify([{ ...round, status: 2 }]));
  let cleared = false;
  const status = () => (cleared ? 3 : 2);
  const ownRow = {
    roundId: round.id,
    objId: 1,
    objName: '峰',
    enterpriseId: seller.id,
    direction: 1,
    declaredVolume: 20,
    clearedVolume: 15,
    clearedPrice: 360,
  };
  server.use(
    http.get(
      `${testApiBaseUrl}/api/app/centerTradeGeneratorReport/centerTradeGeneratorResult/:id`,
      () => HttpResponse.json({ code: cleared ? 1 : 0, message: '' }),
    ),
    http.get(`${testApiBaseUrl}/api/app/centerTrade/results`, () =>
      HttpResponse.json(
        cleared
          ? { items: [ownRow], totalCount: 1, markets: [] }
          : { items: [], totalCount: 0, markets: [] },
      ),
    ),
    http.get(`${testApiBaseUrl}/api/app/roundApi/byCourse/:id`, () =>
      HttpResponse.json({ items: [{ ...round, status: status() }], totalCount: 1 }),
    ),
    http.get(`${testApiBaseUrl}/api/app/roundApi/:id`, () =>
      HttpResponse.json({ ...round, status: status() }),
    ),
  );
  return {
    clear: () => {
      cleared = true;
    },
  };
}

const resultPrefetch = (slot: QueryCacheSlot) =>
  prefetchRouteData({
    screen: 'user-centerTrade-result',
    params: { id: '0' },
    search: '?type=15',
    config: defaultRuntimeConfig,
    slot,
  });

/** Opens the result page with `slot`'s cache and a fake hub. */
function renderResultPage(slot: QueryCacheSlot) {
  window.history.replaceState(null, '', '/user/centerTradeResult/0?type=15');
  const realtime = fakeRealtime();
  render(
    <App runtimeConfig={defaultRuntimeConfig} queryCache={slot} createRealtime={() => realtime} />,
  );
  return realtime;
}

/** Clears the round, pushes its status and waits for the seller's own 峰 row. */
async function clearAndSeeOwnRow(realtime: ReturnType<typeof fakeRealtime>, clear: () => void) {
  clear();
  act(() => realtime.push('notice', 'OnReceiveNoticeMsg', course.id, '', 'updateRound'));
  const own = (await screen.findByText('本企业成交', { selector: '.ant-card-head-title' })).closest(
    '.ant-card',
  ) as HTMLElement;
  await expect
    .poll(() => own.querySelector('tr.ant-table-row')?.textContent ?? '', { timeout: 10_000 })
    .toContain('15.00');
}

describe('route-data prefetch', () => {
  it('asks for the screen data while the session checks are out, and the page reuses the answers', async () => {
    holdSession();
    const requests = recordRequests();
    // userinfo (a session check) answers only once the screen's data has been asked for.
    let releaseUserinfo: () => void = () => undefined;
    const userinfoHeld = new Promise<void>((resolve) => (releaseUserinfo = resolve));
    server.use(
      http.get(`${testApiBaseUrl}/api/app/user/userinfo`, async () => {
        await userinfoHeld;
        return HttpResponse.json(responseFixtures.UserInfo);
      }),
    );
    window.history.replaceState(null, '', '/user/assets');
    const slot: QueryCacheSlot = { client: patientClient(), owner: 't0k3n' };
    startRoutePrefetch(window.location, Promise.resolve(defaultRuntimeConfig), slot);
    render(
      <App
        runtimeConfig={defaultRuntimeConfig}
        queryCache={slot}
        createRealtime={() => fakeRealtime()}
      />,
    );
    const courseCall = `/api/app/course/${course.id}`;
    await expect.poll(() => requests.includes(courseCall), { timeout: 10_000 }).toBe(true);
    // The shell mounts as a transition (App.tsx), so its session check may leave a little after the
    // prefetch's calls; it is out while userinfo is still held, i.e. both run at once.
    await expect
      .poll(() => requests.includes('/api/app/user/userinfo'), { timeout: 10_000 })
      .toBe(true);
    expect(requests.filter((r) => r.startsWith('/api/app/enterprise/myEnterprise'))).toHaveLength(
      1,
    );
    releaseUserinfo();
    await expect.poll(courseNameOnPage, { timeout: 10_000 }).toBe(true);
    expect(requests.filter((r) => r === courseCall)).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('/api/app/enterprise/myEnterprise'))).toHaveLength(
      1,
    );
  });

  it("asks for the held round's status with the screen data, and the course actor reuses it", async () => {
    holdSession();
    const requests = recordRequests();
    let releaseUserinfo: () => void = () => undefined;
    const userinfoHeld = new Promise<void>((resolve) => (releaseUserinfo = resolve));
    server.use(
      http.get(`${testApiBaseUrl}/api/app/user/userinfo`, async () => {
        await userinfoHeld;
        return HttpResponse.json(responseFixtures.UserInfo);
      }),
    );
    window.history.replaceState(null, '', '/user/assets');
    const slot: QueryCacheSlot = { client: patientClient(), owner: 't0k3n' };
    // Started (its calls in the cache) before the app mounts, as main.tsx does in the browser.
    void prefetchRouteData(assetsPrefetch(slot));
    render(
      <App
        runtimeConfig={defaultRuntimeConfig}
        queryCache={slot}
        createRealtime={() => fakeRealtime()}
      />,
    );
    const roundCall = `/api/app/roundApi/${round.id}`;
    // Out before the session checks answer: without the prefetch it waits for them.
    await expect.poll(() => requests.includes(roundCall), { timeout: 10_000 }).toBe(true);
    releaseUserinfo();
    await expect.poll(courseNameOnPage, { timeout: 10_000 }).toBe(true);
    await delay(300);
    expect(requests.filter((r) => r === roundCall)).toHaveLength(1);
  });

  it("lets the opened page go on once the screen's own answers are in, while the round status is out", async () => {
    holdSession();
    let releaseRound: () => void = () => undefined;
    const roundHeld = new Promise<void>((resolve) => (releaseRound = resolve));
    server.use(
      http.get(`${testApiBaseUrl}/api/app/roundApi/:id`, async () => {
        await roundHeld;
        return HttpResponse.json(round);
      }),
    );
    const slot: QueryCacheSlot = { client: patientClient(), owner: 't0k3n' };
    startRoutePrefetch(
      { pathname: '/user/assets', search: '' },
      Promise.resolve(defaultRuntimeConfig),
      slot,
    );
    expect(slot.prefetch?.done).toBe(false);
    await slot.prefetch?.settled;
    expect(slot.prefetch?.done).toBe(true);
    const cached = slot.client?.getQueryCache().getAll() ?? [];
    // The screen's course answer is in; the held round status is still being fetched.
    expect(cached.some((q) => q.state.status === 'success')).toBe(true);
    const fetching = cached.filter((q) => q.state.fetchStatus === 'fetching');
    expect(fetching.map((q) => q.queryKey[1])).toContain('getRound');
    expect(fetching.every((q) => q.queryKey[1] !== 'getCourse')).toBe(true);
    releaseRound();
  });

  it('asks for the application settings with the screen data; the footer draws them from that answer, asked once', async () => {
    holdSession();
    const requests = recordRequests();
    server.use(
      http.get(`${testApiBaseUrl}/api/abp/application-configuration`, () =>
        HttpResponse.json({
          ...responseFixtures.ApplicationConfiguration,
          setting: { values: { 'App.CompanyName': '预取电力公司' } },
        }),
      ),
    );
    window.history.replaceState(null, '', '/user/assets');
    const slot: QueryCacheSlot = { client: patientClient(), owner: 't0k3n' };
    await prefetchRouteData(assetsPrefetch(slot));
    const settingsCall = '/api/abp/application-configuration';
    expect(requests.filter((r) => r === settingsCall)).toHaveLength(1);
    render(
      <App
        runtimeConfig={defaultRuntimeConfig}
        queryCache={slot}
        createRealtime={() => fakeRealtime()}
      />,
    );
    expect(await screen.findByText(/预取电力公司/)).toBeTruthy();
    await delay(300);
    // The app's settings provider joined the prefetch's answer instead of asking again.
    expect(requests.filter((r) => r === settingsCall)).toHaveLength(1);
  });

  it("starts a result page's readiness check and rows for the round its selector will choose, and the page reuses them", async () => {
    holdSession();
    localStorage.setItem(storageKeys.rounds, JSON.stringify([round]));
    const requests = recordRequests();
    let releaseUserinfo: () => void = () => undefined;
    const userinfoHeld = new Promise<void>((resolve) => (releaseUserinfo = resolve));
    server.use(
      http.get(`${testApiBaseUrl}/api/app/user/userinfo`, async () => {
        await userinfoHeld;
        return HttpResponse.json(responseFixtures.UserInfo);
      }),
    );
    const check = `/api/app/centerTradeGeneratorReport/centerTradeGeneratorResult/${round.id}`;
    const slot: QueryCacheSlot = { client: null };
    // The selector's own round is 0 in the link, so it opens on the held round (type 15).
    await prefetchRouteData({
      screen: 'user-centerTrade-result',
      params: { id: '0' },
      search: '?type=15',
      config: defaultRuntimeConfig,
      slot,
    });
    expect(requests).toContain(check);
    expect(requests).not.toContain('/api/app/user/userinfo');
    window.history.replaceState(null, '', '/user/centerTradeResult/0?type=15');
    render(
      <App
        runtimeConfig={defaultRuntimeConfig}
        queryCache={slot}
        createRealtime={() => fakeRealtime()}
      />,
    );
    releaseUserinfo();
    expect(await screen.findByText('市场出清')).toBeTruthy();
    expect(requests.filter((r) => r === check)).toHaveLength(1);
  });

  it('shows the own rows the clearing push brings on a result page that loaded before the clearing', async () => {
    holdSession();
    const { clear } = answerClearing();
    // The prefetch asks for the check and the rows together, before the clearing: rows are empty.
    // The patient cache keeps them fresh however slowly this machine renders (the app's keeps 5 s).
    const slot: QueryCacheSlot = { client: patientClient(), owner: 't0k3n' };
    await resultPrefetch(slot);
    const realtime = renderResultPage(slot);
    expect(await screen.findByText('集中竞价结果尚未生成，请稍后查询')).toBeTruthy();
    // The clearing and its push come well within the cache's fresh time of the empty rows.
    await clearAndSeeOwnRow(realtime, clear);
  }, 20_000);

  it('shows them too when the prefetch answered after the page had checked by itself', async () => {
    holdSession();
    const { clear } = answerClearing();
    const slot: QueryCacheSlot = { client: patientClient(), owner: 't0k3n' };
    const realtime = renderResultPage(slot);
    expect(await screen.findByText('集中竞价结果尚未生成，请稍后查询')).toBeTruthy();
    // A late prefetch (its chunk came after the page's check) leaves a not-ready check and empty
    // rows in the cache: the check after the clearing push must not take them.
    await resultPrefetch(slot);
    await clearAndSeeOwnRow(realtime, clear);
  }, 20_000);

  it('drops a 401 answer without clearing the session, so the app handles the token as usual', async () => {
    holdSession();
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course/:id`, () =>
        HttpResponse.json({ error: { message: '未登录' } }, { status: 401 }),
      ),
    );
    const slot: QueryCacheSlot = { client: null };
    await prefetchRouteData(assetsPrefetch(slot));
    const cached = slot.client?.getQueryCache().findAll({ queryKey: ['operation', 'getCourse'] });
    expect(cached).toEqual([]);
    // The answers that did come stay; the quiet client did not log anyone out.
    expect(
      slot.client?.getQueryCache().findAll({ queryKey: ['operation', 'getMyEnterprises'] }),
    ).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.token)).toBe('t0k3n');
  });

  it('never shows answers fetched under another token', async () => {
    holdSession('first-user');
    const slot: QueryCacheSlot = { client: null };
    await prefetchRouteData(assetsPrefetch(slot));
    expect(slot.client?.getQueryCache().getAll().length).toBeGreaterThan(0);
    const client = claimQueryCache(slot, 'second-user', patientClient);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('drops an answer that arrives after another session took the cache', async () => {
    holdSession('first-user');
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course/:id`, async () => {
        await delay(200);
        return HttpResponse.json(course);
      }),
    );
    const slot: QueryCacheSlot = { client: null };
    const running = prefetchRouteData(assetsPrefetch(slot));
    await delay(50);
    claimQueryCache(slot, 'second-user', patientClient);
    await running;
    expect(slot.client?.getQueryCache().findAll({ queryKey: ['operation', 'getCourse'] })).toEqual(
      [],
    );
  });

  it('asks for nothing without a held token, or with an expired one', async () => {
    const requests = recordRequests();
    const slot: QueryCacheSlot = { client: null };
    holdSession();
    localStorage.removeItem(storageKeys.token);
    await prefetchRouteData(assetsPrefetch(slot));
    saveToken('old', 60, Date.now() - 120_000);
    await prefetchRouteData(assetsPrefetch(slot));
    expect(requests).toEqual([]);
    expect(slot.client).toBeNull();
  });
});
