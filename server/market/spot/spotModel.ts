// Builds the day-ahead DC-OPF as one sparse LP (or MILP for commitment) over all slots, since ramp limits
// tie consecutive slots together. Rules and the formulation: docs/market-rules.md, "Day-ahead spot".
import { LpBuilder, type LpModelData } from './lpBuilder';
import type { NormalSpotInput } from './spotNormalise';

/**
 * How units are committed: 'free' lets a MILP choose (a binary per unit and slot); a boolean[unit][slot]
 * fixes the commitment (the units' own flags without SCUC, or what the MILP chose), so the LP's duals
 * give prices.
 */
export type CommitmentMode = 'free' | boolean[][];

/** Where each quantity of the result lives in the model's columns and rows. */
export interface SpotLayout {
  /** Column of each offer step: [unit][slot][step]; a unit's output is the sum of its steps. */
  stepCols: number[][][];
  /** Column of each unit's commitment (only for 'free'): [unit][slot]. */
  commitCols: number[][] | null;
  /** Column of each line's flow: [line][slot] (for a tariffed link, its forward part). */
  flowCols: number[][];
  /** A tariffed link's reverse flow column ([line][slot]; null for other lines): flow = forward − reverse. */
  reverseCols: (number[] | null)[];
  /** Columns of unserved load and surplus generation: [bus][slot]. */
  shedCols: number[][];
  surplusCols: number[][];
  /** Row of each bus's balance: [bus][slot]; its dual is the bus's price (× slot hours). */
  balanceRows: number[][];
}

/** The model with its layout. */
export interface SpotModel {
  data: LpModelData;
  layout: SpotLayout;
}

type Terms = [number, number][];

const INF = Infinity;

/** Lower bounds of sorted steps that make their sum at least `pmin` (the cheapest steps first). */
function stepLowerBounds(widths: readonly number[], pmin: number): number[] {
  let left = pmin;
  return widths.map((w) => {
    const lower = Math.min(w, Math.max(0, left));
    left -= lower;
    return lower;
  });
}

/** Builds the clearing model for the canonical input under a commitment mode. */
export function buildSpotModel(input: NormalSpotInput, mode: CommitmentMode): SpotModel {
  const { slotCount: T, settings, buses, lines, units, load } = input;
  const h = settings.slotHours;
  const lp = new LpBuilder();

  // Offer steps. With a fixed commitment, Pmin is the lower bound of the cheapest steps: the LP fills a
  // unit's steps in price order anyway, so this equals Σ steps ≥ Pmin without a row.
  const stepCols = units.map((u, g) =>
    u.steps.map((steps, t) => {
      if (mode === 'free') return steps.map((s) => lp.addCol(s.price * h, 0, s.volumeMw));
      const on = mode[g]?.[t] ?? false;
      const lower = stepLowerBounds(
        steps.map((s) => s.volumeMw),
        u.pminMw[t] ?? 0,
      );
      return steps.map((s, k) =>
        on ? lp.addCol(s.price * h, lower[k] ?? 0, s.volumeMw) : lp.addCol(s.price * h, 0, 0),
      );
    }),
  );
  const commitCols =
    mode === 'free'
      ? units.map((u) =>
          u.availMw.map(() => lp.addCol((u.unit.noLoadCostPerHour ?? 0) * h, 0, 1, true)),
        )
      : null;
  // Angles exist only for buses touched by a reactance line; the reference bus is fixed at 0.
  const hasAngle = new Set<number>();
  for (const line of lines)
    if (line.reactance != null) {
      hasAngle.add(input.busIndex.get(line.fromBusId) ?? -1);
      hasAngle.add(input.busIndex.get(line.toBusId) ?? -1);
    }
  const angleCols = buses.map((_, b) =>
    hasAngle.has(b)
      ? Array.from({ length: T }, () =>
          b === input.referenceIndex ? lp.addCol(0, 0, 0) : lp.addCol(0, -INF, INF),
        )
      : null,
  );
  // A link with a tariff pays it on both directions: forward and reverse parts, each ≥ 0.
  const tariffed = (l: (typeof lines)[number]) => l.reactance == null && (l.tariff ?? 0) > 0;
  const flowCols = lines.map((line) => {
    const up = line.limitMw ?? INF;
    const down = line.reverseLimitMw ?? line.limitMw ?? INF;
    if (tariffed(line))
      return Array.from({ length: T }, () => lp.addCol((line.tariff ?? 0) * h, 0, up));
    return Array.from({ length: T }, () => lp.addCol(0, -down, up));
  });
  const reverseCols = lines.map((line) =>
    tariffed(line)
      ? Array.from({ length: T }, () =>
          lp.addCol((line.tariff ?? 0) * h, 0, line.reverseLimitMw ?? line.limitMw ?? INF),
        )
      : null,
  );
  const penalty = settings.penaltyPrice * h;
  const shedCols = load.map((row) => row.map((mw) => lp.addCol(penalty, 0, Math.max(0, mw))));
  const surplusCols = load.map((row) => row.map(() => lp.addCol(penalty, 0, INF)));

  // Nodal balance: Σ steps + unserved − surplus − flows leaving + flows entering = load.
  const unitsAt = buses.map((_, b) => units.flatMap((u, g) => (u.busIndex === b ? [g] : [])));
  const leaving = buses.map((_, b) =>
    lines.flatMap((l, i) => (input.busIndex.get(l.fromBusId) === b ? [i] : [])),
  );
  const entering = buses.map((_, b) =>
    lines.flatMap((l, i) => (input.busIndex.get(l.toBusId) === b ? [i] : [])),
  );
  const balanceRows = buses.map((_, b) =>
    Array.from({ length: T }, (_, t) => {
      const terms: Terms = [
        [shedCols[b]![t]!, 1],
        [surplusCols[b]![t]!, -1],
      ];
      for (const g of unitsAt[b]!) for (const col of stepCols[g]![t]!) terms.push([col, 1]);
      for (const l of leaving[b]!) {
        terms.push([flowCols[l]![t]!, -1]);
        const reverse = reverseCols[l];
        if (reverse) terms.push([reverse[t]!, 1]);
      }
      for (const l of entering[b]!) {
        terms.push([flowCols[l]![t]!, 1]);
        const reverse = reverseCols[l];
        if (reverse) terms.push([reverse[t]!, -1]);
      }
      const mw = load[b]![t]!;
      return lp.addRow(mw, mw, terms);
    }),
  );
  // DC power flow: flow = (θ_from − θ_to) / x on every reactance line.
  lines.forEach((line, l) => {
    if (line.reactance == null) return;
    const from = angleCols[input.busIndex.get(line.fromBusId)!]!;
    const to = angleCols[input.busIndex.get(line.toBusId)!]!;
    if (from === to) return;
    const b = 1 / line.reactance;
    for (let t = 0; t < T; t++)
      lp.addRow(0, 0, [
        [flowCols[l]![t]!, 1],
        [from[t]!, -b],
        [to[t]!, b],
      ]);
  });
  addRampRows(lp, input, stepCols, commitCols, mode);
  if (commitCols) addCommitmentRows(lp, input, stepCols, commitCols);
  return {
    data: lp.build(),
    layout: {
      stepCols,
      commitCols,
      flowCols,
      reverseCols,
      shedCols,
      surplusCols,
      balanceRows,
    },
  };
}

/** Terms of a unit's output in one slot (the sum of its steps), times a factor. */
function output(stepCols: number[][][], g: number, t: number, factor: number): Terms {
  return (stepCols[g]?.[t] ?? []).map((col): [number, number] => [col, factor]);
}

/**
 * Ramp limits between consecutive slots (and from the initial output into the first slot). A unit may
 * always start at or stop from its minimum output: the limit widens to Pmin across an on/off change,
 * in the MILP through the commitment columns and, with the commitment fixed, by the same rule applied
 * to the fixed on/off (else the price LP after SCUC is infeasible wherever a unit with Pmin above its
 * ramp starts or stops).
 */
function addRampRows(
  lp: LpBuilder,
  input: NormalSpotInput,
  stepCols: number[][][],
  commitCols: number[][] | null,
  mode: CommitmentMode,
): void {
  input.units.forEach((u, g) => {
    const ramp = u.unit.rampMwPerSlot;
    if (ramp == null) return;
    const init = u.unit.initialMw;
    if (init != null) {
      const pmin = u.pminMw[0] ?? 0;
      lp.addRow(
        Math.min(init - ramp, pmin),
        Math.max(init + ramp, pmin),
        output(stepCols, g, 0, 1),
      );
    }
    for (let t = 1; t < input.slotCount; t++) {
      const change = [...output(stepCols, g, t, 1), ...output(stepCols, g, t - 1, -1)];
      const step = Math.max(ramp, u.pminMw[t] ?? 0, u.pminMw[t - 1] ?? 0);
      if (!commitCols) {
        const fixed = mode === 'free' ? undefined : mode[g];
        // up: p_t − p_{t−1} ≤ R, or S after a slot off; down: p_{t−1} − p_t ≤ R, or S into a slot off.
        const up = fixed?.[t - 1] === false ? step : ramp;
        const down = fixed?.[t] === false ? step : ramp;
        lp.addRow(-down, up, change);
        continue;
      }
      const on = commitCols[g]!;
      // up: p_t − p_{t−1} ≤ R + (S − R)(1 − u_{t−1});  down: p_{t−1} − p_t ≤ R + (S − R)(1 − u_t)
      lp.addRow(-INF, step, [...change, [on[t - 1]!, step - ramp]]);
      lp.addRow(-INF, step, [
        ...change.map(([c, v]): [number, number] => [c, -v]),
        [on[t]!, step - ramp],
      ]);
    }
  });
}

/** SCUC rows: Pmin·u ≤ output ≤ Pmax·u, and a start-up column v_t ≥ u_t − u_{t−1} at the start-up cost. */
function addCommitmentRows(
  lp: LpBuilder,
  input: NormalSpotInput,
  stepCols: number[][][],
  commitCols: number[][],
): void {
  input.units.forEach((u, g) => {
    const on = commitCols[g]!;
    for (let t = 0; t < input.slotCount; t++) {
      lp.addRow(0, INF, [...output(stepCols, g, t, 1), [on[t]!, -(u.pminMw[t] ?? 0)]]);
      lp.addRow(-INF, 0, [...output(stepCols, g, t, 1), [on[t]!, -(u.availMw[t] ?? 0)]]);
      const cost = u.unit.startupCost ?? 0;
      if (cost <= 0) continue;
      const start = lp.addCol(cost, 0, 1);
      if (t === 0)
        lp.addRow(u.unit.initiallyOn ? -1 : 0, INF, [
          [start, 1],
          [on[0]!, -1],
        ]);
      else
        lp.addRow(0, INF, [
          [start, 1],
          [on[t]!, -1],
          [on[t - 1]!, 1],
        ]);
    }
  });
}
