// Shared set-up of the centralised-bidding screen tests: the whole app against msw's contract handlers,
// with the course, rounds, current round and enterprise stored as a trainee who entered the course has them.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { course } from '../../src/api/testing/fixtures/course';
import { buyer, seller } from '../../src/api/testing/fixtures/enterprise';
import { round } from '../../src/api/testing/fixtures/round';
import { ids } from '../../src/api/testing/fixtures/shared';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { storageKeys } from '../../src/session/storage';
import { server } from './shellHarness';

type Schemas = components['schemas'];

export { buyer, seller, ids };

/** The open intra-provincial round of the tests: status 0, quotas on, prices 0–1500 with 2 decimals. */
export const openRound: Schemas['Round'] = {
  ...round,
  status: 0,
  declarationRules: { ...round.declarationRules!, volumeDecimals: 2 },
};

/** The inter-provincial round of the tests. */
export const interRound: Schemas['Round'] = {
  ...openRound,
  id: ids.roundId + 10,
  name: '6 月省间集中竞价',
  isInterProvincial: true,
};

/** Stores what a trainee inside the course has: course, rounds, current round and enterprise. */
export function storeCourseState(state: {
  rounds?: Schemas['Round'][];
  round?: Schemas['Round'] | null;
  enterprise?: Schemas['Enterprise'] | null;
}): void {
  const rounds = state.rounds ?? [openRound];
  localStorage.setItem(storageKeys.course, JSON.stringify({ course, args: {} }));
  localStorage.setItem(storageKeys.rounds, JSON.stringify(rounds));
  const current = state.round === undefined ? rounds[0] : state.round;
  if (current) localStorage.setItem(storageKeys.round, JSON.stringify(current));
  const enterprise = state.enterprise === undefined ? seller : state.enterprise;
  if (enterprise) localStorage.setItem(storageKeys.enterprise, JSON.stringify(enterprise));
}

/** Answers GET `path` (under the API base) with `body` for the rest of the test. */
export function answerGet(path: string, body: JsonBodyType): void {
  server.use(http.get(`${testApiBaseUrl}${path}`, () => HttpResponse.json(body)));
}

/** Wraps items in the list shape. */
export function list<T>(items: T[]): { items: T[]; totalCount: number } {
  return { items, totalCount: items.length };
}

/** A quota row of the test round's month. */
export function quota(timeId: number, obj: 0 | 1, upper: number, used: number): Schemas['Quota'] {
  return {
    id: timeId * 10 + obj + upper,
    courseId: ids.courseId,
    roundId: openRound.id,
    obj,
    month: openRound.month,
    timeId,
    entityId: ids.sellerId,
    upper,
    used,
    freezed: 0,
  };
}

/** An ABP 400 answer with a message and the members it names. */
export function badRequest(message: string, members: string[] = []) {
  return HttpResponse.json(
    {
      error: {
        code: 'ValidationError',
        message,
        validationErrors: members.length ? [{ message, members }] : null,
      },
    },
    { status: 400 },
  );
}

/** Wait options for screens that load several calls. */
export const wait = { timeout: 8000 };
