// Prices on the teacher's rolling card in the round's own decimals (its declaration rules), as the
// trainees' pages show them: the card showed 2 where the demo's rules say 3.
import { createContext, useContext } from 'react';
import { formatValue } from '../../engine/values/format';

/** The price decimals of the round the card shows (2 for a round without rules). */
export const RoundPriceDecimals = createContext(2);

/** Formats a price in the card's round's decimals. */
export function useRoundPrice(): (value: number) => string {
  const decimals = useContext(RoundPriceDecimals);
  return (value) => formatValue(value, { valueType: 'price', decimals });
}
