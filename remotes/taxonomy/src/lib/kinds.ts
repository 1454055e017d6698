import { TAXONOMY_KINDS, TAXONOMY_LISTS, type TaxonomyKind } from '@floorhire/domain-taxonomy';

// Which list an editor address is about: /admin/<list>[/<id>] (spec 002 §2). One page serves
// every list, so the address is read here rather than in seven copies of it.

export interface EditorAddress {
  kind: TaxonomyKind;
  /** The entry of /admin/<list>/<id>; null on the list itself. */
  id: number | null;
}

export function editorAddress(pathname: string): EditorAddress | null {
  const path = pathname.replace(/\/+$/u, '');
  for (const kind of TAXONOMY_KINDS) {
    const base = TAXONOMY_LISTS[kind].adminPath;
    if (path === base) return { kind, id: null };
    if (path.startsWith(`${base}/`)) {
      const rest = path.slice(base.length + 1);
      return /^[1-9]\d{0,9}$/u.test(rest) ? { kind, id: Number(rest) } : null;
    }
  }
  return null;
}

export const entryPath = (kind: TaxonomyKind, id: number) => `${TAXONOMY_LISTS[kind].adminPath}/${id}`;

/** The id at the end of /admin/titles-and-skills/job-title/<id> or …/skills/<id>. */
export function mapId(pathname: string, segment: 'job-title' | 'skills'): number | null {
  const match = new RegExp(`/admin/titles-and-skills/${segment}/([1-9]\\d{0,9})/?$`, 'u').exec(pathname);
  return match ? Number(match[1]) : null;
}

export const jobTitleMapPath = (id: number) => `/admin/titles-and-skills/job-title/${id}`;
export const skillMapPath = (id: number) => `/admin/titles-and-skills/skills/${id}`;
