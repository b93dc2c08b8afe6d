// "Did you mean …" for config errors: the closest known name by edit distance.

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** The known name closest to `found`, when it is close enough to be a likely typo. */
export function closest(found: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const name of known) {
    const score = distance(found, name);
    if (score < bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(found.length / 3))
    ? best
    : undefined;
}

/** "expected …" text listing a few known names and naming the closest one. */
export function expectedOneOf(found: string, known: readonly string[], what: string): string {
  const guess = closest(found, known);
  if (guess) return `did you mean "${guess}"?`;
  const shown = known.slice(0, 8).join(', ');
  return `one of the ${what}: ${shown}${known.length > 8 ? `, … (${known.length})` : ''}`;
}
