// One column spec for table, filter and form (like pro-components ProColumns): each value type has one
// read renderer and one edit renderer, defined once in src/engine/values.
import type { NavigateTarget } from './action';
import type { DataSource } from './binding';
import type { Rule } from './rule';

/** How a value is shown and edited; see the designer reference for each type's format. */
export type ValueType =
  | 'text'
  | 'number'
  | 'integer'
  | 'volume'
  | 'quota'
  | 'price'
  | 'money'
  | 'load'
  | 'percent'
  | 'timeSlot'
  | 'hour'
  | 'month'
  | 'energyType'
  | 'roundStatus'
  | 'roundType'
  | 'cycle'
  | 'direction'
  | 'orderStatus'
  | 'boolean'
  | 'date'
  | 'dateTime'
  | 'province'
  | 'generator'
  | 'round'
  | 'role'
  | 'option'
  | 'timeSegments';

/** A fixed choice of an `option` column. */
export interface OptionItem {
  /** Stored value. */
  value: string | number | boolean;
  /** Label shown to the user. */
  label: string;
}

/** Options of a select read from an operation. */
export interface OptionSource {
  /** Operation that lists the choices. */
  source: DataSource;
  /** Field of each row used as the stored value. */
  valueField: string;
  /** Field of each row shown as the label. */
  labelField: string;
}

/** One column of a table, one item of descriptions and one field of a form. */
export interface Column {
  /** Field of the row (dotted path allowed, e.g. `scene.name`). */
  field: string;
  /** Column header or form label, in Chinese. */
  title: string;
  /** Value type that picks the renderer and the input; `text` when left out. */
  valueType?: ValueType;
  /** Column width in pixels. */
  width?: number;
  /** Keeps the column at the left or right edge while scrolling horizontally. */
  fixed?: 'left' | 'right';
  /** Hides the field in tables while keeping it in forms. */
  hideInTable?: boolean;
  /** Hides the field in forms while keeping it in tables. */
  hideInForm?: boolean;
  /** Shows the field in the filter bar above a table. */
  inFilter?: boolean;
  /** Shows the column only while the rule holds. */
  visibleWhen?: Rule;
  /** Makes a form field mandatory. */
  required?: boolean;
  /** Smallest allowed number in a form (price or load rule of spec section 5). */
  min?: number;
  /** Largest allowed number in a form. */
  max?: number;
  /** Decimal places allowed in a form and shown in tables; the value type's default when left out. */
  decimals?: number;
  /**
   * Shows a price with the price decimals of the chosen round's declaration rules (`round.*`), as its
   * declaration form takes them; `decimals` when the round has none. Tables only.
   */
  roundPriceDecimals?: boolean;
  /** Fixed choices of an `option` column. */
  options?: OptionItem[];
  /** Choices read from the contract for `option`, `province`, `generator` and `round` fields. */
  optionSource?: OptionSource;
  /** Read-only in forms. */
  readOnly?: boolean;
  /** Draws the cell as a link to a named route; its bindings may read the row (`row.FIELD`). */
  link?: NavigateTarget;
}
