import pg from 'pg';
import type { Db, QueryResult, SqlParam, Tx } from './types';

// node-postgres returns int8 and numeric as strings; counts and money are safe as numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
// Calendar dates stay 'YYYY-MM-DD' strings; a Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

type Client = Pick<pg.Pool, 'query'> | pg.PoolClient;

function wrap(client: Client) {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>> {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async one<T>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined> {
      const result = await client.query(sql, params ? [...params] : undefined);
      return result.rows[0] as T | undefined;
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, poolSize = 20): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  await pool.query('select 1');
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ ...wrap(client), inTransaction: true });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
