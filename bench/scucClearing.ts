// The SCUC lines of the spotClearing bench: a 6-bus × 10-unit × 24-slot day cleared with unit commitment
// (HiGHS's MILP, then the price LP), beside the same day cleared without it (the LP alone) as the
// reference. With BENCH_SCUC_BIG=1 also the 30 × 100 × 96 day with SCUC under a 60 s limit (its time and
// the gap it stops at; the real limit is 120 s, see server/market/spot/highsSolve.ts).
import { performance } from 'node:perf_hooks';
import { highsSolver, type LpSolve } from '../server/market/spot/highsSolve';
import { clearSpot } from '../server/market/spot/spotClearing';
import { syntheticSpotCase, type SyntheticSize } from '../server/market/spot/syntheticCase';
import type { SpotInput, SpotResult } from '../server/market/spot/spotTypes';

interface Timed {
  result: SpotResult;
  wallMs: number;
  cpuMs: number;
  /** Wall milliseconds in the MILP's solves (0 without SCUC). */
  milpMs: number;
}

/** One clearing with wall, CPU and MILP time. */
function clearTimed(day: SpotInput, solve: LpSolve): Timed {
  let milpMs = 0;
  const timedSolve: LpSolve = (data, moreRows) => {
    const start = performance.now();
    const solution = solve(data, moreRows);
    if (data.integrality) milpMs += performance.now() - start;
    return solution;
  };
  const startCpu = process.cpuUsage();
  const start = performance.now();
  const result = clearSpot(day, timedSolve);
  const used = process.cpuUsage(startCpu);
  return {
    result,
    wallMs: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
    milpMs,
  };
}

function withScuc(size: SyntheticSize, enableScuc: boolean): SpotInput {
  const day = syntheticSpotCase(size);
  return { ...day, settings: { ...day.settings, enableScuc } };
}

const ms = (x: number): string => `${x.toFixed(0).padStart(6)} ms`;

function line(label: string, scuc: Timed, lp: Timed): string {
  const gap = scuc.result.commitmentGap;
  return (
    `${label.padEnd(38)} ${ms(scuc.wallMs)} / ${ms(scuc.cpuMs).trim()} (MILP ${ms(scuc.milpMs).trim()}), ` +
    `objective ${scuc.result.objective}, ${gap === undefined ? 'optimal' : `stopped, gap ${(gap * 100).toFixed(2)} %`}; ` +
    `reference LP only ${ms(lp.wallMs).trim()} / ${ms(lp.cpuMs).trim()} (objective ${lp.result.objective})`
  );
}

/** The bench's SCUC lines (wall / CPU). */
export async function scucLines(): Promise<string[]> {
  const solve = await highsSolver();
  const small: SyntheticSize = { buses: 6, units: 10, slots: 24, seed: 7 };
  // The LP first: it also warms up the build and HiGHS's LP path.
  clearTimed(withScuc(small, false), solve);
  const lp = clearTimed(withScuc(small, false), solve);
  const lines = [
    line('SCUC 6 × 10 × 24 seed 7 (wall / CPU)', clearTimed(withScuc(small, true), solve), lp),
  ];
  if (process.env.BENCH_SCUC_BIG === '1') {
    const big: SyntheticSize = { buses: 30, units: 100, slots: 96, seed: 7 };
    const limited = await highsSolver({ timeLimitSeconds: 60 });
    const bigLp = clearTimed(withScuc(big, false), solve);
    const bigScuc = clearTimed(withScuc(big, true), limited);
    lines.push(line('SCUC 30 × 100 × 96 seed 7, 60 s limit', bigScuc, bigLp));
  }
  return lines;
}
