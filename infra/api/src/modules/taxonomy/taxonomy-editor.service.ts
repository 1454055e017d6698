import {
  TAXONOMY_LISTS,
  TAXONOMY_TEXTS,
  USAGE_HOLDER_KEYS,
  describeUsage,
  type DeleteAnswer,
  type TaxonomyKind,
  type Usage,
  type UsageCount,
} from '@floorhire/domain-taxonomy';
import { ROLES } from '@floorhire/rules';
import type { AuthContext } from '../../auth/tokens';
import { containsPattern } from '../../db/like';
import type { Db, Queryable, Tx } from '../../db';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import * as repo from './taxonomy-editor.repository';
import { holdersOf, registerTaxonomyUses, type TaxonomyTarget } from './taxonomy-uses';

// The taxonomy editors (spec 002 §2, §7 Taxonomy): staff with the taxonomy role keep the lists
// everything matches on. A delete names a replacement (replaceId) to move every holder to, in
// one transaction; without one it is refused while anything still holds the entry.
// docs/decisions/311-taxonomy-api.md, 312-taxonomy-uses.md.

/** Spec 000 §6 "taxonomy screens need taxonomy": staff holding the taxonomy role (ADR 311). */
export function assertEditor(auth: AuthContext): void {
  if (!auth.isStaff || !auth.roles.includes(ROLES.taxonomy)) throw forbidden(TAXONOMY_TEXTS.editorsOnly);
}

// ── the taxonomy's own holders ──────────────────────────────────────────────────────────────

/** Rows of the taxonomy's own tables that hold other entries (registered at setup like any module's). */
export function registerOwnTaxonomyUses(): void {
  registerTaxonomyUses('taxonomy', [
    { kind: 'jobTitle', holder: null, count: async () => 0, move: (tx, from, to) => repo.moveJobTitleContent(tx, from, to?.id ?? null) },
    { kind: 'skill', holder: 'jobTitles', count: repo.countSkillJobTitles, move: (tx, from, to) => repo.moveSkillJobTitles(tx, from, to?.id ?? null) },
    { kind: 'category', holder: 'knowledgeDisciplines', count: (q, id) => repo.countCategoryEntries(q, 'knowledge_disciplines', id), move: (tx, from, to) => repo.moveCategoryEntries(tx, 'knowledge_disciplines', from, to?.id ?? null) },
    { kind: 'category', holder: 'machines', count: (q, id) => repo.countCategoryEntries(q, 'machines', id), move: (tx, from, to) => repo.moveCategoryEntries(tx, 'machines', from, to?.id ?? null) },
    { kind: 'machine', holder: null, count: async () => 0, move: (tx, from, to) => repo.moveMachineBrands(tx, from, to?.id ?? null) },
    { kind: 'brand', holder: 'machines', count: repo.countBrandMachines, move: (tx, from, to) => repo.moveBrandMachines(tx, from, to?.id ?? null) },
  ]);
}

// ── usage ──────────────────────────────────────────────────────────────────────────────────

/** What holds an entry, counted by each holder's owner, in the order the domain names holders. */
export async function usageOf(q: Queryable, kind: TaxonomyKind, id: number): Promise<Usage> {
  const counts = new Map<string, number>();
  for (const h of holdersOf(kind)) {
    if (h.holder === null) continue;
    counts.set(h.holder, (counts.get(h.holder) ?? 0) + (await h.count(q, id)));
  }
  const uses: UsageCount[] = USAGE_HOLDER_KEYS.filter((k) => (counts.get(k) ?? 0) > 0).map((holder) => ({ holder, count: counts.get(holder)! }));
  return { total: uses.reduce((sum, u) => sum + u.count, 0), uses };
}

// ── reads ──────────────────────────────────────────────────────────────────────────────────

export const publicIndustries = (q: Queryable, search: string | undefined, limit: number | undefined) => repo.liveIndustries(q, containsPattern(search), limit ?? 500);
export const publicCategories = (q: Queryable, search: string | undefined, limit: number | undefined) => repo.categories(q, containsPattern(search), limit ?? 500);
export const statementList = (q: Queryable, table: 'qualifications' | 'responsibilities', jobTitleId: number | undefined, limit: number | undefined) =>
  repo.statements(q, table, jobTitleId ?? null, limit ?? 500);

export async function taxonomySummary(q: Queryable, auth: AuthContext) {
  assertEditor(auth);
  const counts = await repo.liveCounts(q);
  return { lists: (Object.keys(TAXONOMY_LISTS) as TaxonomyKind[]).map((kind) => ({ kind, count: counts[kind] })) };
}

export async function publishedTaxonomy(q: Queryable, auth: AuthContext) {
  assertEditor(auth);
  return { categories: await repo.publishedTaxonomy(q) };
}

const label = (kind: TaxonomyKind) => TAXONOMY_LISTS[kind].label;

export async function industryDetail(q: Queryable, auth: AuthContext, id: number) {
  assertEditor(auth);
  const row = await repo.entryById(q, 'industry', id);
  if (!row) throw notFound(TAXONOMY_TEXTS.notFound(label('industry')));
  return { ...row, usage: await usageOf(q, 'industry', id) };
}

export async function categoryDetail(q: Queryable, auth: AuthContext, id: number) {
  assertEditor(auth);
  const row = await repo.categoryRow(q, id);
  if (!row) throw notFound(TAXONOMY_TEXTS.notFound(label('category')));
  return { ...row, usage: await usageOf(q, 'category', id) };
}

export async function disciplineDetail(q: Queryable, auth: AuthContext, id: number) {
  assertEditor(auth);
  const row = await repo.disciplineRow(q, id);
  if (!row) throw notFound(TAXONOMY_TEXTS.notFound(label('knowledgeDiscipline')));
  return { ...row, usage: await usageOf(q, 'knowledgeDiscipline', id) };
}

export async function machineDetail(q: Queryable, auth: AuthContext, id: number) {
  assertEditor(auth);
  const row = await repo.machineRow(q, id);
  if (!row) throw notFound(TAXONOMY_TEXTS.notFound(label('machine')));
  return { ...row, usage: await usageOf(q, 'machine', id) };
}

export async function brandDetail(q: Queryable, auth: AuthContext, id: number) {
  assertEditor(auth);
  const row = await repo.entryById(q, 'brand', id);
  if (!row) throw notFound(TAXONOMY_TEXTS.notFound(label('brand')));
  return { id: row.id, name: row.name, machines: await repo.brandMachines(q, id), usage: await usageOf(q, 'brand', id) };
}

export async function jobTitleDetail(q: Queryable, auth: AuthContext, id: number) {
  assertEditor(auth);
  const row = await repo.jobTitleRow(q, id);
  if (!row) throw notFound(TAXONOMY_TEXTS.jobTitleNotFound);
  const [skills, qualifications, responsibilities, usage] = await Promise.all([
    repo.skillsOfJobTitle(q, id),
    repo.statements(q, 'qualifications', id, 500),
    repo.statements(q, 'responsibilities', id, 500),
    usageOf(q, 'jobTitle', id),
  ]);
  return { ...row, skills, qualifications, responsibilities, usage };
}

export async function skillDetail(q: Queryable, auth: AuthContext, id: number) {
  assertEditor(auth);
  const row = await repo.skillRow(q, id);
  if (!row) throw notFound(TAXONOMY_TEXTS.skillNotFound);
  return { ...row, jobTitles: await repo.jobTitlesOfSkill(q, id), usage: await usageOf(q, 'skill', id) };
}

// ── creating and editing ───────────────────────────────────────────────────────────────────

/**
 * A new entry of that name, or the removed one of that name brought back (names are unique,
 * removed entries included, and what held the old one may still be named after it).
 */
async function createNamed(tx: Tx, kind: TaxonomyKind, name: string, insert: () => Promise<number>, opts: { category?: number; skillLevel?: string | null } = {}): Promise<number> {
  const existing = await repo.entryByName(tx, kind, name, opts.category);
  if (existing && existing.status === 'live') throw conflict(TAXONOMY_TEXTS.exists(label(kind), existing.name));
  if (existing && (kind === 'industry' || kind === 'jobTitle' || kind === 'skill')) {
    await repo.reviveEntry(tx, kind, existing.id, opts.skillLevel ?? null);
    return existing.id;
  }
  return insert();
}

/** A live entry to change, held for the transaction. */
async function liveEntry(tx: Tx, kind: TaxonomyKind, id: number): Promise<repo.EntryRow> {
  const row = await repo.entryById(tx, kind, id, true);
  if (!row || row.status !== 'live') throw notFound(kind === 'jobTitle' ? TAXONOMY_TEXTS.jobTitleNotFound : TAXONOMY_TEXTS.notFound(label(kind)));
  return row;
}

/** Renames unless another entry has the name; holders rebuild what they derived from it. */
async function rename(tx: Tx, kind: TaxonomyKind, row: repo.EntryRow, name: string | undefined, category?: number): Promise<void> {
  if (name === undefined || name === row.name) return;
  const other = await repo.entryByName(tx, kind, name, category);
  if (other && other.id !== row.id) throw conflict(TAXONOMY_TEXTS.exists(label(kind), other.name));
  await repo.renameEntry(tx, kind, row.id, name);
  for (const h of holdersOf(kind)) await h.renamed?.(tx, row.id);
}

async function assertCategory(q: Queryable, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  if ((await repo.liveIds(q, 'category', [categoryId])).length === 0) throw unprocessable(TAXONOMY_TEXTS.categoryNotFound, 'categoryId');
}

async function assertLive(q: Queryable, kind: 'brand' | 'jobTitle' | 'skill', ids: readonly number[], message: string, field: string): Promise<void> {
  if (ids.length === 0) return;
  if ((await repo.liveIds(q, kind, ids)).length !== ids.length) throw unprocessable(message, field);
}

export async function createIndustry(db: Db, auth: AuthContext, body: { name: string }) {
  assertEditor(auth);
  const id = await db.transaction((tx) => createNamed(tx, 'industry', body.name, () => repo.insertIndustry(tx, body.name)));
  return industryDetail(db, auth, id);
}

export async function updateIndustry(db: Db, auth: AuthContext, id: number, body: { name: string }) {
  assertEditor(auth);
  await db.transaction(async (tx) => rename(tx, 'industry', await liveEntry(tx, 'industry', id), body.name));
  return industryDetail(db, auth, id);
}

export async function createCategory(db: Db, auth: AuthContext, body: { name: string; published: boolean }) {
  assertEditor(auth);
  const id = await db.transaction((tx) => createNamed(tx, 'category', body.name, () => repo.insertCategory(tx, body.name, body.published)));
  return categoryDetail(db, auth, id);
}

export async function updateCategory(db: Db, auth: AuthContext, id: number, body: { name?: string | undefined; published?: boolean | undefined }) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    const row = await liveEntry(tx, 'category', id);
    await rename(tx, 'category', row, body.name);
    if (body.published !== undefined) await repo.setCategoryPublished(tx, id, body.published);
  });
  return categoryDetail(db, auth, id);
}

export async function createDiscipline(db: Db, auth: AuthContext, body: { name: string; categoryId: number | null }) {
  assertEditor(auth);
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, body.categoryId);
    return createNamed(tx, 'knowledgeDiscipline', body.name, () => repo.insertDiscipline(tx, body.name, body.categoryId));
  });
  return disciplineDetail(db, auth, id);
}

export async function updateDiscipline(db: Db, auth: AuthContext, id: number, body: { name?: string | undefined; categoryId?: number | null | undefined }) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    const row = await liveEntry(tx, 'knowledgeDiscipline', id);
    await rename(tx, 'knowledgeDiscipline', row, body.name);
    if (body.categoryId !== undefined) {
      await assertCategory(tx, body.categoryId);
      await repo.setEntryCategory(tx, 'knowledgeDiscipline', id, body.categoryId);
    }
  });
  return disciplineDetail(db, auth, id);
}

export async function createMachine(db: Db, auth: AuthContext, body: { name: string; categoryId: number | null; brandIds: number[] }) {
  assertEditor(auth);
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, body.categoryId);
    await assertLive(tx, 'brand', body.brandIds, TAXONOMY_TEXTS.brandNotFound, 'brandIds');
    const machineId = await createNamed(tx, 'machine', body.name, () => repo.insertMachine(tx, body.name, body.categoryId));
    await repo.setMachineBrands(tx, machineId, body.brandIds);
    return machineId;
  });
  return machineDetail(db, auth, id);
}

export async function updateMachine(db: Db, auth: AuthContext, id: number, body: { name?: string | undefined; categoryId?: number | null | undefined; brandIds?: number[] | undefined }) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    const row = await liveEntry(tx, 'machine', id);
    await rename(tx, 'machine', row, body.name);
    if (body.categoryId !== undefined) {
      await assertCategory(tx, body.categoryId);
      await repo.setEntryCategory(tx, 'machine', id, body.categoryId);
    }
    if (body.brandIds !== undefined) {
      await assertLive(tx, 'brand', body.brandIds, TAXONOMY_TEXTS.brandNotFound, 'brandIds');
      await repo.setMachineBrands(tx, id, body.brandIds);
    }
  });
  return machineDetail(db, auth, id);
}

export async function createBrand(db: Db, auth: AuthContext, body: { name: string }) {
  assertEditor(auth);
  const id = await db.transaction((tx) => createNamed(tx, 'brand', body.name, () => repo.insertBrand(tx, body.name)));
  return brandDetail(db, auth, id);
}

export async function updateBrand(db: Db, auth: AuthContext, id: number, body: { name: string }) {
  assertEditor(auth);
  await db.transaction(async (tx) => rename(tx, 'brand', await liveEntry(tx, 'brand', id), body.name));
  return brandDetail(db, auth, id);
}

export async function createJobTitle(db: Db, auth: AuthContext, body: { title: string; skillLevel: string | null }) {
  assertEditor(auth);
  const id = await db.transaction((tx) => createNamed(tx, 'jobTitle', body.title, () => repo.insertJobTitle(tx, body.title, body.skillLevel), { skillLevel: body.skillLevel }));
  return jobTitleDetail(db, auth, id);
}

export async function updateJobTitle(db: Db, auth: AuthContext, id: number, body: { title?: string | undefined; skillLevel?: string | null | undefined }) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    const row = await liveEntry(tx, 'jobTitle', id);
    await rename(tx, 'jobTitle', row, body.title);
    if (body.skillLevel !== undefined) await repo.setSkillLevel(tx, id, body.skillLevel);
  });
  return jobTitleDetail(db, auth, id);
}

export async function createSkill(db: Db, auth: AuthContext, body: { name: string; category: number }) {
  assertEditor(auth);
  const id = await db.transaction((tx) => createNamed(tx, 'skill', body.name, () => repo.insertSkill(tx, body.name, body.category), { category: body.category }));
  return skillDetail(db, auth, id);
}

export async function updateSkill(db: Db, auth: AuthContext, id: number, body: { name?: string | undefined; category?: number | undefined }) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    const row = await liveEntry(tx, 'skill', id);
    const current = (await repo.skillRow(tx, id))!;
    const category = body.category ?? current.category;
    if (category !== current.category) {
      // Names are unique within a category: moving one checks the new category too.
      const other = await repo.entryByName(tx, 'skill', body.name ?? row.name, category);
      if (other && other.id !== id) throw conflict(TAXONOMY_TEXTS.exists(label('skill'), other.name));
      await repo.setSkillCategory(tx, id, category);
    }
    await rename(tx, 'skill', row, body.name, category);
  });
  return skillDetail(db, auth, id);
}

export async function setJobTitleSkills(db: Db, auth: AuthContext, id: number, skillIds: number[]) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    await liveEntry(tx, 'jobTitle', id);
    await assertLive(tx, 'skill', skillIds, TAXONOMY_TEXTS.skillNotFound, 'jobSkillIds');
    await repo.setJobTitleSkills(tx, id, skillIds);
  });
  return jobTitleDetail(db, auth, id);
}

export async function setSkillJobTitles(db: Db, auth: AuthContext, id: number, jobTitleIds: number[]) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    await liveEntry(tx, 'skill', id);
    await assertLive(tx, 'jobTitle', jobTitleIds, TAXONOMY_TEXTS.jobTitleNotFound, 'jobTitleIds');
    await repo.setSkillJobTitles(tx, id, jobTitleIds);
  });
  return skillDetail(db, auth, id);
}

type StatementTable = 'qualifications' | 'responsibilities';
const statementLabel = (table: StatementTable) => (table === 'qualifications' ? 'Qualification' : 'Responsibility');

export async function createStatement(db: Db, auth: AuthContext, table: StatementTable, body: { name: string; jobTitleId: number }) {
  assertEditor(auth);
  const id = await db.transaction(async (tx) => {
    await assertLive(tx, 'jobTitle', [body.jobTitleId], TAXONOMY_TEXTS.jobTitleNotFound, 'jobTitleId');
    return repo.insertStatement(tx, table, body.name, body.jobTitleId);
  });
  return (await repo.statementById(db, table, id))!;
}

export async function updateStatement(db: Db, auth: AuthContext, table: StatementTable, id: number, body: { name: string }) {
  assertEditor(auth);
  await db.transaction(async (tx) => {
    if (!(await repo.statementById(tx, table, id))) throw notFound(TAXONOMY_TEXTS.notFound(statementLabel(table)));
    await repo.updateStatement(tx, table, id, body.name);
  });
  return (await repo.statementById(db, table, id))!;
}

export async function deleteStatement(db: Db, auth: AuthContext, table: StatementTable, id: number): Promise<{ id: number }> {
  assertEditor(auth);
  const deleted = await db.transaction((tx) => repo.deleteStatement(tx, table, id));
  if (!deleted) throw notFound(TAXONOMY_TEXTS.notFound(statementLabel(table)));
  return { id };
}

// ── deleting, with or without a replacement ────────────────────────────────────────────────

/**
 * DELETE /job-title/{id}?replaceId= and the DELETE /taxonomy-*\/{id} calls (spec 002 §7). With a
 * replacement, every holder moves to it and the entry goes, in one transaction; without one,
 * the delete is refused (409, naming who still holds it) unless nothing does.
 */
export async function deleteEntry(db: Db, auth: AuthContext, kind: TaxonomyKind, id: number, replaceId: number | undefined): Promise<DeleteAnswer> {
  assertEditor(auth);
  if (replaceId === id) throw badRequest(TAXONOMY_TEXTS.replaceSelf, 'replaceId');
  return db.transaction(async (tx) => {
    // Both rows are held in id order, so two merges of the same pair wait for each other.
    const [first, second] = replaceId === undefined ? [id] : [Math.min(id, replaceId), Math.max(id, replaceId)];
    const held = new Map<number, repo.EntryRow | undefined>();
    for (const rowId of [first, second].filter((x): x is number => x !== undefined)) held.set(rowId, await repo.entryById(tx, kind, rowId, true));
    const entry = held.get(id);
    if (!entry || entry.status !== 'live') throw notFound(kind === 'jobTitle' ? TAXONOMY_TEXTS.jobTitleNotFound : TAXONOMY_TEXTS.notFound(label(kind)));
    let target: TaxonomyTarget | null = null;
    if (replaceId !== undefined) {
      const replacement = held.get(replaceId);
      if (!replacement || replacement.status !== 'live') throw notFound(TAXONOMY_TEXTS.replacementNotFound(label(kind)));
      target = { id: replacement.id, name: replacement.name };
    }
    const usage = await usageOf(tx, kind, id);
    if (target === null && usage.total > 0) throw conflict(TAXONOMY_TEXTS.inUse(label(kind), entry.name, describeUsage(usage.uses)));
    for (const holder of holdersOf(kind)) await holder.move(tx, id, target);
    // Whatever no holder moved (a table whose module registered nothing) stops the delete.
    const left = await repo.foreignKeyHolders(tx, kind, id);
    if (left.length > 0) throw conflict(TAXONOMY_TEXTS.inUse(label(kind), entry.name, left.map((l) => `${l.count} rows of ${l.table}`).join(', ')));
    await repo.removeEntry(tx, kind, id, target?.id ?? null);
    return { id, replaceId: target?.id ?? null, moved: target ? usage : { total: 0, uses: [] } };
  });
}
