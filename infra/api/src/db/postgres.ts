import postgres from 'postgres';
import { StatementNames } from './statement-names';
import type { Db, QueryResult, SqlParam, Tx } from './types';

// node-postgres semantics kept on purpose so both engines answer alike: int8 and numeric come
// back as numbers (counts and money are safe as numbers here), calendar dates as 'YYYY-MM-DD'
// text (a Date would shift them by the server's time zone), and JSON text a caller already
// encoded goes through as it is.
const TYPES = {
  int8: { to: 20, from: [20, 1700], serialize: (x: unknown) => String(x), parse: (x: string) => Number(x) },
  calendarDate: { to: 1082, from: [1082], serialize: (x: unknown) => String(x), parse: (x: string) => x },
  json: {
    to: 114,
    from: [114, 3802],
    serialize: (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x)),
    parse: (x: string) => JSON.parse(x) as unknown,
  },
};

type Sql = postgres.Sql | postgres.TransactionSql;

function wrap(sql: Sql, names: StatementNames) {
  // postgres.js types a plain array by its first element (boolean, not boolean[]); an array
  // typed 0 lets the server say what the statement expects, as it does for text and numbers.
  const bind = (params: readonly SqlParam[]) => params.map((p) => (Array.isArray(p) ? sql.typed(p, 0) : p)) as postgres.ParameterOrJSON<never>[];
  // Texts without parameters go through the simple protocol, which also runs several
  // statements at once (migrations).
  const run = (text: string, params?: readonly SqlParam[]) =>
    params && params.length > 0 ? sql.unsafe(text, bind(params), { prepare: names.nameFor(text) !== undefined }) : sql.unsafe(text);
  return {
    async query<T>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<T>> {
      const result = await run(text, params);
      return { rows: result as unknown as T[], rowCount: result.count ?? result.length };
    },
    async one<T>(text: string, params?: readonly SqlParam[]): Promise<T | undefined> {
      const result = await run(text, params);
      return result[0] as T | undefined;
    },
    async exec(text: string): Promise<void> {
      await sql.unsafe(text).simple();
    },
  };
}

export interface PostgresPools {
  /**
   * Connections for single statements. postgres.js pipelines statements on a connection, so a
   * few connections carry the load with far fewer round trips and wake-ups than one
   * connection per statement in flight; see docs/decisions/036.
   */
  statements: number;
  /** Connections reserved by transactions, apart so a long transaction never stalls reads. */
  transactions: number;
}

export const DEFAULT_POOLS: PostgresPools = { statements: 4, transactions: 10 };

export async function openPostgres(connectionString: string, pools: PostgresPools = DEFAULT_POOLS): Promise<Db> {
  const open = (max: number) => postgres(connectionString, { max, types: TYPES, onnotice: () => undefined });
  const statements = open(pools.statements);
  const transactions = open(pools.transactions);
  try {
    await statements`select 1`;
  } catch (error) {
    await Promise.all([statements.end({ timeout: 0 }), transactions.end({ timeout: 0 })]);
    throw error;
  }
  const names = new StatementNames();
  return {
    engine: 'postgres',
    ...wrap(statements, names),
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return (await transactions.begin((tx) => fn({ ...wrap(tx, names), inTransaction: true }))) as T;
    },
    // postgres.js listens on a session of its own, outside both pools, and reconnects it.
    async listen(channel, onNotify, onListen) {
      const { unlisten } = await statements.listen(channel, onNotify, onListen);
      return unlisten;
    },
    async close() {
      await Promise.all([statements.end({ timeout: 5 }), transactions.end({ timeout: 5 })]);
    },
  };
}
