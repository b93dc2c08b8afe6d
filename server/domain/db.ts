import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A database handle or an open transaction: domain functions accept either. */
export type Db = Kysely<Database> | Transaction<Database>;

/** Current time as stored in the database (ISO 8601, UTC). */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Parses a comma-separated list of integers ("3,4" → [3, 4]); empty text gives []. */
export function parseIntList(text: string): number[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n));
}
