import type { Queryable } from '../db';
import { bulkInsert, resetIdentity, type Row, type TableSpec } from './bulk';

// Demo rows of some tables, built in memory and written in one bulk insert per table: the
// baseline world and each module seed collect their rows here. Ids are given by the builder (1, 2,
// ... per table, in the order rows are added), so the demo's ids do not depend on how the
// database hands out identities; writing moves each identity past them.

export type TableSpecs<T extends string> = Readonly<Record<T, TableSpec>>;

export class DemoRows<T extends string> {
  readonly rows: Record<T, Row[]>;
  private readonly next = new Map<T, number>();

  /**
   * specs: the columns written per table, in foreign-key order (a table's rows never reference
   * a row of a later one). defaults: values of NOT NULL columns with a database default, since
   * the bulk insert writes null for a missing key. Tables named in `explicitIds` keep the ids
   * their rows carry and their identity is left alone.
   */
  constructor(
    private readonly now: Date,
    private readonly specs: TableSpecs<T>,
    private readonly defaults: Partial<Record<T, Row>> = {},
    private readonly explicitIds: readonly T[] = [],
  ) {
    this.rows = Object.fromEntries(Object.keys(specs).map((t) => [t, [] as Row[]])) as Record<T, Row[]>;
  }

  get tables(): T[] {
    return Object.keys(this.specs) as T[];
  }

  /** Adds a row; create_ts and update_ts default to now. Returns its id (0 for a table without one). */
  add(table: T, input: Row): number {
    const spec = this.specs[table];
    let row: Row = { ...this.defaults[table], ...input };
    for (const [name] of spec) if ((name === 'create_ts' || name === 'update_ts') && row[name] === undefined) row[name] = this.now;
    let id = 0;
    if (spec.some(([name]) => name === 'id')) {
      id = (row['id'] as number | undefined) ?? this.next.get(table) ?? 1;
      this.next.set(table, Math.max(this.next.get(table) ?? 1, id + 1));
      row = { ...row, id };
    }
    this.rows[table].push(row);
    return id;
  }

  /** Writes every table's rows in spec order; returns how many rows it wrote. */
  async write(q: Queryable): Promise<number> {
    let count = 0;
    for (const table of this.tables) {
      const rows = this.rows[table];
      if (rows.length === 0) continue;
      await bulkInsert(q, table, this.specs[table], rows);
      count += rows.length;
    }
    for (const table of this.tables) {
      if (this.specs[table].some(([name]) => name === 'id') && !this.explicitIds.includes(table) && this.rows[table].length > 0) await resetIdentity(q, table);
    }
    return count;
  }
}
