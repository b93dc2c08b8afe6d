// Shared set-up of the data panel and monitor screen tests: builders of the course overview and the
// enterprise's trades (getCourseOverview, getMyTrades), answered through msw, and the course state of
// a trainee inside the course whose rounds the overview describes.
import { http, HttpResponse } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { course } from '../../src/api/testing/fixtures/course';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { interRound, openRound, storeCourseState } from './centerTradeHarness';
import { server } from './shellHarness';

type Schemas = components['schemas'];
export type RoundOverview = Schemas['RoundOverview'];
export type MyTrade = Schemas['MyTrade'];

/** A bilateral round of the course (type 1, intra-provincial, quotation stopped). */
export const bilateralRound: Schemas['Round'] = {
  ...openRound,
  id: openRound.id + 20,
  name: '6 月双边协商',
  type: 1,
  status: 2,
};

/** Stores the trainee's course state with the intra, inter and bilateral rounds. */
export function storeOverviewCourse(): void {
  storeCourseState({ rounds: [openRound, interRound, bilateralRound] });
}

/**
 * A round of the overview; the figures default to an uncleared round with 3 of 8 declared. A cleared
 * round's volume is in its own series unless `over` splits it.
 */
export function roundOverview(
  round: Schemas['Round'],
  over: Partial<RoundOverview>,
): RoundOverview {
  const inter = round.isInterProvincial;
  const figures: RoundOverview = {
    id: round.id,
    name: round.name,
    type: round.type,
    tradeType: round.type + (inter ? 100 : 0),
    tradeTypeName: `${inter ? '省间' : '省内'}${round.type === 1 ? '双边协商' : '集中竞价'}`,
    isInterProvincial: inter,
    status: round.status,
    year: round.year,
    month: round.month,
    day: null,
    cycle: round.cycle,
    enterpriseCount: 8,
    declaredCount: 3,
    clearedVolume: 0,
    averagePrice: null,
    money: 0,
    series: [],
    ...over,
  };
  if (over.series || figures.clearedVolume === 0) return figures;
  const { tradeType, tradeTypeName, clearedVolume, money } = figures;
  return { ...figures, series: [{ tradeType, tradeTypeName, clearedVolume, money }] };
}

/** The overview of the test course with these rounds. */
export function overviewOf(rounds: RoundOverview[]): Schemas['CourseOverview'] {
  return {
    courseId: course.id,
    courseName: course.name,
    traineeCount: 12,
    enterpriseCount: 8,
    rounds,
  };
}

/** A trade of the enterprise; money is volume × price. */
export function trade(
  round: Schemas['Round'],
  direction: 0 | 1,
  timeId: number,
  volume: number,
  price: number,
): MyTrade {
  const inter = round.isInterProvincial;
  return {
    id: `${round.id}-1-${direction}-${timeId}`,
    roundId: round.id,
    roundName: round.name,
    tradeType: round.type + (inter ? 100 : 0),
    tradeTypeName: `${inter ? '省间' : '省内'}${round.type === 1 ? '双边协商' : '集中竞价'}`,
    year: round.year,
    month: round.month,
    firstDay: 1,
    lastDay: 30,
    unitId: 1,
    unitName: '东方 1 号机组',
    direction,
    timeId,
    timeName: ['峰', '平', '谷'][timeId - 1] ?? '全天',
    volume,
    price,
    money: volume * price,
  };
}

/** Answers getCourseOverview with `overview`; returns the count of calls made. */
export function answerOverview(overview: Schemas['CourseOverview']): { calls: number } {
  const counter = { calls: 0 };
  server.use(
    http.get(`${testApiBaseUrl}/api/app/course/:id/overview`, () => {
      counter.calls += 1;
      return HttpResponse.json(overview);
    }),
  );
  return counter;
}

/** Answers getMyTrades with `items`. */
export function answerTrades(items: MyTrade[]): void {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/trade/mine`, () =>
      HttpResponse.json({ items, totalCount: items.length }),
    ),
  );
}

/** Answers GET `path` with an ABP error carrying `message`. */
export function answerError(path: string, message: string, status = 500): void {
  server.use(
    http.get(`${testApiBaseUrl}${path}`, () =>
      HttpResponse.json({ error: { code: null, message, details: null } }, { status }),
    ),
  );
}
