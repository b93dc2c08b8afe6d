// Runs one clearing stage of a day-ahead round (pre-clearing, inter-provincial, formal) in the worker
// thread: the stage is marked 'being generated' in its own commit, the request returns at once, and the
// result is stored when the worker answers (or the state goes back to 'not generated' with the error).
import { HttpError } from '../../auth/identity';
import { getCourseRow } from '../access';
import { limitHintOf } from '../../market/spot/spotClearing';
import type { LimitHint } from '../../market/spot/spotModel';
import type { SpotResult } from '../../market/spot/spotTypes';
import { nowIso, type Db } from '../db';
import { advanceRoundStatus, roundStatus, type RoundRow } from '../rounds';
import { spotStageInput, type SpotStage } from './spotInput';
import { spotRunner } from './spotRunnerShared';
import type { SpotClearingTable } from './spotTables';
import type { Selectable } from 'kysely';
import { demandCurve } from '../gridCurves';
import { bidPoints, demandBidsOf } from './spotDeclarations';
import { storeSpotHoldings } from './spotHoldings';
import { fillSpotQuestions } from './questionsSpot';
import { roundGrid } from './spotResults';

/** State of a stage's result: 0 not generated, 2 being generated, 1 ready. */
export const spotState = { none: 0, ready: 1, generating: 2 } as const;

/** A stored stage row. */
export type SpotClearingRow = Selectable<SpotClearingTable>;

/** What a ready stage stores: the engine's result and each load's cleared MW per slot. */
export interface StoredSpotResult {
  result: SpotResult;
  demandMw: Record<string, number[]>;
}

/** The stored row of a stage, if it was ever started. */
export async function stageRow(
  db: Db,
  roundId: number,
  stage: SpotStage,
): Promise<SpotClearingRow | undefined> {
  return db
    .selectFrom('spot_clearing')
    .selectAll()
    .where('roundId', '=', roundId)
    .where('stage', '=', stage)
    .executeTakeFirst();
}

/** The stored result of a ready stage, or null. */
export async function stageResult(
  db: Db,
  roundId: number,
  stage: SpotStage,
): Promise<StoredSpotResult | null> {
  const row = await stageRow(db, roundId, stage);
  if (row?.state !== spotState.ready || !row.result) return null;
  return JSON.parse(row.result) as StoredSpotResult;
}

/**
 * Whether the course's trading day holds an inter-provincial session: its scene has a sending province
 * (role 1) and a tie-line channel to carry the export. Without one the formal clearing takes the
 * scene's interchange plan (spotInput.ts).
 */
export async function hasInterProvincialSession(db: Db, round: RoundRow): Promise<boolean> {
  const { sceneId } = await getCourseRow(db, round.courseId);
  const [sending, channel] = await Promise.all([
    db
      .selectFrom('scene_province')
      .select('id')
      .where('sceneId', '=', sceneId)
      .where('role', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('province_channel')
      .select('id')
      .where('sceneId', '=', sceneId)
      .executeTakeFirst(),
  ]);
  return sending !== undefined && channel !== undefined;
}

/**
 * Why a stage cannot run yet by the trading day's order, or null: pre-clearing → inter-provincial
 * session → formal clearing, each after the one before it is ready (docs/market-rules.md, "Order of
 * the clearings"). A day without a session has no inter-provincial stage; its formal clearing follows
 * the pre-clearing.
 */
export function stageOrderReason(
  stage: SpotStage,
  ready: (stage: SpotStage) => boolean,
  session: boolean,
): string | null {
  if (stage === 'pre') return null;
  if (stage === 'interProvincial') {
    if (!session) return '课程场景没有送端省份或省间通道，本交易日没有省间现货出清';
    return ready('pre') ? null : '请先完成预出清，再执行省间现货出清';
  }
  if (session) return ready('interProvincial') ? null : '请先完成省间现货出清，再执行正式出清';
  return ready('pre') ? null : '请先完成预出清，再执行正式出清';
}

/**
 * Each stage's reason to wait for the round as it stands now (the teacher's stage list, and the refusal
 * of a run): the formal clearing first needs declaration stopped, then the day's order. The page shows
 * these words, so they are said once, here.
 */
export async function stageOrderReasons(
  db: Db,
  round: RoundRow,
  rows: Readonly<Record<SpotStage, SpotClearingRow | undefined>>,
): Promise<Record<SpotStage, string | null>> {
  const session = await hasInterProvincialSession(db, round);
  const ready = (stage: SpotStage) => rows[stage]?.state === spotState.ready;
  const declaring = round.status < roundStatus.priceStopped;
  return {
    pre: stageOrderReason('pre', ready, session),
    interProvincial: stageOrderReason('interProvincial', ready, session),
    formal: declaring ? '请先停止申报，再执行正式出清' : stageOrderReason('formal', ready, session),
  };
}

async function checkStartable(db: Db, round: RoundRow, stage: SpotStage): Promise<void> {
  if (round.type !== 11) throw new HttpError(400, '该轮次不是日前现货轮次，不能执行现货出清');
  const rows = {
    pre: await stageRow(db, round.id, 'pre'),
    interProvincial: await stageRow(db, round.id, 'interProvincial'),
    formal: await stageRow(db, round.id, 'formal'),
  };
  if (rows[stage]?.state === spotState.generating)
    throw new HttpError(409, '该轮次正在出清，请稍后刷新', 'RoundStatusConflict');
  if (round.status >= roundStatus.ended)
    throw new HttpError(409, '该轮次已出清结束', 'RoundStatusConflict');
  const order = (await stageOrderReasons(db, round, rows))[stage];
  if (order !== null) throw new HttpError(400, order);
}

/**
 * Starts a stage: checks it may run, marks it 'being generated', builds the input and hands it to the
 * worker. Resolves once the state is committed; `done` settles when the result is stored.
 */
export async function startSpotStage(
  db: Db,
  round: RoundRow,
  stage: SpotStage,
): Promise<{ done: Promise<void> }> {
  await checkStartable(db, round, stage);
  const interProvincial =
    stage === 'formal' ? await stageResult(db, round.id, 'interProvincial') : null;
  const { input, channels, grid } = await spotStageInput(
    db,
    round,
    stage,
    interProvincial?.result ?? null,
  );
  const bids = stage === 'formal' ? await demandBidsOf(db, round.id, null) : [];
  const demandMw: Record<string, number[]> = {};
  for (const d of grid.demands) {
    const bid = bids.find((b) => b.demandId === d.id);
    demandMw[d.id] = bid
      ? bidPoints(bid)
      : demandCurve(grid, d).volume.map((v) => Math.round(v * 1000) / 1000);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('spot_clearing')
      .where('roundId', '=', round.id)
      .where('stage', '=', stage)
      .execute();
    await trx
      .insertInto('spot_clearing')
      .values({ roundId: round.id, stage, state: spotState.generating, startedAt: nowIso() })
      .execute();
  });
  const finish = (values: Partial<SpotClearingRow>) =>
    db
      .updateTable('spot_clearing')
      .set({ ...values, finishedAt: nowIso() })
      .where('roundId', '=', round.id)
      .where('stage', '=', stage)
      .execute();
  const runChannels = channels.length > 0 ? channels : undefined;
  const infeasible = async (): Promise<void> => {
    await finish({ state: spotState.none, message: '出清模型无解，请检查场景数据与报价' });
  };
  const ready = async (solveMs: number, result: string): Promise<void> => {
    await finish({ state: spotState.ready, solveMs, result, message: null });
  };
  // The worker writes the result's JSON, so this thread (serving API calls) never clones or stringifies
  // the day's ≈ 340 kB result; the text is what JSON.stringify(stored) gives, key for key. The formal
  // clearing starts from the pre-clearing's binding lines (`limitHintOf`): with the tie-break in the
  // offer costs the hint changes how the LP is solved, never the result.
  const hint = stage === 'formal' ? await preClearingHint(db, round.id) : undefined;
  const cleared = spotRunner()
    .clearJson(input, runChannels, hint)
    .then(async ({ json, status, solveMs }) => {
      if (status !== 'optimal') return infeasible();
      const stored = `{"result":${json},"demandMw":${JSON.stringify(demandMw)}}`;
      // Category 4 is answered before the stage reads as ready, so a ready pre-clearing never has them
      // waiting (category 5 waits for publication); the text is parsed only when a question waits.
      if (stage === 'pre')
        await fillSpotQuestions(db, round, 'pre', () => JSON.parse(stored) as StoredSpotResult);
      await ready(solveMs, stored);
    });
  const done = cleared.catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // The database may be gone when the app closed mid-clearing: nothing is left to record then.
    await finish({ state: spotState.none, message: `出清失败：${message}`.slice(0, 400) }).catch(
      () => undefined,
    );
  });
  return { done };
}

/**
 * The line-slots congested in the round's ready pre-clearing, the formal clearing's limit hint (none
 * without one). Only the pre-clearing runs on the same nodal grid: the inter-provincial stage's lines
 * are the provincial channels, whose ids name no line of the formal model.
 */
async function preClearingHint(db: Db, roundId: number): Promise<LimitHint | undefined> {
  const pre = await stageResult(db, roundId, 'pre');
  return pre ? limitHintOf(pre.result) : undefined;
}

/** Publishes a ready formal clearing to the trainees and ends the round (status 3). */
export async function publishSpotResults(db: Db, round: RoundRow): Promise<RoundRow> {
  if (round.type !== 11) throw new HttpError(400, '该轮次不是日前现货轮次');
  const row = await stageRow(db, round.id, 'formal');
  const stored = await stageResult(db, round.id, 'formal');
  if (row?.state !== spotState.ready || !stored)
    throw new HttpError(400, '正式出清结果尚未生成，不能发布');
  const grid = await roundGrid(db, round);
  // Publication and the holdings rows commit together: holdings never show an unpublished clearing.
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('spot_clearing')
      .set({ published: 1 })
      .where('roundId', '=', round.id)
      .where('stage', '=', 'formal')
      .execute();
    await storeSpotHoldings(
      trx,
      round,
      grid,
      stored,
      await stageResult(trx, round.id, 'interProvincial'),
    );
    await fillSpotQuestions(trx, round, 'formal', () => stored);
  });
  return round.status >= roundStatus.ended ? round : advanceRoundStatus(db, round.id, 3);
}
