import type { Migration } from 'kysely';
import { m0001_app_meta } from './0001_app_meta';
import { m0100_users } from './0100_users';

/** Every migration in order; names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001_app_meta': m0001_app_meta,
  '0100_users': m0100_users,
};
