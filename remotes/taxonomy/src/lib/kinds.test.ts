import { describe, expect, it } from 'vitest';
import { editorAddress, entryPath, mapId } from './kinds';

describe('editor addresses', () => {
  it('reads the list and the entry of every editor of spec 002 §2', () => {
    expect(editorAddress('/admin/machine-technology')).toEqual({ kind: 'machine', id: null });
    expect(editorAddress('/admin/skills/12/')).toEqual({ kind: 'skill', id: 12 });
    expect(editorAddress('/admin/job-title/7')).toEqual({ kind: 'jobTitle', id: 7 });
    expect(editorAddress('/admin/job-title/abc')).toBeNull();
    expect(editorAddress('/admin/job-titles')).toBeNull();
    expect(entryPath('knowledgeDiscipline', 3)).toBe('/admin/knowledge-discipline/3');
  });

  it('reads the id of the titles-and-skills pages', () => {
    expect(mapId('/admin/titles-and-skills/job-title/42', 'job-title')).toBe(42);
    expect(mapId('/admin/titles-and-skills/skills/5', 'skills')).toBe(5);
    expect(mapId('/admin/titles-and-skills/skills/0', 'skills')).toBeNull();
  });
});
