import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db, OpenDatabaseOptions } from './types';

export type { Db, OpenDatabaseOptions, Queryable, SqlParam, Tx } from './types';
export { loadMigrations, migrateUp } from './migrate';

/** Opens PostgreSQL: a real server when databaseUrl is set, else embedded PGlite under `<dataDir>/pg`. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pools);
  return openPglite(options.dataDir, options.inMemory ?? false);
}
