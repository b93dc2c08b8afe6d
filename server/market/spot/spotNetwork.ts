// The network as the clearing model sees it: islands of buses joined by reactance lines, and each such
// line's power transfer distribution factors (PTDF, shift factors) from the DC power flow. A line's flow
// is Σ_b PTDF[l][b]·(net injection at b), relative to the island's reference bus, so the model needs no
// angle or flow variables. Rules: docs/market-rules.md, "Day-ahead spot".
import type { NormalSpotInput } from './spotNormalise';

/** A reactance line with its shift factors. */
export interface AcLine {
  /** Index of the line in the canonical input. */
  line: number;
  /** Island the line lies in. */
  island: number;
  /** Buses with a non-zero factor, and the factors (MW on the line per MW injected at the bus). */
  buses: Int32Array;
  factors: Float64Array;
}

/** Islands and shift factors of a canonical input. */
export interface SpotNetwork {
  /** Island of each bus (buses joined by reactance lines share one). */
  islandOf: Int32Array;
  islandCount: number;
  /** Reference bus of each island: the input's reference in its own island, else the lowest bus. */
  islandReference: Int32Array;
  /** Reactance lines between two different buses (a line from a bus to itself carries nothing). */
  acLines: AcLine[];
}

/** Factors smaller than this are dropped (they are rounding noise of the inversion). */
const FACTOR_EPS = 1e-12;

/** Islands by union–find over the reactance lines. */
function findIslands(input: NormalSpotInput): { islandOf: Int32Array; islandCount: number } {
  const n = input.buses.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (const line of input.lines) {
    if (line.reactance == null) continue;
    const a = root(input.busIndex.get(line.fromBusId)!);
    const b = root(input.busIndex.get(line.toBusId)!);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const islandOf = new Int32Array(n);
  const numberOf = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = root(i);
    let k = numberOf.get(r);
    if (k === undefined) numberOf.set(r, (k = numberOf.size));
    islandOf[i] = k;
  }
  return { islandOf, islandCount: numberOf.size };
}

/** Inverts a dense symmetric positive definite matrix (row-major, size m) by Gauss–Jordan. */
function invert(a: Float64Array, m: number): Float64Array {
  const inv = new Float64Array(m * m);
  for (let i = 0; i < m; i++) inv[i * m + i] = 1;
  for (let c = 0; c < m; c++) {
    let pivot = c;
    for (let r = c + 1; r < m; r++)
      if (Math.abs(a[r * m + c]!) > Math.abs(a[pivot * m + c]!)) pivot = r;
    if (pivot !== c)
      for (let k = 0; k < m; k++) {
        [a[c * m + k], a[pivot * m + k]] = [a[pivot * m + k]!, a[c * m + k]!];
        [inv[c * m + k], inv[pivot * m + k]] = [inv[pivot * m + k]!, inv[c * m + k]!];
      }
    const d = a[c * m + c]!;
    for (let k = 0; k < m; k++) {
      a[c * m + k] = a[c * m + k]! / d;
      inv[c * m + k] = inv[c * m + k]! / d;
    }
    for (let r = 0; r < m; r++) {
      const f = a[r * m + c]!;
      if (r === c || f === 0) continue;
      for (let k = 0; k < m; k++) {
        a[r * m + k] = a[r * m + k]! - f * a[c * m + k]!;
        inv[r * m + k] = inv[r * m + k]! - f * inv[c * m + k]!;
      }
    }
  }
  return inv;
}

/** Builds islands and shift factors for the canonical input. */
export function buildSpotNetwork(input: NormalSpotInput): SpotNetwork {
  const { islandOf, islandCount } = findIslands(input);
  const n = input.buses.length;
  const islandReference = new Int32Array(islandCount).fill(-1);
  islandReference[islandOf[input.referenceIndex]!] = input.referenceIndex;
  for (let b = 0; b < n; b++)
    if (islandReference[islandOf[b]!] === -1) islandReference[islandOf[b]!] = b;
  // Position of each bus in its island's reduced susceptance matrix (−1 for the reference).
  const members: number[][] = Array.from({ length: islandCount }, () => []);
  const position = new Int32Array(n).fill(-1);
  for (let b = 0; b < n; b++) {
    const k = islandOf[b]!;
    if (islandReference[k] === b) continue;
    position[b] = members[k]!.length;
    members[k]!.push(b);
  }
  const acLines: AcLine[] = [];
  const inverses: (Float64Array | null)[] = members.map((m) =>
    m.length ? new Float64Array(m.length * m.length) : null,
  );
  const linesOf: number[][] = Array.from({ length: islandCount }, () => []);
  input.lines.forEach((line, l) => {
    if (line.reactance == null) return;
    const f = input.busIndex.get(line.fromBusId)!;
    const t = input.busIndex.get(line.toBusId)!;
    if (f === t) return;
    linesOf[islandOf[f]!]!.push(l);
    const B = inverses[islandOf[f]!]!;
    const m = members[islandOf[f]!]!.length;
    const y = 1 / line.reactance;
    const pf = position[f]!;
    const pt = position[t]!;
    if (pf >= 0) B[pf * m + pf] = B[pf * m + pf]! + y;
    if (pt >= 0) B[pt * m + pt] = B[pt * m + pt]! + y;
    if (pf >= 0 && pt >= 0) {
      B[pf * m + pt] = B[pf * m + pt]! - y;
      B[pt * m + pf] = B[pt * m + pf]! - y;
    }
  });
  for (let k = 0; k < islandCount; k++) {
    const m = members[k]!.length;
    const B = inverses[k];
    if (!B) continue;
    // X = B⁻¹ maps injections to angles (reference at 0); flow = (θ_from − θ_to) / x.
    const X = invert(B, m);
    for (const l of linesOf[k]!) {
      const line = input.lines[l]!;
      const pf = position[input.busIndex.get(line.fromBusId)!]!;
      const pt = position[input.busIndex.get(line.toBusId)!]!;
      const y = 1 / line.reactance!;
      const buses: number[] = [];
      const factors: number[] = [];
      members[k]!.forEach((b, j) => {
        const factor = ((pf >= 0 ? X[pf * m + j]! : 0) - (pt >= 0 ? X[pt * m + j]! : 0)) * y;
        if (Math.abs(factor) < FACTOR_EPS) return;
        buses.push(b);
        factors.push(factor);
      });
      acLines.push({
        line: l,
        island: k,
        buses: Int32Array.from(buses),
        factors: Float64Array.from(factors),
      });
    }
  }
  acLines.sort((a, b) => a.line - b.line);
  return { islandOf, islandCount, islandReference, acLines };
}
