// The day-ahead spot clearing: normalise, (with SCUC) choose the commitment as a MILP, solve the LP with
// the commitment fixed, and read dispatch, LMPs and flows. Rules: docs/market-rules.md, "Day-ahead spot".
import type { LpSolve, LpSolution } from './highsSolve';
import { normaliseSpotInput, type NormalSpotInput } from './spotNormalise';
import { buildSpotModel, type CommitmentMode, type LimitHint, type SpotModel } from './spotModel';
import type { SpotInput, SpotResult } from './spotTypes';

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
 * Clears a day-ahead spot market with the given synchronous solver (HiGHS). `hint` names line-slots
 * likely to bind (see `limitHintOf`): it saves a solve when right and changes no result.
 */
export function clearSpot(input: SpotInput, solve: LpSolve, hint?: LimitHint): SpotResult {
  const normal = normaliseSpotInput(input);
  // A slot with an export held fixed is committed whatever the unit's flag: the export runs it.
  let mode: CommitmentMode = normal.units.map((u) =>
    u.availMw.map(
      (avail, t) => (u.exportMw[t] ?? 0) > 0 || (u.unit.committed !== false && avail > 0),
    ),
  );
  if (normal.settings.enableScuc) {
    const milp = buildSpotModel(normal, 'free', hint);
    const solution = solve(milp.data, (s) => milp.addLineRows(s.colValue));
    if (!solution.optimal) return infeasibleResult(normal);
    const cols = milp.layout.commitCols ?? [];
    mode = cols.map((row) => row.map((col) => (solution.colValue[col] ?? 0) > 0.5));
  }
  const model = buildSpotModel(normal, mode, hint);
  const solution = solve(model.data, (s) => model.addLineRows(s.colValue));
  if (!solution.optimal) return infeasibleResult(normal);
  return readSpotResult(normal, model, solution, mode);
}

/** Maps the LP solution back to units, buses and lines. */
function readSpotResult(
  input: NormalSpotInput,
  model: SpotModel,
  solution: LpSolution,
  mode: CommitmentMode,
): SpotResult {
  const { colValue, rowDual } = solution;
  const h = input.settings.slotHours;
  const T = input.slotCount;
  const value = (col: number): number => (col < 0 ? 0 : round3(colValue[col] ?? 0));
  const { layout } = model;
  const { network, lineRows } = layout;
  // LMP at bus b = (λ_island + Σ over line rows in the model of PTDF[l][b]·μ_l) / slot hours: the price of
  // one more MW of load at b, as the nodal balance dual was in the angle form.
  const price = input.buses.map((_, b) => {
    const island = layout.balanceRows[network.islandOf[b]!]!;
    return Float64Array.from({ length: T }, (_, t) => rowDual[island[t]!] ?? 0);
  });
  network.acLines.forEach((ac, a) => {
    for (let t = 0; t < T; t++) {
      const row = lineRows[a * T + t]!;
      const mu = row < 0 ? 0 : (rowDual[row] ?? 0);
      if (mu === 0) continue;
      for (let j = 0; j < ac.buses.length; j++) price[ac.buses[j]!]![t]! += ac.factors[j]! * mu;
    }
  });
  const lmp = price.map((row) => Array.from(row, (p) => round3(p / h)));
  const energy = lmp[input.referenceIndex] ?? [];
  const buses = input.buses.map((bus, b) => ({
    busId: bus.id,
    lmp: lmp[b] ?? [],
    energy: [...energy],
    congestion: (lmp[b] ?? []).map((p, t) => round3(p - (energy[t] ?? 0))),
    loadMw: (input.load[b] ?? []).map(round3),
    shedMw: (layout.shedCols[b] ?? []).map(value),
    surplusMw: (layout.surplusCols[b] ?? []).map(value),
  }));
  const units = input.units.map((u, g) => ({
    unitId: u.unit.id,
    busId: u.unit.busId,
    mw: (layout.stepCols[g] ?? []).map((cols) =>
      round3(cols.reduce((sum, col) => sum + (colValue[col] ?? 0), 0)),
    ),
    committed: u.availMw.map((_, t) => mode !== 'free' && (mode[g]?.[t] ?? false)),
    stepMw: (layout.stepCols[g] ?? []).map((cols) => cols.map(value)),
  }));
  const injections = model.injections(colValue);
  const acIndex = new Map(network.acLines.map((ac, a) => [ac.line, a]));
  const lines = input.lines.map((line, l) => {
    const forward = layout.flowCols[l];
    const reverse = layout.reverseCols[l];
    const a = acIndex.get(l);
    const flowMw = Array.from({ length: T }, (_, t) => {
      if (forward)
        return (colValue[forward[t]!] ?? 0) - (reverse ? (colValue[reverse[t]!] ?? 0) : 0);
      return a === undefined ? 0 : model.acFlow(a, t, injections);
    });
    const up = line.limitMw ?? null;
    const down = line.reverseLimitMw ?? line.limitMw ?? null;
    return {
      lineId: line.id,
      fromBusId: line.fromBusId,
      toBusId: line.toBusId,
      flowMw: flowMw.map(round3),
      limitMw: up,
      reverseLimitMw: down,
      congested: flowMw.map(
        (f) =>
          (up !== null && f >= up - FLOW_TOLERANCE) ||
          (down !== null && f <= -down + FLOW_TOLERANCE),
      ),
    };
  });
  const balanced = buses.every(
    (b) => b.shedMw.every((x) => x === 0) && b.surplusMw.every((x) => x === 0),
  );
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
