// The steps of a day-ahead spot round that several API tests walk through before checking what they are
// about: a new opened round of a June day and a teacher's clearing stage run to its end in the worker.
import { expect } from 'vitest';
import { call, expectContractOk, type ApiWorld } from './apiHarness';
import { openNewRound } from './centerTradeSteps';

export type SpotStage = 'pre' | 'interProvincial' | 'formal';

/** Creates the day-ahead round of 2026-06-`day` (named as the teacher's form names it) and opens it. */
export function openSpotRound(w: ApiWorld, day: number): Promise<number> {
  const name = `2026年6月${day}日日前现货`;
  return openNewRound(w, { name, type: 11, cycle: 3, year: 2026, month: 6, day });
}

/**
 * Waits for the stage's stored row to leave 'being generated' (state 2), expects it done (1), and
 * returns its stored result text.
 */
export async function waitForSpotStage(
  w: ApiWorld,
  roundId: number,
  stage: SpotStage,
): Promise<string | null> {
  for (let i = 0; i < 300; i++) {
    const row = await w.db
      .selectFrom('spot_clearing')
      .selectAll()
      .where('roundId', '=', roundId)
      .where('stage', '=', stage)
      .executeTakeFirst();
    if (row && row.state !== 2) {
      expect(row.state, row.message ?? '').toBe(1);
      return row.result;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${stage} did not finish`);
}

/** The teacher runs a clearing stage; waits for it as waitForSpotStage does. */
export async function runSpotStage(
  w: ApiWorld,
  roundId: number,
  stage: SpotStage,
): Promise<string | null> {
  expectContractOk(
    'runSpotClearingStage',
    await call(w.app, 'runSpotClearingStage', {
      token: w.tokens.teacher,
      params: { id: roundId, stage },
    }),
  );
  return waitForSpotStage(w, roundId, stage);
}
