// Text form of every value type, shared by table cells, descriptions, chart axes and the Excel export so
// a number reads the same everywhere.
import { enumLabels } from '../../api/enumLabels.gen';
import { roundMessages } from '../../machines/messages';
import type { Column, ValueType } from '../config/column';

// Labels come from the contract's x-enum-descriptions (src/api/enumLabels.gen.ts), one wording everywhere.
const byNumber = (table: Readonly<Record<string, string>>): Record<number, string> =>
  Object.fromEntries(Object.entries(table).map(([value, label]) => [Number(value), label]));

/** Energy types (EnergyType in the contract: 1 煤电 … 5 光伏). */
export const energyTypeLabels: Record<number, string> = byNumber(enumLabels.EnergyType);

/** Round types (RoundType in the contract). */
export const roundTypeLabels: Record<number, string> = byNumber(enumLabels.RoundType);

/** Round cycles (RoundCycle in the contract). */
export const cycleLabels: Record<number, string> = byNumber(enumLabels.RoundCycle);

/** Trade direction (TradeDirection in the contract): 1 sells, 0 buys. */
export const directionLabels: Record<number, string> = byNumber(enumLabels.TradeDirection);

/** Order statuses (OrderStatus in the contract: 等待成交 … 部分成交（余量已撤销）). */
export const orderStatusLabels: Record<number, string> = byNumber(enumLabels.OrderStatus);

/** Decimal places each numeric value type shows and accepts unless a column says otherwise. */
export const defaultDecimals: Partial<Record<ValueType, number>> = {
  number: 2,
  integer: 0,
  volume: 2,
  quota: 4,
  price: 2,
  money: 2,
  load: 2,
  percent: 2,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Month 1–12 as its Chinese name, 3 as 3月. */
export function formatMonth(month: number): string {
  return `${month}月`;
}

/** Slot id 0–95 as the HH:MM its 15 minutes start at. */
export function formatTimeSlot(slot: number): string {
  return `${pad(Math.floor(slot / 4))}:${pad((slot % 4) * 15)}`;
}

/** Hour id 0–23 as the HH:00-HH:00 span it covers. */
export function formatHour(hour: number): string {
  return `${pad(hour)}:00-${pad(hour + 1)}:00`;
}

/** Rounds half away from zero to `decimals` places (the volume and quota helpers of spec section 5). */
export function roundTo(value: number, decimals: number): number {
  const abs = Math.abs(value);
  const scale = 10 ** decimals;
  const product = abs * scale;
  // The binary product is within a few units in its last place of the decimal value shifted; unless
  // that puts it that close to a half, it rounds the same way. Near a half, shifting by exponent text
  // avoids the binary error: 1.005 * 100 is 100.49999…, '1.005e2' is 100.5. (The text way costs a
  // number-to-text-to-number trip per value, a large grid's update formats hundreds.)
  const nearHalf = Math.abs(product - Math.floor(product) - 0.5) <= product * 1e-14 + 1e-300;
  const shifted = !nearHalf || String(abs).includes('e') ? product : Number(`${abs}e${decimals}`);
  return Math.sign(value) * (Math.round(shifted) / scale);
}

function fixed(value: number, decimals: number): string {
  return roundTo(value, decimals).toFixed(decimals);
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
}

function dateText(value: unknown, withTime: boolean): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** The text a value shows as; `-` for nothing, as the spec shows blocked limits. */
export function formatValue(
  value: unknown,
  column: Pick<Column, 'valueType' | 'decimals' | 'options'>,
): string {
  if (value === null || value === undefined || value === '') return '-';
  const type = column.valueType ?? 'text';
  const n = asNumber(value);
  const decimals = column.decimals ?? defaultDecimals[type];
  switch (type) {
    case 'number':
    case 'integer':
    case 'volume':
    case 'quota':
    case 'price':
    case 'money':
    case 'load':
      return n === undefined ? String(value) : fixed(n, decimals ?? 2);
    case 'percent':
      return n === undefined ? String(value) : `${fixed(n * 100, decimals ?? 2)}%`;
    case 'timeSlot':
      return n === undefined ? String(value) : formatTimeSlot(n);
    case 'hour':
      return n === undefined ? String(value) : formatHour(n);
    case 'month':
      return n === undefined ? String(value) : formatMonth(n);
    case 'energyType':
      return energyTypeLabels[n ?? -1] ?? String(value);
    case 'roundStatus':
      return roundMessages.status[(n ?? -1) as 0 | 1 | 2 | 3] ?? String(value);
    case 'roundType':
      return roundTypeLabels[n ?? -1] ?? String(value);
    case 'cycle':
      return cycleLabels[n ?? -1] ?? String(value);
    case 'direction':
      return directionLabels[n ?? -1] ?? String(value);
    case 'orderStatus':
      return orderStatusLabels[n ?? -1] ?? String(value);
    case 'boolean':
      return value === true || value === 'true' || value === 1 ? '是' : '否';
    case 'role':
      return value === true || value === 'buyer' ? '售电公司' : '发电企业';
    case 'date':
      return dateText(value, false);
    case 'dateTime':
      return dateText(value, true);
    case 'option':
      return column.options?.find((o) => o.value === value)?.label ?? String(value);
    case 'province':
      // Keys are text in the contract and numbers in some rows: compared as text.
      return column.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
    case 'timeSegments':
      return Array.isArray(value) ? `${value.length} 段` : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Reads a dotted path (`scene.name`, `items.0.points`) from a value. */
export function readPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[key];
  }, value);
}
