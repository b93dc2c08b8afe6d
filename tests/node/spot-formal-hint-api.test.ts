// The formal clearing of a day-ahead round starts from the pre-clearing's congested line-slots (its limit
// hint, `preClearingHint` in server/domain/spot/spotClearingRun.ts). The hint never changes a result, so
// the only way to see it is what the stage hands the worker: the shared runner's `clearJson` is watched
// (and still runs), and the formal call's hint must equal the congestion the stored pre-clearing shows.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { call, openApiWorld, type ApiWorld } from './apiHarness';
import { sellerUnitIds } from './centerTradeSteps';
import { openSpotRound, runSpotStage } from './spotSteps';
import { spotRunner } from '../../server/domain/spot/spotRunnerShared';
import { limitHintOf } from '../../server/market/spot/spotClearing';
import type { SpotResult } from '../../server/market/spot/spotTypes';

let w: ApiWorld;
let roundId: number;

beforeAll(async () => {
  w = await openApiWorld();
  roundId = await openSpotRound(w, 2);
  // Tight line limits, so the day has congestion: an empty hint would pass for a missing one.
  const { sceneId } = await w.db
    .selectFrom('course')
    .select('sceneId')
    .where('id', '=', w.courseId)
    .executeTakeFirstOrThrow();
  await w.db
    .updateTable('scene_line')
    .set({ limitMw: 50 })
    .where('sceneId', '=', sceneId)
    .execute();
  // The seller's units at the floor price: whatever the grid, they run at capacity where they can.
  for (const unitId of await sellerUnitIds(w)) {
    const unit = await w.db
      .selectFrom('generator_unit')
      .select('capacityMw')
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    await call(w.app, 'submitDayAheadOffer', {
      token: w.tokens.seller,
      body: { roundId, unitId, steps: [{ volume: unit.capacityMw, price: 0 }] },
    });
  }
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await w.dispose();
});

/** Runs a stage to its end; returns the stored result. */
async function runStage(stage: 'pre' | 'interProvincial' | 'formal'): Promise<SpotResult> {
  const stored = await runSpotStage(w, roundId, stage);
  return (JSON.parse(stored ?? '{}') as { result: SpotResult }).result;
}

it("hands the formal clearing the pre-clearing's congested line-slots as its limit hint", async () => {
  const clearJson = vi.spyOn(spotRunner(), 'clearJson');
  const pre = await runStage('pre');
  expect(clearJson).toHaveBeenCalledTimes(1);
  expect(clearJson.mock.calls[0]?.[2]).toBeUndefined();
  const congested = limitHintOf(pre);
  await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
  // The inter-provincial session comes between (its lines are the channels: no hint of its own).
  await runStage('interProvincial');
  expect(clearJson.mock.calls[1]?.[2]).toBeUndefined();
  await runStage('formal');
  expect(clearJson).toHaveBeenCalledTimes(3);
  const hint = clearJson.mock.calls[2]?.[2];
  expect(hint).toBeInstanceOf(Map);
  expect(Object.fromEntries(hint ?? [])).toEqual(Object.fromEntries(congested));
  expect([...congested.values()].flat().length).toBeGreaterThan(0);
}, 120_000);
