// A bilateral proposal's segment grid as pure data: what the trainee typed per time segment, checked with
// the numeric rules of spec section 5 (the engine's checkNumeric, the course's price floor and cap) and
// turned into the items of one proposal; server validation members mapped back onto their cell.
import type { components } from '../../api/schema.gen';
import {
  checkNumeric,
  volumeNotPositive,
  type NumericRule,
} from '../../engine/values/numericRules';
import { roundPriceRule } from '../../engine/values/roundPriceRule';

/** One segment of a proposal as the contract sends it. */
export type ProposalItem = components['schemas']['BilateralItem'];
type DeclarationRules = components['schemas']['DeclarationRules'];

/** A time segment of the course's object solution (峰 1, 平 2, 谷 3). */
export interface Segment {
  id: ProposalItem['objId'];
  name: string;
}

/** The segments when the round's object solution cannot be read. */
export const defaultSegments: Segment[] = [
  { id: 1, name: '峰' },
  { id: 2, name: '平' },
  { id: 3, name: '谷' },
];

/** A volume or price cell. */
export type Cell = 'volume' | 'price';
/** What the trainee typed, by segment id. */
export type SegmentValues = Record<number, Partial<Record<Cell, string>>>;
/** Messages by segment id and cell. */
export type SegmentErrors = Record<number, Partial<Record<Cell, string>>>;

/** Message when no segment is filled. */
export const nothingProposed = '请至少填写一个时段的电量和价格';

/** The segments of a `getCustomObject` answer's rows, or the defaults when it has none. */
export function segmentsOf(rows: ReadonlyArray<Record<string, unknown>>): Segment[] {
  const segments = rows.flatMap((row): Segment[] => {
    const id = Number(row.id);
    return id === 1 || id === 2 || id === 3 ? [{ id, name: String(row.name) }] : [];
  });
  return segments.length > 0 ? segments : defaultSegments;
}

/** The numeric rules of each cell: the course's price floor, cap and decimals; volumes to 2 places. */
export function proposalRules(rules: DeclarationRules | undefined): Record<Cell, NumericRule> {
  return {
    price: roundPriceRule(rules),
    volume: { kind: 'plain', decimals: 2 },
  };
}

/** The message of one typed cell, or undefined when it is fine (or empty). */
export function checkCell(cell: Cell, text: string | undefined, rule: NumericRule) {
  const value = text?.trim() ?? '';
  if (value === '') return undefined;
  const message = checkNumeric(value, rule);
  if (message) return message;
  // The contract's volume is strictly positive: 0 would come back refused.
  if (cell === 'volume' && Number(value) <= 0) return volumeNotPositive;
  return undefined;
}

/**
 * Checks every segment: one with neither cell typed is not proposed; one with either needs both.
 * Returns the cell messages and, when there are none, the items in segment order.
 */
export function checkSegments(
  segments: readonly Segment[],
  values: SegmentValues,
  rules: Record<Cell, NumericRule>,
): { errors: SegmentErrors; items: ProposalItem[] } {
  const errors: SegmentErrors = {};
  const items: ProposalItem[] = [];
  for (const segment of segments) {
    const volume = values[segment.id]?.volume?.trim() ?? '';
    const price = values[segment.id]?.price?.trim() ?? '';
    if (volume === '' && price === '') continue;
    const problems: Partial<Record<Cell, string>> = {
      volume: volume === '' ? '请输入申报电量' : checkCell('volume', volume, rules.volume),
      price: price === '' ? '请输入申报价格' : checkCell('price', price, rules.price),
    };
    if (problems.volume || problems.price) {
      errors[segment.id] = Object.fromEntries(Object.entries(problems).filter(([, m]) => m));
      continue;
    }
    items.push({ objId: segment.id, volume: Number(volume), price: Number(price) });
  }
  return { errors, items };
}

/** The segment and cell a server member such as `items[1].price` names, given the items sent. */
export function cellOfMember(
  member: string,
  items: readonly ProposalItem[],
): { objId: number; cell: Cell } | undefined {
  const match = /^items\[(\d+)\]\.(price|volume)$/.exec(member);
  const item = match ? items[Number(match[1])] : undefined;
  return match && item ? { objId: item.objId, cell: match[2] as Cell } : undefined;
}
