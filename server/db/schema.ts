/** Tables of the reference back end's database, as Kysely sees them. */
export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
}

/** Key-value facts about this database (first start time, seed version). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** Accounts (0100_users): scrypt password hash, roles as a JSON text array, booleans as 0/1. */
export interface UsersTable {
  id: string;
  userName: string;
  name: string;
  passwordHash: string;
  roles: string;
  isNewUser: number;
  currentCourseId: number | null;
  adminCourseId: number | null;
  createdAt: string;
}
