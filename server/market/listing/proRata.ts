// Sharing a posted listing volume among takers who asked for more than it holds (挂牌超额摘牌), in
// integer 0.01 MWh. Rules: docs/market-rules.md (挂牌 / 摘牌).
import { mulDivRem } from '../fixedPoint';

/** One taker's request, in declaration order. */
export interface AskedVolume {
  /** Volume asked, 0.01 MWh. */
  cents: number;
}

/**
 * Shares `available` cents pro rata to the asked volumes when they exceed it (each share rounded down,
 * the cents left go one each to the largest rounding remainders, equal remainders to the earlier
 * request, as in centralised bidding's marginal tier); when they fit, everyone gets what they asked.
 */
export function shareProRata(available: number, asked: readonly AskedVolume[]): number[] {
  const total = asked.reduce((sum, a) => sum + a.cents, 0);
  if (total <= available) return asked.map((a) => a.cents);
  const shares: number[] = [];
  const remainders: { index: number; remainder: number }[] = [];
  let given = 0;
  asked.forEach((a, index) => {
    const [share, remainder] = mulDivRem(available, a.cents, total);
    shares.push(share);
    remainders.push({ index, remainder });
    given += share;
  });
  remainders.sort((x, y) => y.remainder - x.remainder || x.index - y.index);
  for (let i = 0; given < available && i < remainders.length; i++, given++) {
    const index = remainders[i]?.index ?? 0;
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares;
}

/** Fills requests whole in declaration order until the volume runs out (the last one partly). */
export function shareFirstCome(available: number, asked: readonly AskedVolume[]): number[] {
  let left = available;
  return asked.map((a) => {
    const share = Math.min(left, a.cents);
    left -= share;
    return share;
  });
}
