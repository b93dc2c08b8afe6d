// Price columns that follow the chosen round's price decimals (`roundPriceDecimals`): the trainee's
// rolling pages showed 3 decimals for a round whose rules (and the teacher's page) say 2. Prices are
// checked against the same decimals on entry (engine/values/roundPriceRule.ts), so none is cut short.
import type { Column } from '../../config/column';

/** The columns with the round's price decimals on those that ask for them; the same list otherwise. */
export function withRoundDecimals(columns: Column[], priceDecimals: number | undefined): Column[] {
  if (priceDecimals === undefined || !columns.some((c) => c.roundPriceDecimals)) return columns;
  return columns.map((c) => (c.roundPriceDecimals ? { ...c, decimals: priceDecimals } : c));
}
