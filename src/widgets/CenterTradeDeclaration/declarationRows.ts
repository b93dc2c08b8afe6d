// The declaration grid as pure data: one row per time segment for buyers, per segment and unit for
// sellers; the typed values checked with the numeric rules of spec section 5 (the engine's checkNumeric)
// and turned into the bids of one submission, and server errors mapped back onto the cell they name.
import type { components } from '../../api/schema.gen';
import {
  checkNumeric,
  volumeNotPositive,
  type NumericRule,
} from '../../engine/values/numericRules';
import type { Segment } from './segments';
import { roundPriceRule } from '../../engine/values/roundPriceRule';

/** A stored bid of the contract. */
export type Bid = components['schemas']['CenterTradeBid'];
/** One bid of a submission. */
export type BidItem = components['schemas']['CenterTradeBidItem'];
type DeclarationRules = components['schemas']['DeclarationRules'];

/** A unit a seller declares for. */
export interface Unit {
  unitId: number;
  name: string;
}

/** One row of the grid. */
export interface GridRow {
  key: string;
  objId: Segment['id'];
  segmentName: string;
  unitId: number | null;
  unitName: string | null;
  /** The accessible name of the row's inputs: "峰" or "峰 华鲁1号机组". */
  label: string;
  /** Rows the segment cell spans (sellers: one per unit) on its first row, else 0. */
  segmentSpan: number;
}

/** A price or volume cell. */
export type Cell = 'price' | 'volume';
/** What the user typed, by row key. */
export type GridValues = Record<string, Partial<Record<Cell, string>>>;
/** Messages by row key and cell. */
export type GridErrors = Record<string, Partial<Record<Cell, string>>>;

/** The key of a segment's row (and unit's, for sellers). */
export function rowKey(objId: number, unitId: number | null | undefined): string {
  return `${objId}:${unitId ?? '-'}`;
}

/** The grid's rows: per segment for buyers (`units` null), per segment and unit for sellers. */
export function gridRows(segments: readonly Segment[], units: readonly Unit[] | null): GridRow[] {
  return segments.flatMap((segment) => {
    const owners = units ?? [null];
    return owners.map((unit, i) => ({
      key: rowKey(segment.id, unit?.unitId),
      objId: segment.id,
      segmentName: segment.name,
      unitId: unit?.unitId ?? null,
      unitName: unit?.name ?? null,
      label: unit ? `${segment.name} ${unit.name}` : segment.name,
      segmentSpan: i === 0 ? owners.length : 0,
    }));
  });
}

/** The grid filled from stored bids (the first bid of each row), so a new submission keeps them. */
export function valuesFromBids(bids: readonly Bid[]): GridValues {
  const values: GridValues = {};
  for (const bid of bids) {
    const key = rowKey(bid.objId, bid.unitId);
    values[key] ??= { price: String(bid.price), volume: String(bid.volume) };
  }
  return values;
}

/** The numeric rules of each cell, from the round's declaration rules. */
export function cellRules(rules: DeclarationRules | undefined): Record<Cell, NumericRule> {
  const max = (value: number | null | undefined) => (value == null ? {} : { max: value });
  return {
    price: roundPriceRule(rules),
    volume: {
      kind: 'volume',
      decimals: rules?.volumeDecimals ?? 2,
      ...(rules?.volumeMin === undefined ? {} : { min: rules.volumeMin }),
      ...max(rules?.volumeMax),
    },
  };
}

/** The message of one typed cell, or undefined when it is fine (or empty). */
export function checkCell(cell: Cell, text: string | undefined, rule: NumericRule) {
  const value = text?.trim() ?? '';
  if (value === '') return undefined;
  const message = checkNumeric(value, rule);
  if (message) return message;
  // The contract's volume is strictly positive; 0 would be refused without saying why.
  if (cell === 'volume' && Number(value) <= 0) return volumeNotPositive;
  return undefined;
}

/** Message when no row is filled at all. */
export const nothingDeclared = '请至少填写一个时段的申报价格和电量';

/**
 * Checks every row: a row is declared when price or volume is typed, and then needs both. Returns the
 * cell messages, or the bids (rows in grid order) when there are none.
 */
export function checkGrid(
  rows: readonly GridRow[],
  values: GridValues,
  rules: Record<Cell, NumericRule>,
  channelId: number | null,
): { errors: GridErrors; bids: BidItem[]; keys: string[] } {
  const errors: GridErrors = {};
  const bids: BidItem[] = [];
  const keys: string[] = [];
  for (const row of rows) {
    const price = values[row.key]?.price?.trim() ?? '';
    const volume = values[row.key]?.volume?.trim() ?? '';
    if (price === '' && volume === '') continue;
    const problems: Partial<Record<Cell, string>> = {
      price: price === '' ? '请输入申报价格' : checkCell('price', price, rules.price),
      volume: volume === '' ? '请输入申报电量' : checkCell('volume', volume, rules.volume),
    };
    if (problems.price || problems.volume) {
      errors[row.key] = Object.fromEntries(Object.entries(problems).filter(([, m]) => m));
      continue;
    }
    keys.push(row.key);
    bids.push({
      objId: row.objId,
      unitId: row.unitId,
      ...(channelId === null ? {} : { channelId }),
      price: Number(price),
      volume: Number(volume),
    });
  }
  return { errors, bids, keys };
}

/** The cell a server validation member such as `bids[2].price` names, given the submitted row keys. */
export function cellOfMember(
  member: string,
  keys: readonly string[],
): { key: string; cell: Cell } | undefined {
  const match = /^bids\[(\d+)\]\.(price|volume)$/.exec(member);
  const key = match ? keys[Number(match[1])] : undefined;
  return match && key ? { key, cell: match[2] as Cell } : undefined;
}
