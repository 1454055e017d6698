import { createHash } from 'node:crypto';

/**
 * Decides which SQL texts node-postgres runs as named (prepared) statements.
 *
 * PostgreSQL plans an unnamed statement on every call; for the API's typical read (a few joins
 * and sub-selects) planning costs several times the execution, so the server burns most of its
 * CPU re-planning the same text. A named statement is parsed and planned once per connection.
 *
 * Prepared statements live for the connection's lifetime and pg never forgets them, so only
 * texts that repeat are named (a text seen `repeatAfter` times), and at most `maxNamed`
 * distinct texts per process: one-off SQL (seeds, bulk VALUES lists of varying length) never
 * fills the server's memory with plans.
 */
export class StatementNames {
  private readonly seen = new Map<string, number>();
  private readonly named = new Map<string, string>();

  constructor(
    private readonly repeatAfter = 2,
    private readonly maxNamed = 2000,
    private readonly maxTracked = 10_000,
  ) {}

  /** The statement name for this text, or undefined to run it unnamed. */
  nameFor(sql: string): string | undefined {
    const name = this.named.get(sql);
    if (name) return name;
    if (this.named.size >= this.maxNamed) return undefined;
    const count = (this.seen.get(sql) ?? 0) + 1;
    if (count < this.repeatAfter) {
      // A full tracker is reset rather than grown: forgetting counts only delays naming.
      if (this.seen.size >= this.maxTracked) this.seen.clear();
      this.seen.set(sql, count);
      return undefined;
    }
    this.seen.delete(sql);
    const created = `fh_${createHash('sha1').update(sql).digest('base64url')}`;
    this.named.set(sql, created);
    return created;
  }

  get size(): number {
    return this.named.size;
  }
}
