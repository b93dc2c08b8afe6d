import type { components } from '../../../src/api/schema.gen';

/** Schemas of the contract, the shapes every route returns. */
export type Schemas = components['schemas'];

/** An ABP list result of items. */
export function listOf<T>(items: T[]): { items: T[]; totalCount: number } {
  return { items, totalCount: items.length };
}

/** Narrows a stored integer to one of the contract's enum values, or throws (corrupt data). */
export function enumValue<T extends number>(value: number, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`数据库中的取值 ${value} 不在契约允许的范围内`);
  return found;
}
