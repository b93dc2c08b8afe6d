// @vitest-environment jsdom
// index.html's early script with a held token (public/app-config-early.js, given the plan the build
// writes: scripts/earlyRequests.ts) and the app's side (earlyAnswers.ts): which calls the script starts
// for a route, and that the app's client takes each answer once, for the same URL and token only, and
// asks itself otherwise (always once the route prefetch settled); a 401 answer still ends the session.
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { course } from '../api/testing/fixtures/course';
import { responseFixtures } from '../api/testing/fixtures';
import { seller } from '../api/testing/fixtures/enterprise';
import { saveToken, storageKeys } from '../session/storage';
import type { QueryCacheSlot } from '../shell/queryCacheSlot';
import { prefetchRouteData } from '../shell/routePrefetch';
import { startRoutePrefetch } from '../shell/startRoutePrefetch';
import { operationKey } from '../engine/query/queryClient';
import { earlyAnswerMaxAge, takeEarlyAnswer } from './earlyAnswers';
import { loadRuntimeConfig } from './runtimeConfig';
import {
  cleanUpEarlyScript,
  earlyApi as api,
  holdSession,
  runEarlyScript,
  stubNetwork as network,
  type SentRequest as Sent,
} from './testing/earlyScript';

const round = responseFixtures.Round;
const holder = globalThis as { __earlyRequests?: unknown };

const urls = (sent: Sent[]) => sent.map((s) => s.url).sort();

beforeEach(() => localStorage.clear());
afterEach(cleanUpEarlyScript);

/** The app's API client as signed in with the held token. */
const appClient = () =>
  createApiClient({
    baseUrl: api,
    getToken: () => 't0k3n',
    notifier: { notify: vi.fn(), openModal: () => ({ close: vi.fn() }) },
    onUnauthorized: vi.fn(),
  });

describe('the early script’s data calls', () => {
  it('starts the assets page’s calls and the layout’s with the held token, at the configured API', async () => {
    holdSession();
    const sent = network();
    await runEarlyScript('/user/assets');
    expect(urls(sent)).toEqual(
      [
        `${api}/api/abp/application-configuration`,
        `${api}/api/app/course/${course.id}`,
        `${api}/api/app/enterprise/myEnterprise?courseId=${course.id}&roundId=${round.id}`,
        `${api}/api/app/roundApi/${round.id}`,
      ].sort(),
    );
    expect(sent.every((s) => s.authorization === 'Bearer t0k3n' && s.language === 'zh-CN')).toBe(
      true,
    );
  });

  it('starts the opened disclosure tab’s table call', async () => {
    holdSession();
    const sent = network();
    await runEarlyScript('/user/reportHelp/detail/2/generator-info');
    expect(urls(sent)).toContain(
      `${api}/api/app/enterprise/generatorInfo?courseId=${course.id}&roundId=${round.id}`,
    );
  });

  it('starts 线路稳定限额’s day-ahead limits in the day-ahead group, the whole period’s elsewhere', async () => {
    const limits = async (index: number) => {
      localStorage.clear();
      holdSession();
      const sent = network();
      await runEarlyScript(`/user/reportHelp/detail/${index}/limit-info`);
      delete holder.__earlyRequests;
      return urls(sent).filter((url) => /sceneProvinceLimit/.test(url));
    };
    expect(await limits(2)).toEqual([`${api}/api/app/sceneProvinceLimit/daLimits/${course.id}`]);
    expect(await limits(1)).toEqual([
      `${api}/api/app/sceneProvinceLimit/centerLimits/${course.id}`,
    ]);
  });

  it('starts a result page’s check and rows for the round its selector opens on', async () => {
    // Held rounds: the held current one (an intra-provincial bid), an inter-provincial bid, a spot round.
    const interProvincial = { ...round, id: 901, isInterProvincial: true };
    const intraProvincial = { ...round, id: 902 };
    const spot = { ...round, id: 903, type: 11 };
    const check = (id: number) =>
      `${api}/api/app/centerTradeGeneratorReport/centerTradeGeneratorResult/${id}`;
    const rows = (id: number) =>
      `${api}/api/app/centerTrade/results?enterpriseId=${seller.id}&roundId=${id}`;
    const opened = async (address: string, current: object) => {
      localStorage.clear();
      holdSession();
      localStorage.setItem(storageKeys.round, JSON.stringify(current));
      localStorage.setItem(
        storageKeys.rounds,
        JSON.stringify([spot, interProvincial, round, intraProvincial]),
      );
      const sent = network();
      await runEarlyScript(address);
      delete holder.__earlyRequests;
      return urls(sent).filter((url) => /centerTrade/.test(url));
    };
    // The held current round when the page offers it, as the selector chooses (roundFilter.ts).
    expect(await opened('/user/centerTradeResult/0?type=15', round)).toEqual(
      [check(round.id), rows(round.id)].sort(),
    );
    // The linked round first.
    expect(await opened(`/user/centerTradeResult/${intraProvincial.id}`, round)).toEqual(
      [check(intraProvincial.id), rows(intraProvincial.id)].sort(),
    );
    // A current round the page does not offer (a spot round): the first offered.
    expect(await opened('/user/centerTradeResult/0', spot)).toEqual(
      [check(round.id), rows(round.id)].sort(),
    );
    // The inter-provincial page offers the inter-provincial round only.
    const province = await opened('/user/centerTradeProvinceResult/0', round);
    expect(province).toHaveLength(2);
    for (const url of province) expect(url).toContain(`roundId=${interProvincial.id}`);
  });

  it('starts the 省间现货 result check for an inter-provincial spot day, though the current round is a provincial one', async () => {
    const provincialDay = { ...round, id: 911, type: 11 };
    const interDay = { ...round, id: 912, type: 11, isInterProvincial: true };
    holdSession();
    localStorage.setItem(storageKeys.round, JSON.stringify(provincialDay));
    localStorage.setItem(storageKeys.rounds, JSON.stringify([provincialDay, interDay]));
    const sent = network();
    await runEarlyScript('/user/sellerProvinceResult/0?isProvince=1&type=11');
    const checks = urls(sent).filter((url) => /provincialStatus/.test(url));
    expect(checks).toEqual([`${api}/api/app/dAScucCurve/provincialStatus/${interDay.id}`]);
  });

  it('asks nothing with the token on the login page, with an expired token or without one', async () => {
    const sent = network();
    await runEarlyScript('/user/assets');
    // Without a token only the login page's settings go out, without Authorization (appSettingsRequest).
    expect(sent.map((s) => [s.url, s.authorization])).toEqual([
      [`${api}/api/abp/application-configuration`, null],
    ]);
    sent.length = 0;
    saveToken('old', -10);
    await runEarlyScript('/user/assets');
    holdSession();
    await runEarlyScript('/user/login');
    expect(sent).toEqual([]);
  });

  it('leaves the calls whose parameters are not held to the app', async () => {
    holdSession();
    localStorage.removeItem(storageKeys.course);
    localStorage.removeItem(storageKeys.round);
    const sent = network();
    await runEarlyScript('/user/assets');
    expect(urls(sent)).toEqual([`${api}/api/abp/application-configuration`]);
  });
});

describe('the app taking the early answers', () => {
  const slotAndPrefetch = async (screen: string, params: Record<string, string>) => {
    const slot: QueryCacheSlot = { client: null };
    await prefetchRouteData({
      screen,
      params,
      search: '',
      config: await loadRuntimeConfig(),
      slot,
    });
    return slot.client as QueryClient;
  };

  it('the route prefetch takes every early answer instead of asking, and a later call asks', async () => {
    holdSession();
    const sent = network();
    await runEarlyScript('/user/assets');
    const early = urls(sent);
    const client = await slotAndPrefetch('user-assets', {});
    // Nothing asked twice: the prefetch's calls were the early script's.
    expect(urls(sent)).toEqual(early);
    expect(client.getQueryCache().getAll()).toHaveLength(early.length);
    for (const query of client.getQueryCache().getAll()) expect(query.state.status).toBe('success');
    // The same call again (a refresh) reaches the server.
    const app = appClient();
    await app.GET('/api/app/course/{id}', { params: { path: { id: course.id } } });
    expect(urls(sent)).toEqual([...early, `${api}/api/app/course/${course.id}`].sort());
  });

  it('a result page’s check counts as asked when the early script sent it, and is not asked twice', async () => {
    holdSession();
    localStorage.setItem(storageKeys.rounds, JSON.stringify([round]));
    const sent = network();
    await runEarlyScript('/user/centerTradeResult/0?type=15');
    const early = urls(sent);
    const sentAt = Date.now();
    // The page's scripts arrive later.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const client = await slotAndPrefetch('user-centerTrade-result', { id: '0' });
    expect(urls(sent)).toEqual(early);
    const check = client
      .getQueryCache()
      .find({ queryKey: operationKey('getCenterTradeResultStatus', { roundId: round.id }) });
    expect(check?.state.status).toBe('success');
    // The display delay (spec section 9) has spent the time since the early call left.
    expect(check?.meta?.['askedAt']).toBeLessThanOrEqual(sentAt);
  });

  it('once the route prefetch settled, an answer it did not take is not handed to a later call', async () => {
    // The early script opens the result page on the held current round; before the prefetch runs the
    // app holds another one (its selector chose it), so the prefetch asks for that round's calls.
    const other = { ...round, id: 902 };
    holdSession();
    localStorage.setItem(storageKeys.rounds, JSON.stringify([round, other]));
    const sent = network();
    await runEarlyScript('/user/centerTradeResult/0?type=15');
    const rowsUrl = `${api}/api/app/centerTrade/results?enterpriseId=${seller.id}&roundId=${round.id}`;
    expect(urls(sent)).toContain(rowsUrl);
    localStorage.setItem(storageKeys.round, JSON.stringify(other));
    await slotAndPrefetch('user-centerTrade-result', { id: '0' });
    sent.length = 0;
    // Later (a clearing push made the result ready) the page asks for the first round's rows: the
    // server answers, not the rows the early script got before the clearing.
    const app = appClient();
    await app.GET('/api/app/centerTrade/results', {
      params: { query: { enterpriseId: seller.id, roundId: round.id } },
    });
    expect(urls(sent)).toEqual([rowsUrl]);
  });

  it('when the route prefetch cannot run, a later call asks the server', async () => {
    holdSession();
    const sent = network();
    await runEarlyScript('/user/assets');
    // The configuration did not load (as when the prefetch chunk does not): nothing takes the answers.
    const slot: QueryCacheSlot = { client: null };
    startRoutePrefetch(window.location, Promise.reject(new Error('offline')), slot);
    await slot.prefetch?.settled;
    sent.length = 0;
    const app = appClient();
    await app.GET('/api/app/course/{id}', { params: { path: { id: course.id } } });
    expect(urls(sent)).toEqual([`${api}/api/app/course/${course.id}`]);
  });

  it('does not hand an answer to another token, and asks itself when the early request failed', async () => {
    holdSession();
    network();
    await runEarlyScript('/user/assets');
    const courseCall = (token: string) =>
      new Request(`${api}/api/app/course/${course.id}`, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'zh-CN' },
      });
    expect(takeEarlyAnswer(courseCall('someone-else'))).toBeUndefined();
    const same = courseCall('t0k3n');
    // Past its age, nothing is handed out.
    expect(takeEarlyAnswer(same, Date.now() + earlyAnswerMaxAge + 1)).toBeUndefined();

    delete holder.__earlyRequests;
    holdSession();
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      String(input).endsWith('/app-config.json')
        ? Promise.resolve(new Response(JSON.stringify({ apiBaseUrl: api })))
        : Promise.reject(new TypeError('offline')),
    );
    await runEarlyScript('/user/assets');
    const failed = takeEarlyAnswer(same);
    expect(failed).toBeDefined();
    await expect(failed).resolves.toBeUndefined();
    // Taken once: the next call of that URL finds nothing.
    expect(takeEarlyAnswer(same)).toBeUndefined();
  });

  it('a 401 early answer still ends the session through the app’s client', async () => {
    holdSession();
    const sent = network(401);
    await runEarlyScript('/user/assets');
    const early = sent.length;
    const onUnauthorized = vi.fn();
    const app = createApiClient({
      baseUrl: api,
      getToken: () => 't0k3n',
      notifier: { notify: vi.fn(), openModal: () => ({ close: vi.fn() }) },
      onUnauthorized,
      isLoginPage: () => false,
    });
    const { response } = await app.GET('/api/app/roundApi/{id}', {
      params: { path: { id: round.id } },
    });
    expect(response.status).toBe(401);
    expect(sent).toHaveLength(early);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
