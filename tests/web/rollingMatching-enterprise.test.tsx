// The rolling-matching pages of a trainee acting for its second enterprise (a group's 江苏 plant): every
// call of the trade and result screens names that enterprise, so the server answers that plant's
// province (book, listings, tape) instead of falling back to the trainee's first plant.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { answerGet, list, seller, storeCourseState } from './centerTradeHarness';
import { answerMarket, hourlyRound, monthlyRound } from './rollingMatchingHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
const wait = { timeout: 20_000 };

/** The group's second plant, in another province. */
const jiangsuPlant = { ...seller, id: seller.id + 100, name: '江苏分公司', province: '2' };

/** Records the query of every GET of the given paths (answering an empty list). */
function recordQueries(paths: readonly string[]): Map<string, URLSearchParams[]> {
  const seen = new Map<string, URLSearchParams[]>(paths.map((p) => [p, []]));
  for (const path of paths) {
    server.use(
      http.get(`${testApiBaseUrl}${path}`, ({ request }) => {
        seen.get(path)!.push(new URL(request.url).searchParams);
        return HttpResponse.json(list([]));
      }),
    );
  }
  return seen;
}

/** Opens `page` as the trainee acting for its 江苏 plant. */
function openAsJiangsu(page: string) {
  answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller, jiangsuPlant]));
  storeCourseState({
    rounds: [monthlyRound, hourlyRound],
    round: monthlyRound,
    enterprise: jiangsuPlant,
  });
  renderApp(page);
}

const marketPaths = [
  '/api/app/listing/sellOrders',
  '/api/app/listing/buyOrders',
  '/api/app/listing',
  '/api/app/listing/trades',
] as const;

describe('a trainee acting for its second enterprise', () => {
  it('asks for that enterprise’s book, listings and trades on the trade page', slow, async () => {
    answerMarket({});
    const seen = recordQueries(marketPaths);
    openAsJiangsu(`/user/compound/${monthlyRound.id}?isTrade=1&type=3&cycle=1`);
    await screen.findByText('提交委托', {}, { timeout: 45_000 });
    await waitFor(() => {
      for (const path of marketPaths) expect(seen.get(path)!.length, path).toBeGreaterThan(0);
    }, wait);
    for (const path of marketPaths) {
      const asked = seen.get(path)!.map((q) => q.get('enterpriseId'));
      expect(new Set(asked), path).toEqual(new Set([String(jiangsuPlant.id)]));
    }
  });

  it('asks for its own trades and its province’s tape on the result page', slow, async () => {
    answerGet(`/api/app/resultReadiness/rollingMatching/${monthlyRound.id}`, {
      code: 1,
      message: '',
    });
    const seen = recordQueries(['/api/app/listing/trades']);
    openAsJiangsu(`/user/compoundResult/${monthlyRound.id}?type=3&cycle=1`);
    await screen.findByText('市场成交汇总', {}, { timeout: 45_000 });
    const trades = seen.get('/api/app/listing/trades')!;
    await waitFor(() => expect(trades.length).toBeGreaterThanOrEqual(2), wait);
    const asked = trades.map((q) => `${q.get('enterpriseId')}:${q.get('own')}`);
    // 本企业成交明细 lists the plant's own trades, 市场成交汇总 its province's.
    expect(new Set(asked)).toEqual(new Set([`${jiangsuPlant.id}:true`, `${jiangsuPlant.id}:null`]));
  });
});
