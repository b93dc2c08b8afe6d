// Builds the day-ahead DC-OPF as one sparse LP (or MILP for commitment) over all slots, since ramp limits
// tie consecutive slots together. The network enters in shift-factor (PTDF) form: one balance row per
// island and slot, and a line's limit as a row only once a solve shows the line at or over it (lazy
// rows, added by `addLineRows` between solves). Rules: docs/market-rules.md, "Day-ahead spot".
import { LpBuilder, type LpModelData, type LpRowBlock } from './lpBuilder';
import { buildSpotNetwork, type SpotNetwork } from './spotNetwork';
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
  /** Column of each controllable link's flow: [line][slot] (a tariffed link: its forward part); null for reactance lines. */
  flowCols: (number[] | null)[];
  /** A tariffed link's reverse flow column ([line][slot]; null for other lines): flow = forward − reverse. */
  reverseCols: (number[] | null)[];
  /** Columns of unserved load ([bus][slot], −1 where the bus has no load) and surplus generation. */
  shedCols: number[][];
  surplusCols: number[][];
  /** Balance row of each island: [island][slot]; its dual is the island reference bus's price (× slot hours). */
  balanceRows: number[][];
  /** Islands and shift factors. */
  network: SpotNetwork;
  /** Row of each reactance line's limit: [acLine × slotCount + slot], −1 while not in the model. */
  lineRows: Int32Array;
}

/** Net injection at each bus and slot of a solution ([bus × slotCount + slot], MW: generation − load). */
export type Injections = Float64Array;

/** The model with its layout; `addLineRows` appends the limits a solution breaks (or nearly reaches). */
export interface SpotModel {
  data: LpModelData;
  layout: SpotLayout;
  /** Net injections of a solution. */
  injections(colValue: Float64Array): Injections;
  /** Flow on the reactance line `acLines[a]` in slot t for the given injections. */
  acFlow(a: number, t: number, injections: Injections): number;
  /** Rows for the line limits the solution breaks or comes near; null when every line is within its limit. */
  addLineRows(colValue: Float64Array): LpRowBlock | null;
}

const INF = Infinity;
/** MW over a limit that counts as broken (HiGHS's own feasibility tolerance is far below). */
const VIOLATION_MW = 1e-6;
/**
 * Share of its limit above which a line's row is added with the broken ones, so a line just under its
 * limit is not pushed over by the next solve (another round). On the bench case 0.8–1.0 all took two
 * solves with the same pivots.
 */
const NEAR_LIMIT = 0.97;

/** Lower bounds of sorted steps that make their sum at least `pmin` (the cheapest steps first). */
function stepLowerBounds(widths: readonly number[], pmin: number): number[] {
  let left = pmin;
  return widths.map((w) => {
    const lower = Math.min(w, Math.max(0, left));
    left -= lower;
    return lower;
  });
}

/**
 * Line-slots expected to bind, by line id (e.g. those congested in the pre-clearing of the same round):
 * their limit rows are in the model from the start, so a clearing whose congestion matches needs one
 * solve instead of two. A wrong hint costs rows, never a different result.
 */
export type LimitHint = ReadonlyMap<number, readonly number[]>;

/** Builds the clearing model for the canonical input under a commitment mode. */
export function buildSpotModel(
  input: NormalSpotInput,
  mode: CommitmentMode,
  hint?: LimitHint,
): SpotModel {
  const { slotCount: T, settings, buses, lines, units, load } = input;
  const h = settings.slotHours;
  const lp = new LpBuilder();
  const network = buildSpotNetwork(input);
  const busOf = (busId: number): number => input.busIndex.get(busId)!;

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
  // A slot with an export held fixed is committed (lower bound 1): the export already runs the unit.
  const commitCols =
    mode === 'free'
      ? units.map((u) =>
          u.availMw.map((_, t) =>
            lp.addCol(
              (u.unit.noLoadCostPerHour ?? 0) * h,
              (u.exportMw[t] ?? 0) > 0 ? 1 : 0,
              1,
              true,
            ),
          ),
        )
      : null;
  // Controllable links keep a flow column (an injection pair at their ends). A link with a tariff pays
  // it on both directions: forward and reverse parts, each ≥ 0.
  const tariffed = (l: (typeof lines)[number]) => l.reactance == null && (l.tariff ?? 0) > 0;
  const flowCols = lines.map((line) => {
    if (line.reactance != null) return null;
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
  const shedCols = load.map((row) => row.map((mw) => (mw > 0 ? lp.addCol(penalty, 0, mw) : -1)));
  const surplusCols = load.map((row) => row.map(() => lp.addCol(penalty, 0, INF)));

  // The injection terms of each island and slot: column, bus, coefficient (steps, links at both ends,
  // unserved, −surplus). They are gathered in the order the columns were made, so each list is sorted
  // by column and its balance row and line rows are written in one pass without sorting (a link inside
  // an island appears twice in a row, once at each end, and is summed).
  const { islandOf, islandCount } = network;
  const gather = Array.from({ length: islandCount * T }, () => ({
    cols: [] as number[],
    buses: [] as number[],
    coefs: [] as number[],
  }));
  const inject = (b: number, t: number, col: number, coef: number): void => {
    const list = gather[islandOf[b]! * T + t]!;
    list.cols.push(col);
    list.buses.push(b);
    list.coefs.push(coef);
  };
  units.forEach((u, g) => {
    for (let t = 0; t < T; t++) for (const col of stepCols[g]![t]!) inject(u.busIndex, t, col, 1);
  });
  for (const [cols, sign] of [
    [flowCols, 1],
    [reverseCols, -1],
  ] as const)
    lines.forEach((line, l) => {
      const link = cols[l];
      if (!link) return;
      for (let t = 0; t < T; t++) {
        inject(busOf(line.fromBusId), t, link[t]!, -sign);
        inject(busOf(line.toBusId), t, link[t]!, sign);
      }
    });
  for (const [cols, sign] of [
    [shedCols, 1],
    [surplusCols, -1],
  ] as const)
    for (let b = 0; b < buses.length; b++)
      for (let t = 0; t < T; t++) if (cols[b]![t]! >= 0) inject(b, t, cols[b]![t]!, sign);
  const islandTerms: IslandTerms[] = gather.map((list) => ({
    cols: Int32Array.from(list.cols),
    buses: Int32Array.from(list.buses),
    coefs: Float64Array.from(list.coefs),
  }));
  const islandBuses: number[][] = Array.from({ length: islandCount }, () => []);
  buses.forEach((_, b) => islandBuses[islandOf[b]!]!.push(b));
  // Island balance: Σ over its buses of (outputs + unserved − surplus) + links in − links out = load.
  const balanceRows = islandBuses.map((members, k) =>
    Array.from({ length: T }, (_, t) => {
      const { cols, coefs } = islandTerms[k * T + t]!;
      for (let i = 0; i < cols.length;) {
        const col = cols[i]!;
        let coef = 0;
        for (; i < cols.length && cols[i] === col; i++) coef += coefs[i]!;
        lp.term(col, coef);
      }
      let mw = 0;
      for (const b of members) mw += load[b]![t]!;
      return lp.addRow(mw, mw);
    }),
  );
  addRampRows(lp, input, stepCols, commitCols, mode);
  if (commitCols) addCommitmentRows(lp, input, stepCols, commitCols);

  const lineRows = new Int32Array(network.acLines.length * T).fill(-1);
  const denseFactors = network.acLines.map((ac) => {
    const dense = new Float64Array(buses.length);
    ac.buses.forEach((b, j) => (dense[b] = ac.factors[j]!));
    return dense;
  });
  /** Writes the limit row of reactance line a in slot t: −down ≤ Σ_b PTDF·(injection terms − load) ≤ up, loads moved to the bounds. */
  const addLimitRow = (a: number, t: number): void => {
    const ac = network.acLines[a]!;
    const factor = denseFactors[a]!;
    const { cols, buses: at, coefs } = islandTerms[ac.island * T + t]!;
    for (let i = 0; i < cols.length;) {
      const col = cols[i]!;
      let coef = 0;
      for (; i < cols.length && cols[i] === col; i++) coef += factor[at[i]!]! * coefs[i]!;
      lp.term(col, coef);
    }
    let shift = 0;
    for (let j = 0; j < ac.buses.length; j++) shift += ac.factors[j]! * load[ac.buses[j]!]![t]!;
    const line = lines[ac.line]!;
    const up = line.limitMw ?? INF;
    const down = line.reverseLimitMw ?? line.limitMw ?? INF;
    lineRows[a * T + t] = lp.addRow(-down + shift, up + shift);
  };
  const hinted = addHintedRows(input, network, hint, addLimitRow);
  const data = lp.build();
  const layout: SpotLayout = {
    stepCols,
    commitCols,
    flowCols,
    reverseCols,
    shedCols,
    surplusCols,
    balanceRows,
    network,
    lineRows,
  };
  const injections = (colValue: Float64Array): Injections => {
    const out = new Float64Array(buses.length * T);
    for (let b = 0; b < buses.length; b++)
      for (let t = 0; t < T; t++) out[b * T + t] = -load[b]![t]!;
    islandTerms.forEach(({ cols, buses: at, coefs }, key) => {
      const t = key % T;
      for (let i = 0; i < cols.length; i++) out[at[i]! * T + t]! += coefs[i]! * colValue[cols[i]!]!;
    });
    return out;
  };
  const acFlow = (a: number, t: number, inj: Injections): number => {
    const { buses: at, factors } = network.acLines[a]!;
    let flow = 0;
    for (let j = 0; j < at.length; j++) flow += factors[j]! * inj[at[j]! * T + t]!;
    return flow;
  };
  let blockAdded = false;
  const addLineRows = (colValue: Float64Array): LpRowBlock | null => {
    const inj = injections(colValue);
    const first = lp.numRows;
    const wanted: number[] = [];
    let broken = false;
    network.acLines.forEach((ac, a) => {
      const line = lines[ac.line]!;
      const up = line.limitMw ?? INF;
      const down = line.reverseLimitMw ?? line.limitMw ?? INF;
      if (up === INF && down === INF) return;
      for (let t = 0; t < T; t++) {
        if (lineRows[a * T + t] !== -1) continue;
        const flow = acFlow(a, t, inj);
        if (flow > up + VIOLATION_MW || flow < -down - VIOLATION_MW) broken = true;
        if (flow >= NEAR_LIMIT * up || flow <= -NEAR_LIMIT * down) wanted.push(a * T + t);
      }
    });
    if (!broken) return null;
    for (const key of wanted) addLimitRow(Math.floor(key / T), key % T);
    // The first block without a hint is every limit the unconstrained dispatch breaks: the solver
    // starts that solve afresh (see highsSolve.ts); after hinted rows the block is a few misses.
    const block = lp.rowsFrom(first);
    block.restart = !hinted && !blockAdded;
    blockAdded = true;
    return block;
  };
  return { data, layout, injections, acFlow, addLineRows };
}

/** Adds the limit rows a hint names (limited reactance lines, slots in range); whether it added any. */
function addHintedRows(
  input: NormalSpotInput,
  network: SpotNetwork,
  hint: LimitHint | undefined,
  addLimitRow: (a: number, t: number) => void,
): boolean {
  if (!hint || hint.size === 0) return false;
  let added = false;
  network.acLines.forEach((ac, a) => {
    const line = input.lines[ac.line]!;
    if (line.limitMw == null && line.reverseLimitMw == null) return;
    const slots = new Set(hint.get(line.id) ?? []);
    for (const t of [...slots].sort((x, y) => x - y)) {
      if (!Number.isInteger(t) || t < 0 || t >= input.slotCount) continue;
      addLimitRow(a, t);
      added = true;
    }
  });
  return added;
}

/** An island's injection terms in one slot, by column: column, bus and coefficient. */
interface IslandTerms {
  cols: Int32Array;
  buses: Int32Array;
  coefs: Float64Array;
}

/** Adds a unit's output in one slot (the sum of its steps), times a factor, to the open row. */
function addOutput(lp: LpBuilder, stepCols: number[][][], g: number, t: number, f: number): void {
  for (const col of stepCols[g]?.[t] ?? []) lp.term(col, f);
}

/**
 * Ramp limits between consecutive slots (and from the initial output into the first slot). A unit may
 * always start at or stop from its minimum output: the limit widens to Pmin across an on/off change,
 * in the MILP through the commitment columns and, with the commitment fixed, by the same rule applied
 * to the fixed on/off (else the price LP after SCUC is infeasible wherever a unit with Pmin above its
 * ramp starts or stops). With an export held fixed the ramp limits the total output (provincial +
 * export), but the export's own step is accepted: the session that sold it knows no ramps, and a limit
 * it broke alone would make the day infeasible. So the provincial part may move by the ramp, and also
 * against the export's step by that step (its Pmin and capacity shift by exactly that much).
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
    // The export's step into slot t (no export before the day); 0 for a unit without one.
    const exportStep = (t: number) => (u.exportMw[t] ?? 0) - (t > 0 ? (u.exportMw[t - 1] ?? 0) : 0);
    const init = u.unit.initialMw;
    if (init != null) {
      const pmin = u.pminMw[0] ?? 0;
      const rise = exportStep(0);
      addOutput(lp, stepCols, g, 0, 1);
      lp.addRow(Math.min(init - ramp - rise, pmin), Math.max(init + ramp, pmin));
    }
    for (let t = 1; t < input.slotCount; t++) {
      // Provincial up and down limits: the ramp, plus the export's fall (up) or rise (down).
      const upRamp = ramp + Math.max(0, -exportStep(t));
      const downRamp = ramp + Math.max(0, exportStep(t));
      const pmins = Math.max(u.pminMw[t] ?? 0, u.pminMw[t - 1] ?? 0);
      const upStart = Math.max(upRamp, pmins);
      const downStop = Math.max(downRamp, pmins);
      if (!commitCols) {
        const fixed = mode === 'free' ? undefined : mode[g];
        // up: p_t − p_{t−1} ≤ R, or S after a slot off; down: p_{t−1} − p_t ≤ R, or S into a slot off.
        const up = fixed?.[t - 1] === false ? upStart : upRamp;
        const down = fixed?.[t] === false ? downStop : downRamp;
        addOutput(lp, stepCols, g, t - 1, -1);
        addOutput(lp, stepCols, g, t, 1);
        lp.addRow(-down, up);
        continue;
      }
      const on = commitCols[g]!;
      // up: p_t − p_{t−1} ≤ R + (S − R)(1 − u_{t−1});  down: p_{t−1} − p_t ≤ R + (S − R)(1 − u_t)
      addOutput(lp, stepCols, g, t - 1, -1);
      addOutput(lp, stepCols, g, t, 1);
      lp.term(on[t - 1]!, upStart - upRamp);
      lp.addRow(-INF, upStart);
      addOutput(lp, stepCols, g, t - 1, 1);
      addOutput(lp, stepCols, g, t, -1);
      lp.term(on[t]!, downStop - downRamp);
      lp.addRow(-INF, downStop);
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
      addOutput(lp, stepCols, g, t, 1);
      lp.term(on[t]!, -(u.pminMw[t] ?? 0));
      lp.addRow(0, INF);
      addOutput(lp, stepCols, g, t, 1);
      lp.term(on[t]!, -(u.availMw[t] ?? 0));
      lp.addRow(-INF, 0);
      const cost = u.unit.startupCost ?? 0;
      if (cost <= 0) continue;
      const start = lp.addCol(cost, 0, 1);
      if (t === 0) {
        lp.term(start, 1);
        lp.term(on[0]!, -1);
        lp.addRow(u.unit.initiallyOn ? -1 : 0, INF);
      } else {
        lp.term(start, 1);
        lp.term(on[t]!, -1);
        lp.term(on[t - 1]!, 1);
        lp.addRow(0, INF);
      }
    }
  });
}
