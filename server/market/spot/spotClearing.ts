// The day-ahead spot clearing: normalise, (with SCUC) choose the commitment as a MILP, solve the LP with
// the commitment fixed, and read dispatch, LMPs and flows. Rules: docs/market-rules.md, "Day-ahead spot".
import type { LpSolve, LpSolution } from './highsSolve';
import { normaliseSpotInput, type NormalSpotInput } from './spotNormalise';
import { buildSpotModel, type CommitmentMode, type LimitHint, type SpotModel } from './spotModel';
import type {
  SpotBusResult,
  SpotInput,
  SpotLineResult,
  SpotResult,
  SpotUnitResult,
} from './spotTypes';

/** Rounds to 0.001 (MW or 元/MWh) and turns −0 into 0, so results compare exactly across runs. */
export function round3(x: number): number {
  const r = Math.round(x * 1000) / 1000;
  return r === 0 ? 0 : r;
}

const FLOW_TOLERANCE = 1e-6;

/**
 * The line-slots congested in a result, as a hint for another clearing of the same grid (the formal
 * clearing after the pre-clearing): by line id, the slots where the line was at its limit.
 */
export function limitHintOf(result: SpotResult): LimitHint {
  const hint = new Map<number, number[]>();
  for (const line of result.lines) {
    const slots = line.congested.flatMap((c, t) => (c ? [t] : []));
    if (slots.length > 0) hint.set(line.lineId, slots);
  }
  return hint;
}

/**
 * The commitment without SCUC: each unit's own flag where it has capacity. A slot with an export held
 * fixed is committed whatever the flag: the export runs the unit.
 */
export function ownCommitment(normal: NormalSpotInput): boolean[][] {
  const mode: boolean[][] = [];
  for (const u of normal.units) {
    const on: boolean[] = [];
    for (let t = 0; t < normal.slotCount; t++)
      on.push(u.exportMw[t]! > 0 || (u.committed && u.availMw[t]! > 0));
    mode.push(on);
  }
  return mode;
}

/**
 * The units' own commitment as the MILP's starting point: a feasible day (shedding and surplus columns
 * balance any slot), so a MILP stopped at its time limit always has a commitment to keep: without it
 * HiGHS had none after 2 s on a 10-unit day. It did not change full solve times measurably
 * (bench/README.md, issue 15).
 */
function commitmentStart(
  commitCols: Int32Array | null,
  own: boolean[][],
): { cols: Int32Array; values: Float64Array } | undefined {
  if (!commitCols) return undefined;
  const values = new Float64Array(commitCols.length);
  const T = own[0]?.length ?? 0;
  for (let k = 0; k < commitCols.length; k++) values[k] = own[Math.floor(k / T)]?.[k % T] ? 1 : 0;
  return { cols: commitCols, values };
}

/** The commitment a MILP solution chose (a binary above 0.5 is on). */
function readCommitment(
  colValue: Float64Array,
  cols: Int32Array | null,
  unitCount: number,
  T: number,
): boolean[][] {
  const chosen: boolean[][] = [];
  for (let g = 0; g < unitCount; g++) {
    const on: boolean[] = [];
    for (let t = 0; t < T; t++) on.push((colValue[cols?.[g * T + t] ?? -1] ?? 0) > 0.5);
    chosen.push(on);
  }
  return chosen;
}

/**
 * Clears a day-ahead spot market with the given synchronous solver (HiGHS). `hint` names line-slots
 * likely to bind (see `limitHintOf`): it saves a solve when right and changes no result.
 */
export function clearSpot(input: SpotInput, solve: LpSolve, hint?: LimitHint): SpotResult {
  const normal = normaliseSpotInput(input);
  let mode: CommitmentMode = ownCommitment(normal);
  let commitmentGap: number | undefined;
  if (normal.settings.enableScuc) {
    const milp = buildSpotModel(normal, 'free', hint);
    milp.data.mipStart = commitmentStart(milp.layout.commitCols, mode);
    const solution = solve(milp.data, (s) => milp.addLineRows(s.colValue));
    // Only a MILP without any feasible commitment makes the day infeasible: one stopped at its time
    // limit keeps the best commitment found, and the result says how far from optimal it may be. Stopped
    // before even taking in its start (a tiny limit), the start itself, the units' own commitment, is
    // that best commitment (gap unknown: 1).
    if (solution.timedOut && !solution.stoppedFeasible) {
      commitmentGap = 1;
    } else {
      if (!solution.optimal && !solution.stoppedFeasible) return infeasibleResult(normal);
      commitmentGap = solution.stoppedFeasible ? solution.mipGap : undefined;
      mode = readCommitment(
        solution.colValue,
        milp.layout.commitCols,
        normal.units.length,
        normal.slotCount,
      );
    }
  }
  const model = buildSpotModel(normal, mode, hint, true);
  const solution = solve(model.data, (s) => model.addLineRows(s.colValue));
  if (!solution.optimal) return infeasibleResult(normal);
  const result = readSpotResult(normal, model, solution, mode);
  if (commitmentGap !== undefined) {
    result.commitmentGap = commitmentGap;
    console.warn(
      `spot clearing: SCUC stopped at its time limit; commitment within ${(commitmentGap * 100).toFixed(3)}% of optimal`,
    );
  }
  return result;
}

/**
 * Maps the LP solution back to units, buses and lines (exported for the bench's stage split). Loops over
 * the layout's flat arrays: the result is ≈ 20 000 small arrays, and the work around them is kept to
 * plain indexed reads.
 */
export function readSpotResult(
  input: NormalSpotInput,
  model: SpotModel,
  solution: LpSolution,
  mode: CommitmentMode,
): SpotResult {
  const { colValue, rowDual } = solution;
  const h = input.settings.slotHours;
  const T = input.slotCount;
  const B = input.buses.length;
  const { layout } = model;
  const { network, lineRows, balanceRows } = layout;
  const { acLines, islandOf } = network;
  // LMP at bus b = (λ_island + Σ over line rows in the model of PTDF[l][b]·μ_l) / slot hours: the price of
  // one more MW of load at b, as the nodal balance dual was in the angle form.
  const price = new Float64Array(B * T);
  for (let b = 0; b < B; b++)
    for (let t = 0; t < T; t++) price[b * T + t] = rowDual[balanceRows[islandOf[b]! * T + t]!] ?? 0;
  for (let a = 0; a < acLines.length; a++) {
    const { buses: at, factors } = acLines[a]!;
    for (let t = 0; t < T; t++) {
      const row = lineRows[a * T + t]!;
      const mu = row < 0 ? 0 : (rowDual[row] ?? 0);
      if (mu === 0) continue;
      for (let j = 0; j < at.length; j++) price[at[j]! * T + t]! += factors[j]! * mu;
    }
  }
  const ref = input.referenceIndex;
  const energy: number[] = [];
  for (let t = 0; t < T; t++) energy.push(round3(price[ref * T + t]! / h));
  const value = (col: number): number => (col < 0 ? 0 : round3(colValue[col] ?? 0));
  let balanced = true;
  // Plain loops filling packed arrays: `map` gives packed or holey arrays depending on whether V8 has
  // this function optimised, and the next reader then sees another map.
  const buses: SpotBusResult[] = [];
  for (let b = 0; b < B; b++) {
    const lmp: number[] = [];
    const congestion: number[] = [];
    const shedMw: number[] = [];
    const surplusMw: number[] = [];
    for (let t = 0; t < T; t++) {
      const p = round3(price[b * T + t]! / h);
      lmp.push(p);
      congestion.push(round3(p - energy[t]!));
      const shed = value(layout.shedCols[b * T + t]!);
      const surplus = value(layout.surplusCols[b * T + t]!);
      if (shed !== 0 || surplus !== 0) balanced = false;
      shedMw.push(shed);
      surplusMw.push(surplus);
    }
    const loadMw: number[] = [];
    const busLoad = input.load[b]!;
    for (let t = 0; t < T; t++) loadMw.push(round3(busLoad[t]!));
    buses.push({
      busId: input.buses[b]!.id,
      lmp,
      energy: energy.slice(),
      congestion,
      loadMw,
      shedMw,
      surplusMw,
    });
  }
  const { stepFirst, stepCount } = layout;
  const units: SpotUnitResult[] = [];
  for (let g = 0; g < input.units.length; g++) {
    const u = input.units[g]!;
    const mw: number[] = [];
    const committed: boolean[] = [];
    const stepMw: number[][] = [];
    for (let t = 0; t < T; t++) {
      const first = stepFirst[g * T + t]!;
      const end = first + stepCount[g * T + t]!;
      let sum = 0;
      const steps: number[] = [];
      for (let col = first; col < end; col++) {
        sum += colValue[col] ?? 0;
        steps.push(value(col));
      }
      mw.push(round3(sum));
      stepMw.push(steps);
      committed.push(mode !== 'free' && (mode[g]?.[t] ?? false));
    }
    units.push({ unitId: u.id, busId: u.busId, mw, committed, stepMw });
  }
  const injections = model.injections(colValue);
  const acIndex = new Int32Array(input.lines.length).fill(-1);
  for (let a = 0; a < acLines.length; a++) acIndex[acLines[a]!.line] = a;
  const lines: SpotLineResult[] = [];
  for (let l = 0; l < input.lines.length; l++) {
    const line = input.lines[l]!;
    const forward = layout.flowCols[l];
    const reverse = layout.reverseCols[l];
    const a = acIndex[l]!;
    const up = line.limitMw ?? null;
    const down = line.reverseLimitMw ?? line.limitMw ?? null;
    const flowMw: number[] = [];
    const congested: boolean[] = [];
    for (let t = 0; t < T; t++) {
      let f = 0;
      if (forward) f = (colValue[forward[t]!] ?? 0) - (reverse ? (colValue[reverse[t]!] ?? 0) : 0);
      else if (a >= 0) f = model.acFlow(a, t, injections);
      flowMw.push(round3(f));
      congested.push(
        (up !== null && f >= up - FLOW_TOLERANCE) || (down !== null && f <= -down + FLOW_TOLERANCE),
      );
    }
    lines.push({
      lineId: line.id,
      fromBusId: line.fromBusId,
      toBusId: line.toBusId,
      flowMw,
      limitMw: up,
      reverseLimitMw: down,
      congested,
    });
  }
  return {
    status: 'optimal',
    objective: Math.round(solution.objective * 100) / 100,
    referenceBusId: input.buses[input.referenceIndex]?.id ?? 0,
    balanced,
    units,
    buses,
    lines,
  };
}

/** The result when the model has no solution (inconsistent input, e.g. ramps that cannot be met). */
function infeasibleResult(input: NormalSpotInput): SpotResult {
  return {
    status: 'infeasible',
    objective: 0,
    referenceBusId: input.buses[input.referenceIndex]?.id ?? 0,
    balanced: false,
    units: [],
    buses: [],
    lines: [],
  };
}
