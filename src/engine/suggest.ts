// "是否想写 …" (did you mean) for config errors: the closest known name by edit distance.

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

/** The "应为" text: the known names (a few, then the count) and the closest one as a suggestion. */
export function expectedOneOf(found: string, known: readonly string[], what: string): string {
  if (known.length === 0) return `${what}（现在一个也没有）`;
  // Numbers are not misspelt: a near number is no better a guess than any other.
  const guess = /^-?\d+(\.\d+)?$/.test(found) ? undefined : closest(found, known);
  const shown = known.slice(0, 12).join('、');
  const more = known.length > 12 ? `、…（共 ${known.length} 个）` : '';
  return `${what}之一：${shown}${more}${guess ? `（是否想写 "${guess}"？）` : ''}`;
}
