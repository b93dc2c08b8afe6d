// A unit's rows across slots in the day-ahead model: its commitment columns (SCUC) and ramp limits.
// Rules: docs/market-rules.md, "Day-ahead spot" (ramps, unit commitment).
import type { LpBuilder } from './lpBuilder';
import type { NormalSpotInput } from './spotNormalise';

const INF = Infinity;

/** Adds a unit's output in one slot (the sum of its steps), times a factor, to the open row. */
export type AddOutput = (g: number, t: number, f: number) => void;

/**
 * SCUC's columns per unit-slot ([unit × slotCount + slot]): the commitment u (binary), and the start-up
 * v and shut-down w with u_t − u_{t−1} = v_t − w_t. v and w are continuous: for a binary u, the rows of
 * `addCommitmentRows` leave them 0 or 1.
 */
export interface CommitCols {
  on: Int32Array;
  start: Int32Array;
  stop: Int32Array;
}

/**
 * The commitment, start-up and shut-down columns. A slot with an export held fixed is committed (lower
 * bound 1): the export already runs the unit. Slot 0 starts from the unit's initial state: a unit
 * already on cannot start there, one off cannot stop.
 */
export function addCommitCols(lp: LpBuilder, input: NormalSpotInput): CommitCols {
  const { slotCount: T, units } = input;
  const h = input.settings.slotHours;
  const on = new Int32Array(units.length * T);
  const start = new Int32Array(units.length * T);
  const stop = new Int32Array(units.length * T);
  units.forEach((u, g) => {
    for (let t = 0; t < T; t++)
      on[g * T + t] = lp.addCol(u.noLoadCostPerHour * h, (u.exportMw[t] ?? 0) > 0 ? 1 : 0, 1, true);
    const wasOn = u.initiallyOn ? 1 : 0;
    for (let t = 0; t < T; t++) {
      start[g * T + t] = lp.addCol(Math.max(0, u.startupCost), 0, t === 0 ? 1 - wasOn : 1);
      stop[g * T + t] = lp.addCol(0, 0, t === 0 ? wasOn : 1);
    }
  });
  return { on, start, stop };
}

type NormalUnit = NormalSpotInput['units'][number];

/** The export's step into slot t (no export before the day); 0 for a unit without one. */
function exportStep(u: NormalUnit, t: number): number {
  return (u.exportMw[t] ?? 0) - (t > 0 ? (u.exportMw[t - 1] ?? 0) : 0);
}

/**
 * A unit's provincial ramp limits from slot t − 1 to t (t ≥ 1): up and down while on (the ramp, plus
 * the export's fall or rise), and the allowance of a start into t or a stop after t − 1 (at least Pmin).
 */
function rampLimits(
  u: NormalUnit,
  ramp: number,
  t: number,
): { upRamp: number; downRamp: number; upStart: number; downStop: number } {
  const upRamp = ramp + Math.max(0, -exportStep(u, t));
  const downRamp = ramp + Math.max(0, exportStep(u, t));
  const pmins = Math.max(u.pminMw[t] ?? 0, u.pminMw[t - 1] ?? 0);
  return {
    upRamp,
    downRamp,
    upStart: Math.max(upRamp, pmins),
    downStop: Math.max(downRamp, pmins),
  };
}

/**
 * Ramp limits between consecutive slots (and from the initial output into the first slot). A unit may
 * always start at or stop from its minimum output: the limit widens to Pmin across an on/off change,
 * in the MILP through the start-up and shut-down columns and, with the commitment fixed, by the same
 * rule applied to the fixed on/off (else the price LP after SCUC is infeasible wherever a unit with Pmin
 * above its ramp starts or stops). With an export held fixed the ramp limits the total output
 * (provincial + export), but the export's own step is accepted: the session that sold it knows no
 * ramps, and a limit it broke alone would make the day infeasible. So the provincial part may move by
 * the ramp, and also against the export's step by that step (its Pmin and capacity shift by exactly
 * that much).
 */
export function addRampRows(
  lp: LpBuilder,
  input: NormalSpotInput,
  addOutput: AddOutput,
  scuc: CommitCols | null,
  fixed: readonly (readonly boolean[])[] | null,
): void {
  const T = input.slotCount;
  input.units.forEach((u, g) => {
    const ramp = u.rampMwPerSlot;
    if (ramp === null) return;
    const init = u.initialMw;
    if (init !== null) {
      const pmin = u.pminMw[0] ?? 0;
      const rise = exportStep(u, 0);
      addOutput(g, 0, 1);
      lp.addRow(Math.min(init - ramp - rise, pmin), Math.max(init + ramp, pmin));
    }
    for (let t = 1; t < T; t++) {
      const { upRamp, downRamp, upStart, downStop } = rampLimits(u, ramp, t);
      if (!scuc) {
        const onOff = fixed?.[g];
        // up: p_t − p_{t−1} ≤ R, or S after a slot off; down: p_{t−1} − p_t ≤ R, or S into a slot off.
        const up = onOff?.[t - 1] === false ? upStart : upRamp;
        const down = onOff?.[t] === false ? downStop : downRamp;
        addOutput(g, t - 1, -1);
        addOutput(g, t, 1);
        lp.addRow(-down, up);
        continue;
      }
      // The same limits through the start-up and shut-down columns, which keeps the relaxation tight
      // (fractional u cannot widen them as the big-M form R + (S − R)(1 − u) let it):
      // up: p_t − p_{t−1} ≤ R·u_{t−1} + S·v_t;  down: p_{t−1} − p_t ≤ R·u_t + S·w_t.
      const k = g * T + t;
      addOutput(g, t - 1, -1);
      addOutput(g, t, 1);
      lp.term(scuc.on[k - 1]!, -upRamp);
      lp.term(scuc.start[k]!, -upStart);
      lp.addRow(-INF, 0);
      addOutput(g, t - 1, 1);
      addOutput(g, t, -1);
      lp.term(scuc.on[k]!, -downRamp);
      lp.term(scuc.stop[k]!, -downStop);
      lp.addRow(-INF, 0);
    }
  });
}

/**
 * SCUC rows: Pmin·u ≤ output ≤ Pmax·u, and u_t − u_{t−1} = v_t − w_t (from the initial state in slot
 * 0) with v_t ≤ u_t and v_t ≤ 1 − u_{t−1}. The last two make v and w 0 or 1 for a binary u (v = 1 only
 * at a start, w = 1 only at a stop): without them v = w = ½ would widen a ramp by S in a slot the unit
 * stays on.
 */
export function addCommitmentRows(
  lp: LpBuilder,
  input: NormalSpotInput,
  addOutput: AddOutput,
  scuc: CommitCols,
): void {
  const T = input.slotCount;
  input.units.forEach((u, g) => {
    for (let t = 0; t < T; t++) {
      const k = g * T + t;
      addOutput(g, t, 1);
      lp.term(scuc.on[k]!, -(u.pminMw[t] ?? 0));
      lp.addRow(0, INF);
      addOutput(g, t, 1);
      lp.term(scuc.on[k]!, -(u.availMw[t] ?? 0));
      lp.addRow(-INF, 0);
      lp.term(scuc.on[k]!, 1);
      lp.term(scuc.start[k]!, -1);
      lp.term(scuc.stop[k]!, 1);
      if (t === 0) {
        // Slot 0's start and stop bounds (`addCommitCols`) already pin v and w.
        const wasOn = u.initiallyOn ? 1 : 0;
        lp.addRow(wasOn, wasOn);
        continue;
      }
      lp.term(scuc.on[k - 1]!, -1);
      lp.addRow(0, 0);
      lp.term(scuc.start[k]!, 1);
      lp.term(scuc.on[k]!, -1);
      lp.addRow(-INF, 0);
      lp.term(scuc.start[k]!, 1);
      lp.term(scuc.on[k - 1]!, 1);
      lp.addRow(-INF, 1);
    }
  });
}
