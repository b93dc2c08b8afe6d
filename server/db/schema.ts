/** Tables of the reference back end's database, as Kysely sees them. */
export interface Database {
  app_meta: AppMetaTable;
}

/** Key-value facts about this database (first start time, seed version). */
export interface AppMetaTable {
  key: string;
  value: string;
}
