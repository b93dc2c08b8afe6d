// One read renderer and one edit kind per value type, defined once and used by tables, descriptions and
// forms (the pro-components ValueTypeToComponent idea, kept shallow).
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Column, ValueType } from '../config/column';
import { defaultDecimals, formatValue } from './format';
import type { NumericRule } from './numericRules';

/** How a value type is edited in a form. */
export type EditKind = 'text' | 'numeric' | 'select' | 'boolean' | 'date' | 'timeSegments';

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
const statusColor: Record<number, string> = { 0: 'green', 1: 'green', 2: 'orange', 3: 'default' };

/** Every value type's renderers; the Record type makes a missing one a compile error. */
export const valueTypes: Record<ValueType, ValueTypeSpec> = {
  text: { read: text, edit: 'text' },
  number: { read: right, edit: 'numeric', rule: 'plain' },
  integer: { read: right, edit: 'numeric', rule: 'plain' },
  volume: { read: right, edit: 'numeric', rule: 'load' },
  quota: { read: right, edit: 'numeric', rule: 'plain' },
  price: { read: right, edit: 'numeric', rule: 'price' },
  money: { read: right, edit: 'numeric', rule: 'plain' },
  load: { read: right, edit: 'numeric', rule: 'load' },
  percent: { read: right, edit: 'numeric', rule: 'plain' },
  timeSlot: { read: text, edit: 'select' },
  hour: { read: text, edit: 'select' },
  energyType: { read: (v, c) => <Tag>{formatValue(v, c)}</Tag>, edit: 'select' },
  roundStatus: {
    read: (v, c) => <Tag color={statusColor[Number(v)] ?? 'default'}>{formatValue(v, c)}</Tag>,
    edit: 'select',
  },
  roundType: { read: text, edit: 'select' },
  cycle: { read: text, edit: 'select' },
  direction: { read: text, edit: 'select' },
  boolean: { read: text, edit: 'boolean' },
  date: { read: text, edit: 'date' },
  dateTime: { read: text, edit: 'date' },
  province: { read: text, edit: 'select' },
  generator: { read: text, edit: 'select' },
  round: { read: text, edit: 'select' },
  role: { read: text, edit: 'select' },
  option: { read: text, edit: 'select' },
  timeSegments: { read: text, edit: 'timeSegments' },
};

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
