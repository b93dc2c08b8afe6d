// The price rule every declaration form of a round checks against: the course's floor, cap and price
// decimals as the round's declaration rules carry them (2 decimals and a floor of 0 when unset).
import type { NumericRule } from './numericRules';

/** The price fields of a round's declaration rules (contract DeclarationRules). */
export interface PriceLimits {
  priceDecimals?: number | null;
  priceMin?: number | null;
  priceMax?: number | null;
}

/** The price rule of a round's declarations. */
export function roundPriceRule(rules: PriceLimits | undefined): NumericRule {
  return {
    kind: 'price',
    decimals: rules?.priceDecimals ?? 2,
    min: rules?.priceMin ?? 0,
    ...(rules?.priceMax == null ? {} : { max: rules.priceMax }),
  };
}
