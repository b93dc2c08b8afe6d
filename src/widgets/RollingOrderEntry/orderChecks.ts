// The order form's price and volume checks (spec section 5): the round's declaration rules through the
// engine's numeric rules, the same messages as the bilateral and centralised-bidding grids and as the
// server's refusals, so a bad price is named at its field before anything is sent.
import type { components } from '../../api/schema.gen';
import {
  checkNumeric,
  volumeNotPositive,
  type NumericRule,
} from '../../engine/values/numericRules';
import { roundPriceRule } from '../../engine/values/roundPriceRule';

type DeclarationRules = components['schemas']['DeclarationRules'];

/** A field of the order form a message can belong to. */
export type OrderField = 'period' | 'price' | 'volume';

/** The price rule (course floor, cap, decimals) and the volume rule (decimals) of a round. */
export function orderRules(
  rules: DeclarationRules | undefined,
): Record<'price' | 'volume', NumericRule> {
  return {
    price: roundPriceRule(rules),
    volume: { kind: 'plain', decimals: rules?.volumeDecimals ?? 2 },
  };
}

/** The message of a typed price, or undefined when it may be sent. */
export function priceProblem(text: string | undefined, rule: NumericRule): string | undefined {
  const value = text?.trim() ?? '';
  if (value === '') return '请输入申报价格';
  return checkNumeric(value, rule);
}

/** The message of a typed volume, or undefined when it may be sent; the server takes only volumes above 0. */
export function volumeProblem(text: string | undefined, rule: NumericRule): string | undefined {
  const value = text?.trim() ?? '';
  if (value === '') return '请输入申报电量';
  const message = checkNumeric(value, rule);
  if (message) return message;
  return Number(value) > 0 ? undefined : volumeNotPositive;
}

/** The form fields a server refusal names through its validation members (price, volume, objId, timeId). */
export function fieldsOfMembers(members: readonly string[]): OrderField[] {
  const fields = members.flatMap((m): OrderField[] => {
    if (m === 'price' || m === 'volume') return [m];
    if (m === 'objId' || m === 'timeId') return ['period'];
    return [];
  });
  return [...new Set(fields)];
}
