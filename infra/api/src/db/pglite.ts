import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import type { Db, QueryResult, SqlParam, Tx } from './types';

// Same value shapes as node-postgres gives after our type setup: int8 and numeric as numbers.
const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
  [types.DATE]: (value: string) => value,
};

type PgliteQueryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: PgliteQueryable) {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params ? [...params] : undefined, { parsers });
      return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
    },
    async one<T>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined> {
      const result = await target.query<T>(sql, params ? [...params] : undefined, { parsers });
      return result.rows[0];
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string | undefined, inMemory: boolean): Promise<Db> {
  let location: string | undefined;
  if (!inMemory) {
    location = join(dataDir ?? './data', 'pg');
    mkdirSync(location, { recursive: true });
  }
  const pg = await PGlite.create(location, {
    extensions: { pg_trgm, cube, earthdistance, btree_gin, fuzzystrmatch },
  });
  return {
    engine: 'pglite',
    ...wrap(pg),
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      // PGlite has one connection; its transaction() holds a mutex so other queries wait.
      return pg.transaction((tx) => fn({ ...wrap(tx), inTransaction: true }));
    },
    // One session in the process: notifications arrive after each commit, and it never reconnects.
    async listen(channel, onNotify, onListen) {
      const stop = await pg.listen(channel, onNotify);
      onListen?.();
      return () => stop();
    },
    async close() {
      await pg.close();
    },
  };
}
