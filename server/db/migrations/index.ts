import type { Migration } from 'kysely';
import { m0001_app_meta } from './0001_app_meta';

/** Every migration in order; names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001_app_meta': m0001_app_meta,
};
