// The one data-layer surface every module and the seeds use. Both engines (embedded PGlite
// and node-postgres) sit behind it, so nothing above this folder knows which one runs.

export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown> | bigint | Uint8Array;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>>;
  /** First row or undefined. */
  one<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined>;
  /** Several statements, no parameters (migrations, bulk DDL). */
  exec(sql: string): Promise<void>;
}

export interface Tx extends Queryable {
  readonly inTransaction: true;
}

export type Engine = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly engine: Engine;
  /** Runs fn in one real transaction: commit when it resolves, roll back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * LISTEN on channel: onNotify gets each notification's payload, in commit order. onListen runs
   * once listening and again after every reconnection of the listening session (notifications
   * sent while it was down are lost: catch up then). Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, node-postgres is used; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database (`<dataDir>/pg`). Ignored for a real server. */
  dataDir?: string | undefined;
  /** Use an in-memory PGlite (tests that need a throw-away database). */
  inMemory?: boolean;
  /** Connections to a real server: for single statements and for transactions. */
  pools?: { statements: number; transactions: number } | undefined;
}
