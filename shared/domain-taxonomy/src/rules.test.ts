import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DeleteQuerySchema,
  JobTitleBodySchema,
  MachineBodySchema,
  NameBodySchema,
  SKILL_CATEGORIES,
  SkillBodySchema,
  SKILL_CATEGORY_IDS,
  TAXONOMY_KINDS,
  TAXONOMY_LISTS,
  TAXONOMY_LOOKUP_TEXTS,
  TAXONOMY_TEXTS,
  TERM_NAME_MAX,
  describeUsage,
  normalizeTermName,
  usageTotal,
} from './index';

const issue = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('taxonomy rules', () => {
  it('keeps the lookup errors in the words of spec 002 §8, spelling included', () => {
    expect(TAXONOMY_LOOKUP_TEXTS).toEqual({
      jobTitles: "Couldn't load job titles",
      machines: "Couldn't machines and technologies",
      qualifications: 'Error getting qualifications',
      responsibilities: 'Error getting responsibilities',
      jobSkills: "Couldn't load job skills",
      skillCategories: 'Error getting skill categories',
    });
  });

  it('lists the seven editors of spec 002 §2 at their addresses, and the calls of §7', () => {
    expect(TAXONOMY_KINDS.map((k) => TAXONOMY_LISTS[k].adminPath)).toEqual([
      '/admin/industry',
      '/admin/category',
      '/admin/knowledge-discipline',
      '/admin/machine-technology',
      '/admin/brand',
      '/admin/job-title',
      '/admin/skills',
    ]);
    expect(TAXONOMY_KINDS.map((k) => TAXONOMY_LISTS[k].apiPath)).toEqual([
      'taxonomy-industry',
      'taxonomy-category',
      'taxonomy-knowledge-discipline',
      'taxonomy-machine',
      'taxonomy-brand',
      'job-title',
      'job-skill',
    ]);
  });

  it('has the skill levels HIGH, MEDIUM, LOW and the four skill categories of §3', () => {
    expect(v.parse(JobTitleBodySchema, { title: 'Welder', skillLevel: 'MEDIUM' }).skillLevel).toBe('MEDIUM');
    expect(issue(JobTitleBodySchema, { title: 'Welder', skillLevel: 'EXPERT' })).toBe(TAXONOMY_TEXTS.skillLevel);
    expect(SKILL_CATEGORIES.map((c) => c.id)).toEqual([...SKILL_CATEGORY_IDS]);
    expect(issue(SkillBodySchema, { name: 'Kaizen', category: 5 })).toBe(TAXONOMY_TEXTS.skillCategory);
  });

  it('stores a name trimmed with single spaces, and refuses an empty or too long one in our words', () => {
    expect(normalizeTermName('  CNC \n  Machinist ')).toBe('CNC Machinist');
    expect(v.parse(NameBodySchema, { name: '  Food   and Beverage ' }).name).toBe('Food and Beverage');
    expect(issue(NameBodySchema, { name: '   ' })).toBe(TAXONOMY_TEXTS.nameRequired);
    expect(issue(NameBodySchema, { name: 'x'.repeat(TERM_NAME_MAX + 1) })).toBe(TAXONOMY_TEXTS.nameTooLong(TERM_NAME_MAX));
    expect(issue(JobTitleBodySchema, { title: ' ' })).toBe(TAXONOMY_TEXTS.titleRequired);
    expect(issue(NameBodySchema, { name: 'Plastics', extra: 1 })).toBeDefined();
  });

  it("keeps a machine's brands once each", () => {
    expect(v.parse(MachineBodySchema, { name: 'CNC Lathe', brandIds: [3, 3, 4] }).brandIds).toEqual([3, 4]);
  });

  it('reads a replacement id from the query as text', () => {
    expect(v.parse(DeleteQuerySchema, { replaceId: '12' })).toEqual({ replaceId: 12 });
    expect(v.parse(DeleteQuerySchema, {})).toEqual({});
  });

  it('says what holds an entry the way a sentence does', () => {
    expect(describeUsage([])).toBe('');
    expect(describeUsage([{ holder: 'jobs', count: 1 }])).toBe('1 job');
    expect(describeUsage([{ holder: 'jobs', count: 3 }, { holder: 'pros', count: 0 }, { holder: 'employers', count: 1 }])).toBe('3 jobs and 1 employer');
    expect(describeUsage([{ holder: 'jobs', count: 2 }, { holder: 'pros', count: 1200 }, { holder: 'savedSearches', count: 1 }])).toBe('2 jobs, 1,200 pros and 1 saved search');
    expect(usageTotal([{ holder: 'jobs', count: 2 }, { holder: 'pros', count: 5 }])).toBe(7);
    expect(TAXONOMY_TEXTS.inUse('Job title', 'Welder', '2 jobs')).toBe('Job title "Welder" is still used by 2 jobs. Choose a replacement to move them to it.');
  });
});
