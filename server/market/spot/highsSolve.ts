// Runs one structured model through HiGHS (the `highs` WebAssembly build) and copies out what the spot
// clearing reads. The model is disposed before returning: HiGHS memory is not garbage-collected.
import loadHighs, { type Highs } from 'highs';
import type { LpModelData } from './lpBuilder';

/** What a solve returns: HiGHS's model status, primal values, row duals and the objective. */
export interface LpSolution {
  optimal: boolean;
  /** HiGHS model status code (7 optimal, 8 infeasible, ...). */
  modelStatus: number;
  colValue: Float64Array;
  rowDual: Float64Array;
  objective: number;
}

/** A synchronous solver: the clearing is written against this, so tests may use HiGHS directly. */
export type LpSolve = (model: LpModelData) => LpSolution;

/** Solves with a loaded HiGHS runtime (as a MILP when the model has integer columns). */
export function solveWithHighs(highs: Highs, data: LpModelData): LpSolution {
  const model = highs.createModel(data);
  try {
    model.options.set({ output_flag: false, time_limit: 120, mip_rel_gap: 1e-6 });
    const run = model.run();
    const optimal = run.modelStatus === highs.constants.modelStatus.optimal;
    const solution = optimal ? model.getSolution() : null;
    return {
      optimal,
      modelStatus: run.modelStatus,
      colValue: solution?.colValue ?? new Float64Array(data.numCols),
      rowDual: solution?.rowDual ?? new Float64Array(data.numRows),
      objective: optimal ? model.getObjectiveValue() : 0,
    };
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
  return (data) => solveWithHighs(highs, data);
}
