// Why a trainee's unit was (or was not) dispatched in one slot: its offer steps against the price at
// its bus, the merit order around the marginal step, congested lines, ramp and minimum output. Based on
// the published formal result, else the pre-clearing; other enterprises' steps appear, anonymously, only
// once the formal result is published. Rules: docs/market-rules.md, "Day-ahead spot" (explanation).
import type { components } from '../../../src/api/schema.gen';
import { HttpError, validationError } from '../../auth/identity';
import { normaliseSpotInput, type NormalUnit } from '../../market/spot/spotNormalise';
import type { CourseAccess } from '../access';
import type { Db } from '../db';
import type { RoundRow } from '../rounds';
import { stageResult, stageRow, type StoredSpotResult } from './spotClearingRun';
import { spotStageInput } from './spotInput';
import {
  meritOrderAt,
  mwTolerance,
  priceTolerance,
  windowAroundMargin,
  type MeritStep,
} from './meritOrder';
import { bindingRamp, rampSentence, type RampWindow } from './spotRamp';
import { resultRows } from './spotResults';

type Explanation = components['schemas']['SpotDispatchExplanation'];
type Reason = Explanation['reason'];

/** Steps shown each side of the marginal step. */
const stepsAroundMargin = 4;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The result the explanation reads: the formal one once visible to the caller, else the pre-clearing. */
async function basis(
  db: Db,
  access: CourseAccess & { round: RoundRow },
): Promise<{ stage: 'pre' | 'formal'; stored: StoredSpotResult; published: boolean } | null> {
  const formal = await stageRow(db, access.round.id, 'formal');
  const published = formal?.published === 1;
  if (published || access.isTeacher) {
    const stored = await stageResult(db, access.round.id, 'formal');
    if (stored) return { stage: 'formal', stored, published };
  }
  const pre = await stageResult(db, access.round.id, 'pre');
  return pre ? { stage: 'pre', stored: pre, published: false } : null;
}

/** The main reason, from the unit's steps in the slot and the prices and limits around it. */
export function dispatchReason(input: {
  own: readonly MeritStep[];
  /** The unit's output around the slot; the ramp is judged on total output (provincial + export). */
  ramp: RampWindow;
  availMw: number;
  pminMw: number;
  lmp: number;
  energy: number;
}): Reason {
  const { own, ramp, availMw, pminMw, lmp, energy } = input;
  const mw = ramp.at.mw;
  const rampBound = bindingRamp(ramp) !== null;
  // No room at all (an export that sold the whole capacity, a forecast of 0): nothing to dispatch.
  if (availMw <= mwTolerance) return 'capacity';
  const unserved = own.filter((s) => s.clearedVolume < s.volume - mwTolerance);
  if (unserved.length === 0) return 'dispatched';
  const cheapestLeft = Math.min(...unserved.map((s) => s.price));
  if (own.some((s) => s.marginal) && Math.abs(cheapestLeft - lmp) <= priceTolerance)
    return 'marginal';
  if (cheapestLeft < lmp - priceTolerance) {
    if (rampBound) return 'ramp';
    if (mw >= availMw - mwTolerance) return 'capacity';
    return 'ramp';
  }
  if (mw > mwTolerance && mw <= pminMw + mwTolerance && cheapestLeft > lmp) return 'minimumOutput';
  if (cheapestLeft <= energy + priceTolerance && lmp < energy - priceTolerance) return 'congestion';
  // Steps below the price cleared and the rest did not: 未中标 alone would contradict the cleared MW.
  return own.some((s) => s.clearedVolume > mwTolerance) ? 'partlyAboveLmp' : 'priceAboveLmp';
}

const fmt = (v: number) => v.toFixed(2);

/** The sentence a trainee reads for a reason. */
export function explanationText(e: {
  reason: Reason;
  unitName: string;
  mw: number;
  lmp: number;
  energy: number;
  congestion: number;
  cheapestLeft: number | null;
  /** The unit's output around the slot, with the export it sold (held fixed in this clearing). */
  ramp: RampWindow;
  firstSlot: boolean;
  pminMw: number;
  congestedLines: readonly string[];
}): string {
  // The export is sold already: the trainee reads why the provincial room is smaller first.
  const exportMw = e.ramp.at.exportMw;
  const exported =
    exportMw > 0
      ? `本时段已在省间现货外送 ${fmt(exportMw)} MW，机组须开机，省内可用出力和最小技术出力均扣除外送部分。`
      : '';
  const head = `${e.unitName}本时段中标 ${fmt(e.mw)} MW，所在节点电价 ${fmt(e.lmp)} 元/MWh（电能分量 ${fmt(e.energy)}，阻塞分量 ${fmt(e.congestion)}）。${exported}`;
  const left = e.cheapestLeft === null ? '' : fmt(e.cheapestLeft);
  const lines = e.congestedLines.length ? `阻塞线路：${e.congestedLines.join('、')}。` : '';
  switch (e.reason) {
    case 'dispatched':
      return `${head}各报价段报价均不高于节点电价，全部中标。`;
    case 'marginal':
      return `${head}该机组是边际机组：报价 ${left} 元/MWh 的报价段部分中标，节点电价由这一段的报价决定。`;
    case 'priceAboveLmp':
      return `${head}剩余报价段的最低报价 ${left} 元/MWh 高于节点电价，按报价排序排在边际段之后，未中标。`;
    case 'partlyAboveLmp':
      return `${head}部分中标：报价不高于节点电价的报价段已中标，其余报价段的最低报价 ${left} 元/MWh 高于节点电价，未中标。`;
    case 'congestion':
      return `${head}剩余报价段的报价 ${left} 元/MWh 不高于系统电能价格，但线路阻塞使所在节点电价降低了 ${fmt(-e.congestion)} 元/MWh，多发的电力送不出去，因此未中标。${lines}`;
    case 'ramp':
      return `${head}报价 ${left} 元/MWh 低于节点电价，但${rampSentence(e.ramp, e.firstSlot)}`;
    case 'minimumOutput':
      return `${head}报价高于节点电价，但机组开机时须按最小技术出力 ${fmt(e.pminMw)} MW 运行。`;
    case 'capacity':
      return `${head}已达到本时段可用出力，报价更低也不能多发。`;
  }
}

/**
 * The unit's provincial MW and export around slot `t`, as the engine's ramp rows read them: the slot
 * before (or the output before the day, which had no export) and the slot after.
 */
export function rampWindow(unit: NormalUnit, mw: readonly number[], t: number): RampWindow {
  const at = (k: number) => ({ mw: mw[k] ?? 0, exportMw: unit.exportMw[k] ?? 0 });
  const initial = unit.initialMw;
  const previous = t > 0 ? at(t - 1) : initial != null ? { mw: initial, exportMw: 0 } : null;
  return {
    rampMw: unit.rampMwPerSlot,
    at: at(t),
    previous,
    next: t + 1 < mw.length ? at(t + 1) : null,
  };
}

/** The explanation of `unitId` in slot `timeId`, or null before any result the caller may see. */
export async function spotExplanation(
  db: Db,
  access: CourseAccess & { round: RoundRow },
  unitId: number,
  timeId: number,
): Promise<Explanation | null> {
  const found = await basis(db, access);
  // The formal input holds the inter-provincial exports fixed, as the clearing did.
  const interProvincial =
    found?.stage === 'formal' ? await stageResult(db, access.round.id, 'interProvincial') : null;
  const { input, grid } = await spotStageInput(
    db,
    access.round,
    found?.stage ?? 'pre',
    interProvincial?.result ?? null,
  );
  const unit = grid.units.find((u) => u.id === unitId);
  if (!unit) throw validationError(`机组 ${unitId} 不存在`, 'unitId');
  if (!access.isTeacher && !access.enterpriseIds.includes(unit.enterpriseId))
    throw new HttpError(403, '只能查看本企业机组的出清说明', 'Forbidden');
  if (!found) return null;
  const { stored, stage, published } = found;
  const normal = normaliseSpotInput(input);
  const normalUnit = normal.units.find((u) => u.id === unitId);
  const cleared = stored.result.units.find((u) => u.unitId === unitId);
  const row = resultRows(stored, grid, access.round, null, 'units', unitId);
  const at = row.find((r) => r.timeId === timeId);
  if (!normalUnit || !cleared || !at) throw validationError('该机组没有出清结果', 'unitId');

  const ordered = meritOrderAt(normal, stored.result, timeId);
  const own = ordered.filter((s) => s.unitId === unitId);
  const mw = cleared.mw[timeId] ?? 0;
  const previousMw = timeId > 0 ? (cleared.mw[timeId - 1] ?? null) : null;
  const rampMw = normalUnit.rampMwPerSlot;
  const availMw = normalUnit.availMw[timeId] ?? 0;
  const pminMw = normalUnit.pminMw[timeId] ?? 0;
  const ramp = rampWindow(normalUnit, cleared.mw, timeId);
  const reason = dispatchReason({
    own,
    ramp,
    availMw,
    pminMw,
    lmp: at.price,
    energy: at.energyPrice,
  });
  const unserved = own.filter((s) => s.clearedVolume < s.volume - mwTolerance);
  const lineNames = new Map(
    (
      await db
        .selectFrom('scene_line')
        .select(['id', 'name'])
        .where('sceneId', '=', grid.sceneId)
        .execute()
    ).map((l) => [l.id, l.name]),
  );
  const congestedLines = stored.result.lines
    .filter((l) => l.congested[timeId])
    .map((l) => lineNames.get(l.lineId) ?? String(l.lineId));
  // Other enterprises' steps only after publishing, and then without their unit.
  const shown = published
    ? windowAroundMargin(ordered, unitId, stepsAroundMargin)
    : windowAroundMargin(own, unitId, 0);
  const step = (s: MeritStep & { rank: number }) => ({
    rank: s.rank,
    price: s.price,
    volume: s.volume,
    cumulativeVolume: s.cumulativeVolume,
    clearedVolume: s.clearedVolume,
    own: s.unitId === unitId,
    marginal: s.marginal,
    unitName: s.unitId === unitId ? unit.name : null,
  });
  // Before publishing even the rank in the whole order would tell about the others: rank among own steps.
  const ownRanked = published
    ? ordered.map((s, i) => ({ ...s, rank: i + 1 })).filter((s) => s.unitId === unitId)
    : windowAroundMargin(own, unitId, 0);
  return {
    roundId: access.round.id,
    unitId,
    unitName: unit.name,
    timeId,
    stage,
    volume: round2(mw),
    availableVolume: round2(availMw),
    previousVolume: previousMw === null ? null : round2(previousMw),
    rampRate: rampMw,
    price: at.price,
    energyPrice: at.energyPrice,
    congestionPrice: at.congestionPrice,
    reason,
    explanation: explanationText({
      reason,
      unitName: unit.name,
      mw,
      lmp: at.price,
      energy: at.energyPrice,
      congestion: at.congestionPrice,
      cheapestLeft: unserved.length ? Math.min(...unserved.map((s) => s.price)) : null,
      ramp,
      firstSlot: timeId === 0,
      pminMw,
      congestedLines,
    }),
    congestedLines,
    dayVolume: round2(row.reduce((s, r) => s + r.volume * 0.25, 0)),
    dayAmount: round2(row.reduce((s, r) => s + r.amount, 0)),
    steps: ownRanked.map(step),
    meritOrder: shown.map(step),
  };
}
