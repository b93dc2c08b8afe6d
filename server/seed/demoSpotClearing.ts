import type { Db } from '../domain/db';
import { advanceRoundStatus, getRound, roundStatus, type RoundRow } from '../domain/rounds';
import {
  publishSpotResults,
  spotState,
  stageRow,
  startSpotStage,
} from '../domain/spot/spotClearingRun';
import { saveOffer } from '../domain/spot/spotDeclarations';
import type { SpotStage } from '../domain/spot/spotInput';
import { provinceKeys } from './demoScene';

// The demo's ended inter-provincial spot day (2026年3月14日省间现货) is really declared and cleared, so
// its result pages have something to show: 山东's coal plants offer exports to the session and their
// provincial offers, 江苏's offer their provincial curves, the other units and the loads take what a
// unit or load does that did not declare (cost curve, forecast). After the seed's commit the offers are
// stored with the round open, declaration closes, and the teacher's three stages and publication run
// exactly as the admin API runs them (the engine in its worker).

/** One unit's offer: cumulative [share of capacity, 元/MWh] steps. */
interface DemoOffer {
  unit: string;
  /** The sending province when the offer is for the inter-provincial session. */
  exportFrom?: number;
  steps: Array<[number, number]>;
}

/** The offers of the cleared day; each unit belongs to the enterprise its demo trainee plays. */
export const demoSpotOffers: DemoOffer[] = [
  // Exports priced between 山东's own cost and 江苏's, so the channels carry power when 江苏 is short.
  {
    unit: '华鲁#1机组',
    exportFrom: provinceKeys.shandong,
    steps: [
      [0.4, 338],
      [0.7, 372],
    ],
  },
  {
    unit: '华鲁#2机组',
    exportFrom: provinceKeys.shandong,
    steps: [
      [0.3, 352],
      [0.6, 385],
    ],
  },
  {
    unit: '鲁苏集团临沂#1机组',
    exportFrom: provinceKeys.shandong,
    steps: [[0.5, 366]],
  },
  {
    unit: '华鲁#1机组',
    steps: [
      [0.6, 355],
      [0.85, 380],
      [1, 410],
    ],
  },
  {
    unit: '华鲁#2机组',
    steps: [
      [0.6, 368],
      [1, 425],
    ],
  },
  {
    unit: '苏电#1机组',
    steps: [
      [0.6, 350],
      [0.85, 376],
      [1, 405],
    ],
  },
  {
    unit: '苏电#2机组',
    steps: [
      [0.5, 398],
      [1, 452],
    ],
  },
];

/** Whether a round of the demo plan is declared and cleared by the seed (its plan says status 3). */
export function seededSpotDay(round: { type: number; status?: number }): boolean {
  return round.type === 11 && round.status === roundStatus.ended;
}

/**
 * Writes the demo offers into an open day-ahead round, each by the trainee who plays the unit's
 * enterprise (`userOfEnterprise`), and closes declaration (status 2).
 */
export async function declareDemoSpotDay(
  db: Db,
  round: RoundRow,
  userOfEnterprise: ReadonlyMap<number, string>,
): Promise<void> {
  const units = await db
    .selectFrom('generator_unit')
    .innerJoin('enterprise', 'enterprise.id', 'generator_unit.enterpriseId')
    .select(['generator_unit.id', 'generator_unit.name', 'generator_unit.capacityMw'])
    .select('enterprise.id as enterpriseId')
    .where('enterprise.courseId', '=', round.courseId)
    .execute();
  for (const offer of demoSpotOffers) {
    const unit = units.find((u) => u.name === offer.unit);
    const userId = unit && userOfEnterprise.get(unit.enterpriseId);
    if (!unit || !userId) throw new Error(`演示现货报价的机组 ${offer.unit} 不在演示课程中`);
    await saveOffer(db, {
      round,
      enterpriseIds: [unit.enterpriseId],
      userId,
      unitId: unit.id,
      province: offer.exportFrom === undefined ? null : String(offer.exportFrom),
      steps: offer.steps.map(([share, price]) => ({
        volume: Math.round(unit.capacityMw * share),
        price,
      })),
      ranges: null,
    });
  }
  await advanceRoundStatus(db, round.id, 2);
}

/**
 * Runs pre-clearing, the inter-provincial session and the formal clearing of a declared demo day one
 * after another, then publishes (status 3). Throws with the engine's reason when a stage fails.
 */
export async function clearDemoSpotDay(db: Db, roundId: number): Promise<void> {
  const stages: SpotStage[] = ['pre', 'interProvincial', 'formal'];
  for (const stage of stages) {
    const { done } = await startSpotStage(db, await getRound(db, roundId), stage);
    await done;
    const row = await stageRow(db, roundId, stage);
    if (row?.state !== spotState.ready)
      throw new Error(`演示现货出清失败（${stage}）：${row?.message ?? '未知原因'}`);
  }
  await publishSpotResults(db, await getRound(db, roundId));
}
