// Builds the day-ahead DC-OPF as one sparse LP (or MILP for commitment) over all slots, since ramp limits
// tie consecutive slots together. The network enters in shift-factor (PTDF) form: one balance row per
// island and slot, and a line's limit as a row only once a solve shows the line at or over it (lazy
// rows, added by `addLineRows` between solves). Rules: docs/market-rules.md, "Day-ahead spot".
import { LpBuilder, type LpModelData, type LpRowBlock, type LpSize } from './lpBuilder';
import { buildSpotNetwork, type SpotNetwork } from './spotNetwork';
import { guessBindingLimits } from './spotLimitGuess';
import { addCommitCols, addCommitmentRows, addRampRows } from './spotUnitRows';
import type { NormalLine, NormalSpotInput } from './spotNormalise';

/**
 * How units are committed: 'free' lets a MILP choose (a binary per unit and slot); a boolean[unit][slot]
 * fixes the commitment (the units' own flags without SCUC, or what the MILP chose), so the LP's duals
 * give prices.
 */
export type CommitmentMode = 'free' | boolean[][];

/**
 * Where each quantity of the result lives in the model's columns and rows. Flat typed arrays indexed
 * [unit × slotCount + slot] (or bus, island): a day has 9 600 unit-slots, and an array per unit-slot was
 * a good part of the build.
 */
export interface SpotLayout {
  /**
   * First column of each unit-slot's offer steps and how many there are (their columns follow one
   * another, in price order); a unit's output is the sum of its steps.
   */
  stepFirst: Int32Array;
  stepCount: Int32Array;
  /** Column of each unit-slot's commitment (only for 'free'). */
  commitCols: Int32Array | null;
  /** Column of each controllable link's flow, per slot (a tariffed link: its forward part); null for reactance lines. */
  flowCols: (Int32Array | null)[];
  /** A tariffed link's reverse flow column per slot (null for other lines): flow = forward − reverse. */
  reverseCols: (Int32Array | null)[];
  /** Columns of unserved load per bus-slot (−1 where the bus has no load), and of surplus generation. */
  shedCols: Int32Array;
  surplusCols: Int32Array;
  /** Balance row of each island-slot; its dual is the island reference bus's price (× slot hours). */
  balanceRows: Int32Array;
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

/**
 * Largest tie-break, 元/MWh: half the smallest price step a seller can type in the round
 * (10^-priceDecimals of its declaration rules: 0.0005 for prices to 0.001), so it never reorders offers
 * of different prices. Neighbouring keys still differ by more than HiGHS's dual feasibility tolerance
 * (1e-7) on the bench day (100 units × 3 steps: 4e-7 per key in cost at 0.001).
 */
function tieBreakPrice(priceDecimals: number): number {
  return 0.5 * 10 ** -priceDecimals;
}

/**
 * The tie-break of each offer step, 元/MWh: a tiny extra cost rising with the unit's rank by id and then
 * the step's rank by price, the same in every slot. Among offers of one price the LP then has a single
 * optimum (the unit with the lower id first), so how it was solved (a limit hint, another start) cannot
 * change the dispatch, and neither can the input's order. Keyed on ids, not positions in the input.
 */
function tieBreaks(input: NormalSpotInput): (g: number, k: number) => number {
  const { units } = input;
  let steps = 1;
  for (const u of units) for (const slot of u.steps) steps = Math.max(steps, slot.length);
  const keys = units.length * steps;
  const largest = tieBreakPrice(input.settings.priceDecimals);
  return (g, k) => (largest * (g * steps + k + 1)) / keys;
}

/**
 * Line-slots expected to bind, by line id (e.g. those congested in the pre-clearing of the same round):
 * their limit rows are in the model from the start, so a clearing whose congestion matches needs one
 * solve instead of two. A wrong hint costs rows, never a different result.
 */
export type LimitHint = ReadonlyMap<number, readonly number[]>;

/**
 * An island's injection terms per slot, flat: the terms of island-slot key k (island × slotCount + slot)
 * are [start[k], start[k + 1]), each a column, its bus and its coefficient, in column order (a link
 * inside an island appears twice, once at each end).
 */
interface IslandTerms {
  start: Int32Array;
  cols: Int32Array;
  buses: Int32Array;
  coefs: Float64Array;
}

/** Builds the clearing model for the canonical input under a commitment mode. */
export function buildSpotModel(
  input: NormalSpotInput,
  mode: CommitmentMode,
  hint?: LimitHint,
  guess = false,
): SpotModel {
  const { slotCount: T, settings, buses, lines, load } = input;
  const h = settings.slotHours;
  const B = buses.length;
  const network = buildSpotNetwork(input);
  const { islandCount, acLines } = network;
  const busOf = (busId: number): number => input.busIndex.get(busId)!;
  const fixed = mode === 'free' ? null : mode;
  // With a fixed commitment, the limits the merit-order dispatch comes near start in the model too.
  const guessed = guess && fixed ? guessBindingLimits(input, network, fixed) : [];

  const lp = new LpBuilder(modelSize(input, fixed, islandCount, guessed.length, hint));

  // Offer steps. With a fixed commitment, Pmin is the lower bound of the cheapest steps: the LP fills a
  // unit's steps in price order anyway, so this equals Σ steps ≥ Pmin without a row. Each step's cost
  // carries its tie-break (see `tieBreaks`), which the solver takes out of the duals and the objective.
  const { stepFirst, stepCount } = addStepCols(lp, input, fixed);
  const scuc = fixed ? null : addCommitCols(lp, input);
  // Controllable links keep a flow column (an injection pair at their ends). A link with a tariff pays
  // it on both directions: forward and reverse parts, each ≥ 0.
  const slotCols = (add: () => number): Int32Array => {
    const cols = new Int32Array(T);
    for (let t = 0; t < T; t++) cols[t] = add();
    return cols;
  };
  const flowCols: (Int32Array | null)[] = [];
  for (const line of lines) {
    const up = line.limitMw ?? INF;
    const down = line.reverseLimitMw ?? line.limitMw ?? INF;
    if (line.reactance != null) flowCols.push(null);
    else if (tariffed(line)) flowCols.push(slotCols(() => lp.addCol(line.tariff * h, 0, up)));
    else flowCols.push(slotCols(() => lp.addCol(0, -down, up)));
  }
  const reverseCols: (Int32Array | null)[] = [];
  for (const line of lines) {
    const down = line.reverseLimitMw ?? line.limitMw ?? INF;
    reverseCols.push(tariffed(line) ? slotCols(() => lp.addCol(line.tariff * h, 0, down)) : null);
  }
  const { shedCols, surplusCols } = addLoadCols(lp, input);
  const terms = gatherIslandTerms(
    input,
    network,
    { stepFirst, stepCount, flowCols, reverseCols, shedCols, surplusCols },
    busOf,
  );
  const balanceRows = addBalanceRows(lp, input, network, terms);
  const output = (g: number, t: number, f: number): void => {
    const first = stepFirst[g * T + t]!;
    const end = first + stepCount[g * T + t]!;
    for (let col = first; col < end; col++) lp.term(col, f);
  };
  addRampRows(lp, input, output, scuc, fixed);
  if (scuc) addCommitmentRows(lp, input, output, scuc);

  const lineRows = new Int32Array(acLines.length * T).fill(-1);
  const denseFactors: Float64Array[] = [];
  for (const ac of acLines) {
    const dense = new Float64Array(B);
    for (let j = 0; j < ac.buses.length; j++) dense[ac.buses[j]!] = ac.factors[j]!;
    denseFactors.push(dense);
  }
  /** Writes the limit row of reactance line a in slot t: −down ≤ Σ_b PTDF·(injection terms − load) ≤ up, loads moved to the bounds. */
  const addLimitRow = (a: number, t: number): void => {
    const ac = acLines[a]!;
    const factor = denseFactors[a]!;
    const { cols, buses: at, coefs } = terms;
    const key = ac.island * T + t;
    const end = terms.start[key + 1]!;
    for (let i = terms.start[key]!; i < end;) {
      const col = cols[i]!;
      let coef = 0;
      for (; i < end && cols[i] === col; i++) coef += factor[at[i]!]! * coefs[i]!;
      lp.term(col, coef);
    }
    let shift = 0;
    for (let j = 0; j < ac.buses.length; j++) shift += ac.factors[j]! * load[ac.buses[j]!]![t]!;
    const line = lines[ac.line]!;
    const up = line.limitMw ?? INF;
    const down = line.reverseLimitMw ?? line.limitMw ?? INF;
    lineRows[a * T + t] = lp.addRow(-down + shift, up + shift);
  };
  let hinted = addHintedRows(input, network, hint, addLimitRow);
  for (const key of guessed) {
    if (lineRows[key] !== -1) continue;
    addLimitRow(Math.floor(key / T), key % T);
    hinted = true;
  }
  const data = lp.build();
  const layout: SpotLayout = {
    stepFirst,
    stepCount,
    commitCols: scuc?.on ?? null,
    flowCols,
    reverseCols,
    shedCols,
    surplusCols,
    balanceRows,
    network,
    lineRows,
  };
  const injections = (colValue: Float64Array): Injections => {
    const out = new Float64Array(B * T);
    for (let b = 0; b < B; b++) for (let t = 0; t < T; t++) out[b * T + t] = -load[b]![t]!;
    const { start, cols, buses: at, coefs } = terms;
    for (let key = 0; key < islandCount * T; key++) {
      const t = key % T;
      const end = start[key + 1]!;
      for (let i = start[key]!; i < end; i++)
        out[at[i]! * T + t]! += coefs[i]! * colValue[cols[i]!]!;
    }
    return out;
  };
  const acFlow = (a: number, t: number, inj: Injections): number => {
    const { buses: at, factors } = acLines[a]!;
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
    acLines.forEach((ac, a) => {
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

/** Whether a controllable link pays a tariff (then it has forward and reverse parts). */
function tariffed(line: NormalLine): boolean {
  return line.reactance == null && line.tariff > 0;
}

/** Columns, rows and entries of the model, from the input before a column is made (sizes the builder). */
function modelSize(
  input: NormalSpotInput,
  fixed: readonly (readonly boolean[])[] | null,
  islandCount: number,
  guessedRows: number,
  hint: LimitHint | undefined,
): LpSize {
  const { slotCount: T, units, lines, load, buses } = input;
  const G = units.length;
  const B = buses.length;
  let stepTotal = 0;
  let rampRows = 0;
  for (const u of units) {
    for (const slot of u.steps) stepTotal += slot.length;
    if (u.rampMwPerSlot !== null)
      rampRows += (u.initialMw !== null ? 1 : 0) + (T - 1) * (fixed ? 1 : 2);
  }
  let linkCols = 0;
  for (const line of lines) if (line.reactance == null) linkCols += (tariffed(line) ? 2 : 1) * T;
  let shedTotal = 0;
  for (const row of load) for (const mw of row) if (mw > 0) shedTotal++;
  const termTotal = stepTotal + 2 * linkCols + shedTotal + B * T;
  let hintRows = 0;
  for (const slots of hint?.values() ?? []) hintRows += slots.length;
  const limitRows = guessedRows + hintRows;
  return {
    // SCUC: on, start-up and shut-down per unit-slot; Pmin, Pmax, transition and two start-up rows.
    cols: stepTotal + linkCols + shedTotal + B * T + (fixed ? 0 : 3 * G * T),
    rows: islandCount * T + rampRows + (fixed ? 0 : 5 * G * T) + limitRows,
    entries:
      termTotal +
      (fixed ? 2 : 4) * stepTotal +
      (fixed ? 0 : 12 * G * T) +
      Math.ceil((limitRows * termTotal) / (islandCount * T)),
  };
}

/**
 * The offer steps' columns, unit by unit and slot by slot. With a fixed commitment, Pmin is the lower
 * bound of the cheapest steps: the LP fills a unit's steps in price order anyway, so this equals Σ steps
 * ≥ Pmin without a row. Each step's cost carries its tie-break (see `tieBreaks`), which the solver
 * takes out of the duals and the objective.
 */
function addStepCols(
  lp: LpBuilder,
  input: NormalSpotInput,
  fixed: readonly (readonly boolean[])[] | null,
): Pick<SpotLayout, 'stepFirst' | 'stepCount'> {
  const { slotCount: T, units } = input;
  const h = input.settings.slotHours;
  const tie = tieBreaks(input);
  const stepFirst = new Int32Array(units.length * T);
  const stepCount = new Int32Array(units.length * T);
  for (let g = 0; g < units.length; g++) {
    const u = units[g]!;
    for (let t = 0; t < T; t++) {
      const steps = u.steps[t]!;
      stepFirst[g * T + t] = lp.numCols;
      stepCount[g * T + t] = steps.length;
      const on = !fixed || (fixed[g]?.[t] ?? false);
      // Lower bounds of the cheapest steps that make their sum at least Pmin.
      let left = fixed ? (u.pminMw[t] ?? 0) : 0;
      for (let k = 0; k < steps.length; k++) {
        const s = steps[k]!;
        const extra = tie(g, k) * h;
        if (!on) {
          lp.addCol(s.price * h + extra, 0, 0, false, extra);
          continue;
        }
        const lower = fixed ? Math.min(s.volumeMw, Math.max(0, left)) : 0;
        left -= lower;
        lp.addCol(s.price * h + extra, lower, s.volumeMw, false, extra);
      }
    }
  }
  return { stepFirst, stepCount };
}

/** Unserved load (per bus-slot with load, −1 elsewhere) and surplus generation, at the penalty price. */
function addLoadCols(
  lp: LpBuilder,
  input: NormalSpotInput,
): Pick<SpotLayout, 'shedCols' | 'surplusCols'> {
  const { slotCount: T, load } = input;
  const B = input.buses.length;
  const penalty = input.settings.penaltyPrice * input.settings.slotHours;
  const shedCols = new Int32Array(B * T);
  for (let b = 0; b < B; b++)
    for (let t = 0; t < T; t++) {
      const mw = load[b]![t]!;
      shedCols[b * T + t] = mw > 0 ? lp.addCol(penalty, 0, mw) : -1;
    }
  const surplusCols = new Int32Array(B * T);
  for (let b = 0; b < B; b++)
    for (let t = 0; t < T; t++) surplusCols[b * T + t] = lp.addCol(penalty, 0, INF);
  return { shedCols, surplusCols };
}

/** Island balance: Σ over its buses of (outputs + unserved − surplus) + links in − links out = load. */
function addBalanceRows(
  lp: LpBuilder,
  input: NormalSpotInput,
  network: SpotNetwork,
  terms: IslandTerms,
): Int32Array {
  const { slotCount: T, load } = input;
  const { islandOf, islandCount } = network;
  const islandBuses: number[][] = [];
  for (let k = 0; k < islandCount; k++) islandBuses.push([]);
  for (let b = 0; b < input.buses.length; b++) islandBuses[islandOf[b]!]!.push(b);
  const balanceRows = new Int32Array(islandCount * T);
  for (let k = 0; k < islandCount; k++)
    for (let t = 0; t < T; t++) {
      const key = k * T + t;
      const end = terms.start[key + 1]!;
      for (let i = terms.start[key]!; i < end;) {
        const col = terms.cols[i]!;
        let coef = 0;
        for (; i < end && terms.cols[i] === col; i++) coef += terms.coefs[i]!;
        lp.term(col, coef);
      }
      let mw = 0;
      for (const b of islandBuses[k]!) mw += load[b]![t]!;
      balanceRows[key] = lp.addRow(mw, mw);
    }
  return balanceRows;
}

/**
 * The injection terms of each island and slot: steps, links at both ends, unserved, −surplus. They are
 * listed in the order the columns were made, then put in island-slot order by a stable counting sort,
 * so each island-slot's terms are sorted by column and its balance row and line rows are written in
 * one pass without sorting. Plain loops without closures: an earlier version with an `inject` closure
 * took V8 over 100 ms to compile, more than it ran.
 */
function gatherIslandTerms(
  input: NormalSpotInput,
  network: SpotNetwork,
  cols: Pick<
    SpotLayout,
    'stepFirst' | 'stepCount' | 'flowCols' | 'reverseCols' | 'shedCols' | 'surplusCols'
  >,
  busOf: (busId: number) => number,
): IslandTerms {
  const { slotCount: T, units, lines, buses } = input;
  const { islandOf, islandCount } = network;
  const { stepFirst, stepCount, shedCols, surplusCols } = cols;
  let total = 2 * buses.length * T;
  for (let i = 0; i < stepCount.length; i++) total += stepCount[i]!;
  for (const link of cols.flowCols) if (link) total += 2 * T;
  for (const link of cols.reverseCols) if (link) total += 2 * T;
  // In column order: island-slot key, column, bus, coefficient.
  const keyOf = new Int32Array(total);
  const colOf = new Int32Array(total);
  const busAt = new Int32Array(total);
  const coefOf = new Float64Array(total);
  let n = 0;
  for (let g = 0; g < units.length; g++) {
    const b = units[g]!.busIndex;
    for (let t = 0; t < T; t++) {
      const first = stepFirst[g * T + t]!;
      const end = first + stepCount[g * T + t]!;
      for (let col = first; col < end; col++) {
        keyOf[n] = islandOf[b]! * T + t;
        colOf[n] = col;
        busAt[n] = b;
        coefOf[n++] = 1;
      }
    }
  }
  for (let side = 0; side < 2; side++) {
    // Forward flow leaves its from-bus and enters its to-bus; a reverse part the other way.
    const sign = side === 0 ? 1 : -1;
    const linkCols = side === 0 ? cols.flowCols : cols.reverseCols;
    for (let l = 0; l < lines.length; l++) {
      const link = linkCols[l];
      if (!link) continue;
      const from = busOf(lines[l]!.fromBusId);
      const to = busOf(lines[l]!.toBusId);
      for (let t = 0; t < T; t++) {
        keyOf[n] = islandOf[from]! * T + t;
        colOf[n] = link[t]!;
        busAt[n] = from;
        coefOf[n++] = -sign;
        keyOf[n] = islandOf[to]! * T + t;
        colOf[n] = link[t]!;
        busAt[n] = to;
        coefOf[n++] = sign;
      }
    }
  }
  for (let side = 0; side < 2; side++) {
    const own = side === 0 ? shedCols : surplusCols;
    const sign = side === 0 ? 1 : -1;
    for (let b = 0; b < buses.length; b++)
      for (let t = 0; t < T; t++) {
        const col = own[b * T + t]!;
        if (col < 0) continue;
        keyOf[n] = islandOf[b]! * T + t;
        colOf[n] = col;
        busAt[n] = b;
        coefOf[n++] = sign;
      }
  }
  const start = new Int32Array(islandCount * T + 1);
  for (let i = 0; i < n; i++) start[keyOf[i]! + 1]!++;
  for (let key = 0; key < islandCount * T; key++) start[key + 1]! += start[key]!;
  const fill = start.slice(0, islandCount * T);
  const out: IslandTerms = {
    start,
    cols: new Int32Array(n),
    buses: new Int32Array(n),
    coefs: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const at = fill[keyOf[i]!]!++;
    out.cols[at] = colOf[i]!;
    out.buses[at] = busAt[i]!;
    out.coefs[at] = coefOf[i]!;
  }
  return out;
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
