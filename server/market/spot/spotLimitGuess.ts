// A cheap first guess of the line-slots that will bind, so the LP can start with their limit rows
// instead of solving once without any limit to find them: each island's offers dispatched in price
// order slot by slot (Pmin first, ramps and line limits ignored), and the flows of that dispatch. A
// guess only chooses which rows the model starts with; rows it misses are added by the lazy loop and
// rows it adds needlessly stay slack, so the result never depends on it (see limitHint.test.ts).
import type { SpotNetwork } from './spotNetwork';
import type { NormalSpotInput } from './spotNormalise';

/**
 * Share of its limit from which a line-slot of the guessed dispatch gets its row. Lower than the lazy
 * loop's 0.97: the guess ignores ramps, and a needless row costs far less than a missed one (another
 * warm solve).
 */
const GUESS_SHARE = 0.9;

/**
 * Keys (acLine × slotCount + slot) of the reactance line-slots whose flow in the merit-order dispatch is
 * within `GUESS_SHARE` of a limit. `on[g][t]` is the fixed commitment.
 */
export function guessBindingLimits(
  input: NormalSpotInput,
  network: SpotNetwork,
  on: readonly (readonly boolean[])[],
): number[] {
  const { slotCount: T, units, load, buses } = input;
  const { islandOf, islandCount, acLines } = network;
  const limited: number[] = [];
  for (let a = 0; a < acLines.length; a++) {
    const line = input.lines[acLines[a]!.line]!;
    if (line.limitMw !== null || line.reverseLimitMw !== null) limited.push(a);
  }
  if (limited.length === 0) return [];
  const n = buses.length;
  const injection = new Float64Array(n);
  const need = new Float64Array(islandCount);
  let steps = 0;
  for (const u of units) for (const slot of u.steps) steps = Math.max(steps, slot.length);
  // Steps of one slot above the units' Pmin shares: unit, price, MW, in price order (then unit and
  // step, the tie-break's order). The order is kept while the slot's prices repeat the last slot's.
  const stepUnit = new Int32Array(units.length * steps);
  const stepPrice = new Float64Array(units.length * steps);
  const lastPrice = new Float64Array(units.length * steps);
  const stepMw = new Float64Array(units.length * steps);
  let order = new Int32Array(0);
  let count = 0;
  const keys: number[] = [];
  for (let t = 0; t < T; t++) {
    for (let b = 0; b < n; b++) injection[b] = -(load[b]![t] ?? 0);
    need.fill(0);
    for (let b = 0; b < n; b++) need[islandOf[b]!]! -= injection[b]!;
    const lastCount = count;
    count = 0;
    for (let g = 0; g < units.length; g++) {
      if (!on[g]?.[t]) continue;
      const u = units[g]!;
      let pmin = u.pminMw[t] ?? 0;
      injection[u.busIndex]! += pmin;
      need[islandOf[u.busIndex]!]! -= pmin;
      for (const step of u.steps[t] ?? []) {
        const fixed = Math.min(step.volumeMw, pmin);
        pmin -= fixed;
        if (step.volumeMw - fixed <= 0) continue;
        stepUnit[count] = g;
        stepPrice[count] = step.price;
        stepMw[count] = step.volumeMw - fixed;
        count++;
      }
    }
    let same = count === lastCount;
    for (let s = 0; same && s < count; s++) same = stepPrice[s] === lastPrice[s];
    if (!same) {
      order = Int32Array.from({ length: count }, (_, s) => s).sort(
        (a, b) => stepPrice[a]! - stepPrice[b]! || a - b,
      );
      lastPrice.set(stepPrice.subarray(0, count));
    }
    for (let i = 0; i < count; i++) {
      const s = order[i]!;
      const bus = units[stepUnit[s]!]!.busIndex;
      const island = islandOf[bus]!;
      const take = Math.min(stepMw[s]!, need[island]!);
      if (take <= 0) continue;
      injection[bus]! += take;
      need[island]! -= take;
    }
    for (const a of limited) {
      const ac = acLines[a]!;
      const line = input.lines[ac.line]!;
      let flow = 0;
      for (let j = 0; j < ac.buses.length; j++) flow += ac.factors[j]! * injection[ac.buses[j]!]!;
      const up = line.limitMw ?? Infinity;
      const down = line.reverseLimitMw ?? line.limitMw ?? Infinity;
      if (flow >= GUESS_SHARE * up || flow <= -GUESS_SHARE * down) keys.push(a * T + t);
    }
  }
  return keys;
}
