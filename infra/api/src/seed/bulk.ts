// Bulk loading through the data layer: one INSERT ... SELECT FROM unnest($1::type[], ...) per
// chunk, so thousands of rows cost one round trip on both PGlite and node-postgres.

import type { Queryable, SqlParam } from '../db';

/** Column types the seed writes; array and document types travel as text and are cast in SQL. */
export type ColumnType = 'int' | 'smallint' | 'text' | 'bool' | 'float8' | 'numeric' | 'timestamptz' | 'date' | 'time' | 'uuid' | 'int[]' | 'smallint[]' | 'jsonb' | 'tsvector';

export type TableSpec = readonly (readonly [column: string, type: ColumnType])[];

export type Row = Record<string, unknown>;

function paramType(type: ColumnType): string {
  switch (type) {
    case 'int[]':
    case 'smallint[]':
    case 'jsonb':
    case 'tsvector':
      return 'text';
    default:
      return type;
  }
}

function selectExpr(type: ColumnType, alias: string): string {
  switch (type) {
    case 'int[]':
      return `${alias}::int[]`;
    case 'smallint[]':
      return `${alias}::smallint[]`;
    case 'jsonb':
      return `${alias}::jsonb`;
    case 'tsvector':
      return `to_tsvector('english', ${alias})`;
    default:
      return alias;
  }
}

function toParam(value: unknown, type: ColumnType): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === 'int[]' || type === 'smallint[]') return `{${(value as readonly number[]).join(',')}}`;
  if (type === 'jsonb') return JSON.stringify(value);
  return value;
}

const quote = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) && name !== 'limit' ? name : `"${name}"`);

/** Inserts rows (objects keyed by column) in chunks; missing keys become null. */
export async function bulkInsert(q: Queryable, table: string, spec: TableSpec, rows: readonly Row[], chunkSize = 5000): Promise<void> {
  const names = spec.map(([name]) => quote(name)).join(', ');
  const aliases = spec.map((_, i) => `c${i}`);
  const unnest = spec.map(([, type], i) => `$${i + 1}::${paramType(type)}[]`).join(', ');
  const selects = spec.map(([, type], i) => selectExpr(type, aliases[i] ?? `c${i}`)).join(', ');
  const sql = `insert into ${table} (${names}) select ${selects} from unnest(${unnest}) as u(${aliases.join(', ')})`;
  for (let offset = 0; offset < rows.length; offset += chunkSize) {
    const chunk = rows.slice(offset, offset + chunkSize);
    const params = spec.map(([name, type]) => chunk.map((row) => toParam(row[name], type)) as SqlParam);
    await q.query(sql, params);
  }
}

/** After explicit ids were written, moves each identity sequence past the highest id. */
export async function resetIdentity(q: Queryable, table: string): Promise<void> {
  await q.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
}
