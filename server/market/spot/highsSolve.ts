// Runs one structured model through HiGHS (the `highs` WebAssembly build) and copies out what the spot
// clearing reads. The model is disposed before returning: HiGHS memory is not garbage-collected.
import loadHighs, { type Highs } from 'highs';
import type { LpModelData, LpRowBlock } from './lpBuilder';

/** What a solve returns: HiGHS's model status, primal values, row duals and the objective. */
export interface LpSolution {
  optimal: boolean;
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

/**
 * HiGHS options of every clearing solve. An LP is solved by dual simplex (HiGHS's default) without
 * presolve: presolve took longer than it saved on the day-ahead model (bench: first solve 340 → 120 ms).
 * A MILP keeps presolve, which its branch and bound needs.
 */
const OPTIONS = { output_flag: false, time_limit: 120, mip_rel_gap: 1e-6 } as const;

/** Solves with a loaded HiGHS runtime (as a MILP when the model has integer columns). */
export function solveWithHighs(highs: Highs, data: LpModelData, moreRows?: MoreRows): LpSolution {
  const model = highs.createModel(data);
  try {
    model.options.set({ ...OPTIONS, presolve: data.integrality ? 'choose' : 'off' });
    for (;;) {
      const run = model.run();
      const optimal = run.modelStatus === highs.constants.modelStatus.optimal;
      const solution = optimal ? model.getSolution() : null;
      const { numCols, numRows } = model.getDimensions();
      const result: LpSolution = {
        optimal,
        modelStatus: run.modelStatus,
        colValue: solution?.colValue ?? new Float64Array(numCols),
        rowDual: solution?.rowDual ?? new Float64Array(numRows),
        objective: optimal ? model.getObjectiveValue() : 0,
      };
      const rows = optimal && moreRows ? moreRows(result) : null;
      if (!rows) return result;
      model.addRows(rows);
      // A block holding every limit the unconstrained dispatch breaks is solved from a fresh start: from
      // the last basis dual simplex needs more pivots (bench: 3 341 against 2 236). Later blocks, and
      // those after hinted rows, are a few rows, where the last basis is the better start.
      if (rows.restart) model.clearSolver();
    }
  } finally {
    model.dispose();
  }
}

let runtime: Promise<Highs> | null = null;

/** Loads the HiGHS WebAssembly runtime once per thread and returns the same instance afterwards. */
export function loadSpotSolver(): Promise<Highs> {
  runtime ??= loadHighs();
  return runtime;
}

/** A synchronous solve function bound to the loaded runtime. */
export async function highsSolver(): Promise<LpSolve> {
  const highs = await loadSpotSolver();
  return (data, moreRows) => solveWithHighs(highs, data, moreRows);
}
