// Runs one structured model through HiGHS (the `highs` WebAssembly build, through its C API: see
// highsRuntime.ts) and copies out what the spot clearing reads. The HiGHS instance is destroyed before
// returning: wasm memory is not garbage-collected.
import { loadHighsRuntime, withHeap, type HighsRuntime } from './highsRuntime';
import type { CsrMatrix, LpModelData, LpRowBlock } from './lpBuilder';

/** What a solve returns: HiGHS's model status, primal values, row duals and the objective. */
export interface LpSolution {
  optimal: boolean;
  /**
   * A MILP stopped at its time limit with a feasible solution (HiGHS's primal solution status): the
   * values are that best solution, not proven optimal; `mipGap` says how far from the bound it may be.
   */
  stoppedFeasible: boolean;
  /** HiGHS's relative MIP gap of the returned solution (0 for an LP or a proven optimum). */
  mipGap: number;
  /** The solve stopped at its time limit (with or without a feasible point). */
  timedOut: boolean;
  /** HiGHS model status code (7 optimal, 8 infeasible, ...). */
  modelStatus: number;
  colValue: Float64Array;
  rowDual: Float64Array;
  objective: number;
}

/**
 * Rows to add after a solve (lazy constraints: line limits the solution breaks), or null when the
 * solution is final.
 */
export type MoreRows = (solution: LpSolution) => LpRowBlock | null;

/**
 * A synchronous solver: the clearing is written against this, so tests may use HiGHS directly. With
 * `moreRows`, the model is solved again (from the last basis) after each block of rows it returns.
 */
export type LpSolve = (model: LpModelData, moreRows?: MoreRows) => LpSolution;

/** Options of a solver: the time limit of each solve (tests set a tiny one; the default is OPTIONS'). */
export interface SolverOptions {
  timeLimitSeconds?: number;
}

/**
 * HiGHS options of every clearing solve, by type as the C API sets them. An LP is solved by dual simplex
 * (HiGHS's default) without presolve: presolve took longer than it saved on the day-ahead model (bench:
 * first solve 340 → 120 ms). A MILP keeps presolve, which its branch and bound needs. One thread, as
 * the package's own wrapper sets (the wasm build runs no threads). The MILP (SCUC's commitment) stops
 * at the time limit or once its cost is proven within mip_rel_gap of the bound; a stop at the time
 * limit with a feasible commitment keeps that commitment (docs/market-rules.md, "Day-ahead spot").
 */
const OPTIONS = {
  bool: { output_flag: 0 },
  int: { threads: 1 },
  double: { time_limit: 120, mip_rel_gap: 1e-6 },
} as const;

/** HiGHS's primal solution status of a feasible point (kSolutionStatusFeasible). */
const SOLUTION_FEASIBLE = 2;

/** HiGHS's matrix format code for rows (compressed sparse rows). */
const ROW_WISE = 2;
const MINIMIZE = 1;

/** Throws unless a C call returned ok (0) or warning (1). */
function check(status: number, what: string): void {
  if (status < 0) throw new Error(`HiGHS ${what} failed (status ${status})`);
}

/**
 * One pass over the arrays, so a bad model fails here with its place rather than inside HiGHS: lengths,
 * row starts, column indices in range, no NaN (infinite bounds are fine; HiGHS checks its own limits).
 */
export function validateLp(data: LpModelData): void {
  const { numCols, numRows, matrix } = data;
  checkDoubles('colCost', data.colCost, numCols);
  checkDoubles('colLower', data.colLower, numCols);
  checkDoubles('colUpper', data.colUpper, numCols);
  checkDoubles('rowLower', data.rowLower, numRows);
  checkDoubles('rowUpper', data.rowUpper, numRows);
  if (data.integrality && data.integrality.length !== numCols)
    throw new Error(`LP: integrality has ${data.integrality.length} entries, not ${numCols}`);
  if (matrix.numRows !== numRows || matrix.numCols !== numCols)
    throw new Error('LP: matrix dimensions do not match the model');
  validateCsr(matrix);
}

/** Length and no NaN (infinite bounds are fine). Monomorphic on Float64Array: this runs per clearing. */
function checkDoubles(name: string, values: Float64Array, length: number): void {
  if (values.length !== length)
    throw new Error(`LP: ${name} has ${values.length} entries, not ${length}`);
  let bad = -1;
  for (let i = 0; i < length; i++) if (values[i] !== values[i]) bad = i;
  if (bad >= 0) throw new Error(`LP: ${name}[${bad}] is NaN`);
}

function validateCsr(matrix: CsrMatrix): void {
  const { starts, indices, values, numRows, numCols } = matrix;
  if (starts.length !== numRows + 1 || starts[0] !== 0) throw new Error('LP: bad row starts');
  const nnz = starts[numRows]!;
  if (indices.length !== nnz || values.length !== nnz) throw new Error('LP: bad matrix length');
  let bad = -1;
  for (let r = 0; r < numRows; r++) if (starts[r + 1]! < starts[r]!) bad = r;
  if (bad >= 0) throw new Error(`LP: row ${bad} starts before the last`);
  // A column out of range (negative included, as unsigned) or a value that is NaN or infinite.
  for (let k = 0; k < nnz; k++)
    if (indices[k]! >>> 0 >= numCols || values[k]! - values[k]! !== 0) bad = k;
  if (bad >= 0)
    throw new Error(`LP: entry ${bad} has column ${indices[bad]}, value ${values[bad]}`);
}

/** Solves with a loaded HiGHS runtime (as a MILP when the model has integer columns). */
export function solveWithHighs(
  rt: HighsRuntime,
  data: LpModelData,
  moreRows?: MoreRows,
  options: SolverOptions = {},
): LpSolution {
  validateLp(data);
  const { c } = rt;
  const highs = c.Highs_create();
  if (!highs) throw new Error('HiGHS: create failed');
  try {
    withHeap(rt, (heap) => {
      for (const [kind, set] of [
        ['bool', c.Highs_setBoolOptionValue],
        ['int', c.Highs_setIntOptionValue],
        ['double', c.Highs_setDoubleOptionValue],
      ] as const)
        for (const [name, value] of Object.entries(OPTIONS[kind]))
          check(set(highs, heap.text(name), value), `option ${name}`);
      if (options.timeLimitSeconds !== undefined)
        check(
          c.Highs_setDoubleOptionValue(highs, heap.text('time_limit'), options.timeLimitSeconds),
          'option time_limit',
        );
      const strings = { parallel: 'off', presolve: data.integrality ? 'choose' : 'off' };
      for (const [name, value] of Object.entries(strings))
        check(
          c.Highs_setStringOptionValue(highs, heap.text(name), heap.text(value)),
          `option ${name}`,
        );
      const { matrix } = data;
      const args = [
        highs,
        data.numCols,
        data.numRows,
        matrix.values.length,
        ROW_WISE,
        MINIMIZE,
        0,
        heap.f64(data.colCost),
        heap.f64(data.colLower),
        heap.f64(data.colUpper),
        heap.f64(data.rowLower),
        heap.f64(data.rowUpper),
        heap.i32(matrix.starts),
        heap.i32(matrix.indices),
        heap.f64(matrix.values),
      ];
      if (data.integrality) check(c.Highs_passMip(...args, heap.i32(data.integrality)), 'passMip');
      else check(c.Highs_passLp(...args), 'passLp');
      const start = data.integrality ? data.mipStart : undefined;
      if (start)
        check(
          c.Highs_setSparseSolution(
            highs,
            start.cols.length,
            heap.i32(start.cols),
            heap.f64(start.values),
          ),
          'setSparseSolution',
        );
    });
    for (;;) {
      check(c.Highs_run(highs), 'run');
      const modelStatus = c.Highs_getModelStatus(highs);
      const optimal = modelStatus === rt.optimalStatus;
      const stoppedFeasible =
        !optimal &&
        !!data.integrality &&
        modelStatus === rt.timeLimitStatus &&
        intInfo(rt, highs, 'primal_solution_status') === SOLUTION_FEASIBLE;
      const result = readSolution(rt, highs, optimal || stoppedFeasible, modelStatus);
      result.optimal = optimal;
      result.stoppedFeasible = stoppedFeasible;
      result.timedOut = modelStatus === rt.timeLimitStatus;
      if (data.integrality && (optimal || stoppedFeasible))
        result.mipGap = doubleInfo(rt, highs, 'mip_gap');
      // After a stop at the time limit no more rows: another round would stop there again. The
      // commitment it chose is still checked against every line by the price LP.
      const rows = optimal && moreRows ? moreRows(result) : null;
      if (!rows) {
        if ((optimal || stoppedFeasible) && data.tieBreak)
          withoutTieBreak(rt, highs, result, data.tieBreak, !data.integrality);
        return result;
      }
      addRows(rt, highs, rows);
      // A block holding every limit the unconstrained dispatch breaks is solved from a fresh start: from
      // the last basis dual simplex needs more pivots (bench: 3 341 against 2 236). Later blocks, and
      // those after hinted rows, are a few rows, where the last basis is the better start.
      if (rows.restart) check(c.Highs_clearSolver(highs), 'clearSolver');
    }
  } finally {
    c.Highs_destroy(highs);
  }
}

/** An int info value of the last run (e.g. primal_solution_status). */
function intInfo(rt: HighsRuntime, highs: number, name: string): number {
  return withHeap(rt, (heap) => {
    const out = heap.out(4);
    check(rt.c.Highs_getIntInfoValue(highs, heap.text(name), out), `info ${name}`);
    return heap.readI32(out, 1)[0]!;
  });
}

/** A double info value of the last run (e.g. mip_gap). */
function doubleInfo(rt: HighsRuntime, highs: number, name: string): number {
  return withHeap(rt, (heap) => {
    const out = heap.out(8);
    check(rt.c.Highs_getDoubleInfoValue(highs, heap.text(name), out), `info ${name}`);
    return heap.readF64(out, 1)[0]!;
  });
}

/**
 * Column values and row duals copied out of the heap (zeros without a solution), and the objective.
 * `hasSolution` is an optimum, or the feasible point a MILP stopped at.
 */
function readSolution(
  rt: HighsRuntime,
  highs: number,
  hasSolution: boolean,
  modelStatus: number,
): LpSolution {
  const { c } = rt;
  const numCols = c.Highs_getNumCol(highs);
  const numRows = c.Highs_getNumRow(highs);
  const optimal = hasSolution;
  if (!hasSolution)
    return {
      optimal,
      stoppedFeasible: false,
      mipGap: 0,
      timedOut: false,
      modelStatus,
      colValue: new Float64Array(numCols),
      rowDual: new Float64Array(numRows),
      objective: 0,
    };
  return withHeap(rt, (heap) => {
    const colValue = heap.out(numCols * 8);
    const colDual = heap.out(numCols * 8);
    const rowValue = heap.out(numRows * 8);
    const rowDual = heap.out(numRows * 8);
    check(c.Highs_getSolution(highs, colValue, colDual, rowValue, rowDual), 'getSolution');
    return {
      optimal,
      stoppedFeasible: false,
      mipGap: 0,
      timedOut: false,
      modelStatus,
      colValue: heap.readF64(colValue, numCols),
      rowDual: heap.readF64(rowDual, numRows),
      objective: c.Highs_getObjectiveValue(highs),
    };
  });
}

/** Appends a block of rows (compressed sparse rows over the model's columns). */
function addRows(rt: HighsRuntime, highs: number, rows: LpRowBlock): void {
  const { matrix } = rows;
  if (matrix.numCols !== rt.c.Highs_getNumCol(highs))
    throw new Error('LP: rows over other columns');
  validateCsr(matrix);
  withHeap(rt, (heap) =>
    check(
      rt.c.Highs_addRows(
        highs,
        matrix.numRows,
        heap.f64(rows.lower),
        heap.f64(rows.upper),
        matrix.values.length,
        heap.i32(matrix.starts),
        heap.i32(matrix.indices),
        heap.f64(matrix.values),
      ),
      'addRows',
    ),
  );
}

/**
 * Takes the tie-break costs back out of a final solution: the objective loses Σ tie × x, and (for an LP)
 * the row duals become those of the same basis under the offers' own prices, y − B⁻ᵀ·tie_B (the duals
 * solve Bᵀy = c_B), so LMPs carry no trace of the tie-break. One transpose solve with the last factors.
 */
function withoutTieBreak(
  rt: HighsRuntime,
  highs: number,
  result: LpSolution,
  tieBreak: Float64Array,
  lp: boolean,
): void {
  const { colValue } = result;
  let extra = 0;
  for (let j = 0; j < tieBreak.length; j++) extra += (tieBreak[j] ?? 0) * (colValue[j] ?? 0);
  result.objective -= extra;
  if (!lp) return;
  const rows = result.rowDual.length;
  const shift = withHeap(rt, (heap) => {
    const basicAt = heap.out(rows * 4);
    check(rt.c.Highs_getBasicVariables(highs, basicAt), 'getBasicVariables');
    const basic = heap.readI32(basicAt, rows);
    const rhs = new Float64Array(rows);
    for (let i = 0; i < rows; i++) {
      const v = basic[i]!;
      if (v >= 0) rhs[i] = tieBreak[v] ?? 0;
    }
    const solution = heap.out(rows * 8);
    const status = rt.c.Highs_getBasisTransposeSolve(
      highs,
      heap.f64(rhs),
      solution,
      heap.out(4),
      heap.out(rows * 4),
    );
    check(status, 'getBasisTransposeSolve');
    return heap.readF64(solution, rows);
  });
  const dual = result.rowDual;
  for (let i = 0; i < dual.length; i++) dual[i] = (dual[i] ?? 0) - (shift[i] ?? 0);
}

let runtime: Promise<HighsRuntime> | null = null;

/** Loads the HiGHS WebAssembly runtime once per thread and returns the same instance afterwards. */
export function loadSpotSolver(): Promise<HighsRuntime> {
  runtime ??= loadHighsRuntime();
  return runtime;
}

/** A synchronous solve function bound to the loaded runtime. */
export async function highsSolver(options: SolverOptions = {}): Promise<LpSolve> {
  const rt = await loadSpotSolver();
  return (data, moreRows) => solveWithHighs(rt, data, moreRows, options);
}
