import type { TaxonomyKind, UsageHolder } from '@floorhire/domain-taxonomy';
import type { Queryable, Tx } from '../../db';

// Who holds a taxonomy entry, and how to move it (docs/decisions/312-taxonomy-uses.md). Rows
// that point at a job title, a skill, a machine ... belong to many modules (a job to jobs, a
// pro's titles to pro-profile, a saved search's filters to talent search), and only its owner
// writes a table (ADR 175). So each holding module registers, in its setup, how to count and
// how to move its own rows; a delete with a replacement calls every registered holder inside
// its one transaction. The taxonomy module imports none of them, so no import cycle appears
// (jobs already calls taxonomy), and a module added later joins by registering.

/** The entry the rows move to: its id and its name (some holders keep a copy of the name). */
export interface TaxonomyTarget {
  id: number;
  name: string;
}

export interface TaxonomyUseHolder {
  kind: TaxonomyKind;
  /**
   * Whose rows these are, as the usage answer names them. null: rows that follow a replacement
   * but never stop a delete (a parsed resume waiting for its pro to confirm it).
   */
  holder: UsageHolder | null;
  /** How many holders (jobs, pros ...) point at the entry: each counted once. */
  count(q: Queryable, id: number): Promise<number>;
  /**
   * Points every row that holds `fromId` at `to` (null: the entry goes and nothing replaces
   * it, so the rows let go of it), merging with rows that already hold `to`. Runs in the
   * delete's transaction; answers how many holders changed.
   */
  move(tx: Tx, fromId: number, to: TaxonomyTarget | null): Promise<number>;
  /** After an entry is renamed: rebuild what the holders derived from its name (search text). */
  renamed?(tx: Tx, id: number): Promise<void>;
}

const registered = new Map<string, readonly TaxonomyUseHolder[]>();

/**
 * A module says which of its rows hold taxonomy entries. Called from the module's setup; a second
 * call for the same module (a second app in one process) replaces the first.
 */
export function registerTaxonomyUses(owner: string, holders: readonly TaxonomyUseHolder[]): void {
  registered.set(owner, holders);
}

/** Every registered holder of entries of this kind, by module name so the order is stable. */
export function holdersOf(kind: TaxonomyKind): TaxonomyUseHolder[] {
  return [...registered.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, holders]) => holders.filter((h) => h.kind === kind));
}
