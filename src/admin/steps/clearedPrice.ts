// The average price of a centralised-bidding clearing as the teacher reads it. A round that traded
// nothing has no price (docs/market-rules.md, centralised bidding: 「-」, never 0 元/MWh, which would
// read as a price); the server still answers 0 for it, so the volume decides.
import { formatValue } from '../../engine/values/format';

/** What the clearing answered: its volume, average price and number of trades. */
export interface ClearedTotals {
  clearedVolume: number;
  averagePrice: number;
  tradeCount: number;
}

/** `412.35 元/MWh`, or `-` when nothing was traded. */
export function clearedPriceText(totals: ClearedTotals): string {
  if (totals.tradeCount === 0 || totals.clearedVolume === 0) return '-';
  return `${formatValue(totals.averagePrice, { valueType: 'price' })} 元/MWh`;
}
