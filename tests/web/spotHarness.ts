// Shared set-up of the day-ahead spot screen tests: an open type-11 round (and the previous day's), the
// trainee's course state stored as after entering the course, and the round answered afresh.
import { http, HttpResponse } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { spotRound } from '../../src/api/testing/fixtures/round';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { answerGet, list, seller, storeCourseState } from './centerTradeHarness';
import { server } from './shellHarness';

type Schemas = components['schemas'];

/** The open day-ahead round of the tests (15 June). */
export const openSpot: Schemas['Round'] = { ...spotRound, status: 0 };
/** The day before's day-ahead round (14 June), whose offers "复制上一日报价" copies. */
export const previousSpot: Schemas['Round'] = {
  ...spotRound,
  id: spotRound.id - 1,
  name: '6 月 14 日日前现货',
  day: 14,
  startDay: 14,
  endDay: 14,
  status: 3,
};

/** Stores the course state of `enterprise` in `round` and answers the round and enterprise calls. */
export function enterSpot(
  enterprise: Schemas['Enterprise'] = seller,
  round: Schemas['Round'] = openSpot,
): void {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/roundApi/:id`, ({ params }) =>
      HttpResponse.json(Number(params.id) === round.id ? round : previousSpot),
    ),
  );
  answerGet('/api/app/enterpriseApi/courseEnterprise', list([enterprise]));
  storeCourseState({ rounds: [round, previousSpot], round, enterprise });
}
