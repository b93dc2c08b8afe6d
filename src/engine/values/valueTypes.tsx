// One read renderer and one edit kind per value type, defined once and used by tables, descriptions and
// forms (the pro-components ValueTypeToComponent idea, kept shallow).
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Column, ValueType } from '../config/column';
import { defaultDecimals, formatValue } from './format';
import type { NumericRule } from './numericRules';
import { valueTypeFacts, type EditKind } from './valueTypeFacts';
import { stateTagProps, type TagState } from './stateTag';

export type { EditKind } from './valueTypeFacts';

/** A value type's read renderer and edit kind. */
export interface ValueTypeSpec {
  /** What a table cell or description shows. */
  read: (value: unknown, column: Column) => ReactNode;
  /** Which input a form uses. */
  edit: EditKind;
  /** The numeric rule kind of spec section 5 for numeric inputs. */
  rule?: NumericRule['kind'];
}

const text = (value: unknown, column: Column) => formatValue(value, column);
const right = (value: unknown, column: Column) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatValue(value, column)}</span>
);
// Round statuses: declaring (0, 1) green, quotation stopped orange, ended grey.
const statusState: Record<number, TagState> = { 0: 'positive', 1: 'positive', 2: 'pending' };

const edit = (type: ValueType) => valueTypeFacts[type].edit;

/** Every value type's renderers; the Record type makes a missing one a compile error. */
export const valueTypes: Record<ValueType, ValueTypeSpec> = {
  text: { read: text, edit: edit('text') },
  number: { read: right, edit: edit('number'), rule: 'plain' },
  integer: { read: right, edit: edit('integer'), rule: 'plain' },
  volume: { read: right, edit: edit('volume'), rule: 'load' },
  quota: { read: right, edit: edit('quota'), rule: 'plain' },
  price: { read: right, edit: edit('price'), rule: 'price' },
  money: { read: right, edit: edit('money'), rule: 'plain' },
  load: { read: right, edit: edit('load'), rule: 'load' },
  percent: { read: right, edit: edit('percent'), rule: 'plain' },
  timeSlot: { read: text, edit: edit('timeSlot') },
  hour: { read: text, edit: edit('hour') },
  month: { read: text, edit: edit('month') },
  energyType: { read: (v, c) => <Tag>{formatValue(v, c)}</Tag>, edit: edit('energyType') },
  roundStatus: {
    read: (v, c) => (
      <Tag {...stateTagProps(statusState[Number(v)] ?? 'neutral')}>{formatValue(v, c)}</Tag>
    ),
    edit: edit('roundStatus'),
  },
  roundType: { read: text, edit: edit('roundType') },
  cycle: { read: text, edit: edit('cycle') },
  direction: { read: text, edit: edit('direction') },
  orderStatus: { read: text, edit: edit('orderStatus') },
  boolean: { read: text, edit: edit('boolean') },
  date: { read: text, edit: edit('date') },
  dateTime: { read: text, edit: edit('dateTime') },
  province: { read: text, edit: edit('province') },
  generator: { read: text, edit: edit('generator') },
  round: { read: text, edit: edit('round') },
  role: { read: text, edit: edit('role') },
  option: { read: text, edit: edit('option') },
  timeSegments: { read: text, edit: edit('timeSegments') },
};

/**
 * The read view of a value as plain text when its type shows no more than that (the numeric types' only
 * extra is tabular figures, which a grid sets once by class), else undefined: the grid of a large table
 * then draws a text node per cell instead of an element with its own style object.
 */
export function readText(column: Column): ((value: unknown) => string) | undefined {
  const read = valueTypes[column.valueType ?? 'text'].read;
  return read === text || read === right ? (value) => formatValue(value, column) : undefined;
}

/** The read view of a value in a column. */
export function readValue(value: unknown, column: Column): ReactNode {
  return valueTypes[column.valueType ?? 'text'].read(value, column);
}

/** The numeric rule a form field is checked with, or undefined for non-numeric fields. */
export function numericRuleOf(column: Column): NumericRule | undefined {
  const type = column.valueType ?? 'text';
  const kind = valueTypes[type].rule;
  if (!kind) return undefined;
  return {
    kind,
    decimals: column.decimals ?? defaultDecimals[type] ?? 2,
    ...(column.min !== undefined ? { min: column.min } : {}),
    ...(column.max !== undefined ? { max: column.max } : {}),
  };
}
