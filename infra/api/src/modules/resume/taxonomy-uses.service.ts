import type { ParsedField, ResumeData } from '@floorhire/domain-pro-profile';
import type { TaxonomyKind } from '@floorhire/domain-taxonomy';
import { registerTaxonomyUses, type TaxonomyTarget, type TaxonomyUseHolder } from '../taxonomy';
import { parsesNaming, rewriteParse, type ParsedList } from './taxonomy-uses.repository';

// A parsed resume waiting for its pro names taxonomy entries by id: they follow an entry to its
// replacement (or drop it), so the pro never confirms a removed job title. Parses do not count
// as uses: a resume parsed months ago never stops a delete (docs/decisions/312-taxonomy-uses.md).

type Term = { id: number; name: string };

/** The list's terms with `from` renamed to the target (or dropped), each id once, the surest kept. */
function retarget<T extends Term>(fields: ParsedField<T>[], fromId: number, to: TaxonomyTarget | null): ParsedField<T>[] {
  const out = new Map<number, ParsedField<T>>();
  for (const f of fields) {
    const value = f.value.id === fromId ? (to ? { ...f.value, id: to.id, name: to.name } : null) : f.value;
    if (!value) continue;
    const kept = out.get(value.id);
    if (!kept || kept.confidence < f.confidence) out.set(value.id, { ...f, value });
  }
  return [...out.values()];
}

export function retargetParse(data: ResumeData, list: ParsedList, fromId: number, to: TaxonomyTarget | null): ResumeData {
  const next: ResumeData = { ...data, [list]: retarget(data[list] as ParsedField<Term>[], fromId, to) };
  if (list === 'jobTitles') next.history = data.history.map((h) => (h.value.jobTitleId === fromId ? { ...h, value: { ...h.value, jobTitleId: to?.id ?? null } } : h));
  if (list === 'brands') {
    next.machines = next.machines.map((m) => ({
      ...m,
      value: { ...m.value, brandIds: [...new Set(m.value.brandIds.map((b) => (b === fromId ? (to?.id ?? null) : b)).filter((b): b is number => b !== null))] },
    }));
  }
  return next;
}

const LISTS: Readonly<Partial<Record<TaxonomyKind, ParsedList>>> = {
  jobTitle: 'jobTitles',
  skill: 'skills',
  machine: 'machines',
  brand: 'brands',
  knowledgeDiscipline: 'knowledgeDisciplines',
  industry: 'industries',
};

export function registerResumeTaxonomyUses(): void {
  const holders: TaxonomyUseHolder[] = Object.entries(LISTS).map(([kind, list]) => ({
    kind: kind as TaxonomyKind,
    holder: null,
    count: async () => 0,
    async move(tx, fromId, to) {
      const parses = await parsesNaming(tx, list, fromId);
      for (const p of parses) await rewriteParse(tx, p.id, retargetParse(p.data, list, fromId, to));
      return parses.length;
    },
  }));
  registerTaxonomyUses('resume', holders);
}
