import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TAXONOMY_LISTS,
  TAXONOMY_TEXTS,
  type DeleteAnswer,
  type JobTitleDetail,
  type MachineDetail,
  type PublishedTaxonomy,
  type SkillDetail,
  type Statement,
  type TaxonomyKind,
  type TaxonomySummary,
  type Term,
} from '@floorhire/domain-taxonomy';
import type { CandidateSearchResult } from '@floorhire/domain-talent-search';
import type { ProProfile } from '@floorhire/domain-pro-profile';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// The taxonomy editors' API on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): who reaches the calls, the lookups of spec 002 §7, creating and editing each list, and a
// delete with a replacement that leaves nothing pointing at the old entry (ADR 311, 312).

let ctx: TestContext;
let editor: TestUser;
let staffWithoutRole: TestUser;
let employerUser: TestUser;
let pro: TestUser;
let employerId: number;
let n = 0;

const name = (what: string) => `${what} ${RUN} ${++n}`;
const one = async <T = { id: number }>(sql: string, params: unknown[] = []) => (await ctx.db.one<T>(sql, params as never[]))!;
const as = (user: TestUser | null) => (user ? { token: user.token } : {});

async function create<T = { id: number }>(kind: TaxonomyKind, body: Record<string, unknown>): Promise<T> {
  const res = await call(ctx, 'POST', `/v4/${TAXONOMY_LISTS[kind].apiPath}`, { token: editor.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

const title = (extra: Record<string, unknown> = {}) => create<JobTitleDetail>('jobTitle', { title: name('Title'), ...extra });

async function newPro(): Promise<{ user: TestUser; proId: number }> {
  const user = await createUser(ctx, { group: 'Expert' });
  const me = (await call(ctx, 'GET', '/v4/pro/me', { token: user.token })).json<ProProfile>();
  return { user, proId: me.id };
}

async function searchHits(filters: Record<string, unknown>): Promise<CandidateSearchResult> {
  const res = await call(ctx, 'POST', '/v4/search/admin/candidates', { token: editor.token, body: { filters, hitsPerPage: 100 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CandidateSearchResult>();
}

/**
 * A skill of these pros alone. Facets are disjunctive (a group is counted without its own
 * filter), so a job-title facet check filters by this skill too, keeping the pros of other
 * tests (whatever order the files run in) out of the facet's top values.
 */
async function skillOf(pros: readonly { user: TestUser; proId: number }[]): Promise<number> {
  const skill = await create('skill', { name: name('Skill'), category: 2 });
  for (const p of pros) expect((await call(ctx, 'PUT', `/v4/pro/${p.proId}/taxonomy`, { token: p.user.token, body: { skillIds: [skill.id] } })).statusCode).toBe(200);
  return skill.id;
}

/**
 * Every row of the database that still points at a job title: each foreign key the catalogue
 * knows, every int[] column of job title ids, the years-by-title maps, saved-search filters and
 * parsed resumes. Read from the catalogue so that a table added later is checked too.
 */
async function rowsPointingAtJobTitle(id: number): Promise<string[]> {
  const found: string[] = [];
  const { rows: keys } = await ctx.db.query<{ tbl: string; col: string }>(
    `select c.conrelid::regclass::text as tbl, a.attname as col from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'job_titles'::regclass`,
  );
  for (const k of keys) {
    const { n: count } = await one<{ n: number }>(`select count(*)::int as n from ${k.tbl} where ${k.col} = $1`, [id]);
    if (count > 0) found.push(`${k.tbl}.${k.col}`);
  }
  const { rows: arrays } = await ctx.db.query<{ tbl: string; col: string; type: string }>(
    `select table_name as tbl, column_name as col, data_type as type from information_schema.columns
      where table_schema = current_schema() and column_name like '%job_title%' and data_type in ('ARRAY', 'jsonb')`,
  );
  expect(arrays.map((a) => `${a.tbl}.${a.col}`).sort()).toEqual(
    expect.arrayContaining(['pro_preferences.job_title_ids', 'pro_search_documents.job_title_ids', 'pro_search_documents.years_by_job_title', 'pros.job_title_ids', 'pros.years_by_job_title']),
  );
  for (const a of arrays) {
    const where = a.type === 'ARRAY' ? `$1::int = any(${a.col})` : `(${a.col} -> $1::text) is not null`;
    const { n: count } = await one<{ n: number }>(`select count(*)::int as n from ${a.tbl} where ${where}`, [id]);
    if (count > 0) found.push(`${a.tbl}.${a.col}`);
  }
  const saved = await one<{ n: number }>(`select count(*)::int as n from saved_searches where query -> 'selectedFilters' -> 'jobTitleIds' @> jsonb_build_array($1::int)`, [id]);
  if (saved.n > 0) found.push('saved_searches.query');
  const parsed = await one<{ n: number }>(
    `select count(*)::int as n from resume_parses where jsonb_path_exists(resume_data, '$.jobTitles[*].value ? (@.id == $id)', jsonb_build_object('id', $1::int))
        or jsonb_path_exists(resume_data, '$.history[*].value ? (@.jobTitleId == $id)', jsonb_build_object('id', $1::int))`,
    [id],
  );
  if (parsed.n > 0) found.push('resume_parses.resume_data');
  return found;
}

beforeAll(async () => {
  ctx = await testContext();
  editor = await createUser(ctx, { group: 'Super Admin', extraRoles: ['taxonomy'] });
  staffWithoutRole = await createUser(ctx, { group: 'Super Admin' });
  employerId = await createEmployer(ctx);
  employerUser = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId], extraRoles: ['taxonomy'] });
  pro = await createUser(ctx, { group: 'Expert' });
}, 120_000);
afterAll(closeContext);

describe('who reaches the taxonomy editors', () => {
  // A valid call for each editor route, on entries made for it: with the editor's token it
  // succeeds, so the others' refusals are the role check and nothing else.
  const samples: Record<string, () => Promise<{ url: string; body?: unknown }>> = {
    'GET /taxonomy/summary': async () => ({ url: '/taxonomy/summary' }),
    'GET /taxonomy-category/sovren-publish': async () => ({ url: '/taxonomy-category/sovren-publish' }),
    'POST /qualification': async () => ({ url: '/qualification', body: { name: name('Qualification'), jobTitleId: (await title()).id } }),
    'PATCH /qualification/:id': async () => ({ url: `/qualification/${(await statement('qualification')).id}`, body: { name: name('Reworded') } }),
    'DELETE /qualification/:id': async () => ({ url: `/qualification/${(await statement('qualification')).id}` }),
    'POST /responsibility': async () => ({ url: '/responsibility', body: { name: name('Responsibility'), jobTitleId: (await title()).id } }),
    'PATCH /responsibility/:id': async () => ({ url: `/responsibility/${(await statement('responsibility')).id}`, body: { name: name('Reworded') } }),
    'DELETE /responsibility/:id': async () => ({ url: `/responsibility/${(await statement('responsibility')).id}` }),
    'PUT /job-title/:id/job-skill': async () => ({ url: `/job-title/${(await title()).id}/job-skill`, body: { jobSkillIds: [(await create<SkillDetail>('skill', { name: name('Skill'), category: 1 })).id] } }),
    'PUT /job-skill/:id/job-title': async () => ({ url: `/job-skill/${(await create<SkillDetail>('skill', { name: name('Skill'), category: 1 })).id}/job-title`, body: { jobTitleIds: [(await title()).id] } }),
  };
  const bodies: Record<TaxonomyKind, () => Record<string, unknown>> = {
    industry: () => ({ name: name('Industry') }),
    category: () => ({ name: name('Category'), published: true }),
    knowledgeDiscipline: () => ({ name: name('Discipline') }),
    machine: () => ({ name: name('Machine') }),
    brand: () => ({ name: name('Brand') }),
    jobTitle: () => ({ title: name('Title'), skillLevel: 'LOW' }),
    skill: () => ({ name: name('Skill'), category: 2 }),
  };
  for (const kind of Object.keys(bodies) as TaxonomyKind[]) {
    const path = TAXONOMY_LISTS[kind].apiPath;
    samples[`POST /${path}`] = async () => ({ url: `/${path}`, body: bodies[kind]() });
    samples[`GET /${path}/:id`] = async () => ({ url: `/${path}/${(await create(kind, bodies[kind]())).id}` });
    samples[`PATCH /${path}/:id`] = async () => ({ url: `/${path}/${(await create(kind, bodies[kind]())).id}`, body: bodies[kind]() });
    samples[`DELETE /${path}/:id`] = async () => ({ url: `/${path}/${(await create(kind, bodies[kind]())).id}` });
  }

  async function statement(path: 'qualification' | 'responsibility'): Promise<Statement> {
    const res = await call(ctx, 'POST', `/v4/${path}`, { token: editor.token, body: { name: name('Statement'), jobTitleId: (await title()).id } });
    return res.json<Statement>();
  }

  it('every call that changes or inspects the taxonomy needs staff holding the taxonomy role', async () => {
    const editorRoutes = ctx.app.deps.catalog.filter((r) => Array.isArray(r.access) && r.access.includes('taxonomy'));
    expect(editorRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(samples).sort());
    for (const route of editorRoutes) {
      const key = `${route.method} ${route.url}`;
      const sample = await samples[key]!();
      const send = (user: TestUser | null) => call(ctx, route.method, `/v4${sample.url}`, { ...as(user), ...(sample.body !== undefined ? { body: sample.body } : {}) });
      expect((await send(null)).statusCode, key).toBe(401);
      // A pro, and an employer user even holding the taxonomy role: refused by the declaration.
      expect((await send(pro)).statusCode, key).toBe(403);
      expect((await send(employerUser)).statusCode, key).toBe(403);
      // Staff without the role: refused by the service, in its words.
      const staff = await send(staffWithoutRole);
      expect([staff.statusCode, staff.json<{ message: string }>().message], key).toEqual([403, TAXONOMY_TEXTS.editorsOnly]);
      const allowed = await send(editor);
      expect(allowed.statusCode, `${key} ${allowed.body}`).toBeLessThan(300);
    }
  }, 120_000);

  it('the lookups stay open: the public lists to anyone, qualifications and responsibilities to any signed-in user', async () => {
    for (const url of ['/public/taxonomy-industry', '/public/taxonomy-category', '/public/taxonomy-knowledge-discipline', '/public/taxonomy-machine', '/public/taxonomy-brand']) {
      expect((await call(ctx, 'GET', `/v4${url}`)).statusCode, url).toBe(200);
    }
    for (const url of ['/qualification', '/responsibility', '/job-title']) {
      expect((await call(ctx, 'GET', `/v4${url}`)).statusCode, url).toBe(401);
      expect((await call(ctx, 'GET', `/v4${url}`, { token: pro.token })).statusCode, url).toBe(200);
    }
  });
});

describe('the lookups of spec 002 §7', () => {
  it('industries and categories are listed by name, live ones only, searchable', async () => {
    const kept = await create<Term>('industry', { name: name('Aerospace') });
    const gone = await create<Term>('industry', { name: name('Aerospace') });
    expect((await call(ctx, 'DELETE', `/v4/taxonomy-industry/${gone.id}`, { token: editor.token })).statusCode).toBe(200);
    const found = (await call(ctx, 'GET', `/v4/public/taxonomy-industry?search=${encodeURIComponent(`Aerospace ${RUN}`)}`)).json<Term[]>();
    expect(found.map((i) => i.id)).toEqual([kept.id]);
    const category = await create<{ id: number }>('category', { name: name('Joining'), published: false });
    const categories = (await call(ctx, 'GET', `/v4/public/taxonomy-category?search=${encodeURIComponent(`Joining ${RUN}`)}`)).json<{ id: number; published: boolean }[]>();
    expect(categories).toEqual([expect.objectContaining({ id: category.id, published: false })]);
  });

  it("a job title's qualifications and responsibilities, by job title (filter or plain key)", async () => {
    const t = await title();
    const other = await title();
    const qual = (await call(ctx, 'POST', '/v4/qualification', { token: editor.token, body: { name: '  Reads   blueprints ', jobTitleId: t.id } })).json<Statement>();
    expect(qual).toMatchObject({ name: 'Reads blueprints', jobTitleId: t.id });
    await call(ctx, 'POST', '/v4/qualification', { token: editor.token, body: { name: 'Forklift certified', jobTitleId: other.id } });
    await call(ctx, 'POST', '/v4/responsibility', { token: editor.token, body: { name: 'Sets up the press', jobTitleId: t.id } });
    const byFilter = (await call(ctx, 'GET', `/v4/qualification?filter=${encodeURIComponent(JSON.stringify({ jobTitleId: t.id, limit: 10 }))}`, { token: pro.token })).json<Statement[]>();
    expect(byFilter.map((s) => s.name)).toEqual(['Reads blueprints']);
    const plain = (await call(ctx, 'GET', `/v4/responsibility?jobTitleId=${t.id}`, { token: pro.token })).json<Statement[]>();
    expect(plain.map((s) => s.name)).toEqual(['Sets up the press']);
    const renamed = await call(ctx, 'PATCH', `/v4/qualification/${qual.id}`, { token: editor.token, body: { name: 'Reads prints' } });
    expect(renamed.json<Statement>().name).toBe('Reads prints');
    expect((await call(ctx, 'DELETE', `/v4/qualification/${qual.id}`, { token: editor.token })).statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', `/v4/qualification/${qual.id}`, { token: editor.token })).statusCode).toBe(404);
  });

  it('job-title search with filter: title like, limit, order title desc; removed titles are not offered', async () => {
    const stem = `Zq${RUN}`;
    const [a, b, c] = [await title({ title: `${stem} Alpha` }), await title({ title: `${stem} Bravo` }), await title({ title: `${stem} Charlie` })];
    await call(ctx, 'DELETE', `/v4/job-title/${c.id}`, { token: editor.token });
    const filter = { where: { title: { like: `%${stem}%` } }, limit: 5, order: 'title DESC' };
    const list = (await call(ctx, 'GET', `/v4/job-title?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: pro.token })).json<{ id: number }[]>();
    expect(list.map((t) => t.id)).toEqual([b.id, a.id]);
  });

  it('the summary counts each list, and sovren-publish holds the published categories with what they hold', async () => {
    const before = (await call(ctx, 'GET', '/v4/taxonomy/summary', { token: editor.token })).json<TaxonomySummary>();
    const published = await create<{ id: number }>('category', { name: name('Published'), published: true });
    const hidden = await create<{ id: number }>('category', { name: name('Hidden') });
    const brand = await create<Term>('brand', { name: name('Brand') });
    const machine = await create<MachineDetail>('machine', { name: name('Lathe'), categoryId: published.id, brandIds: [brand.id] });
    const discipline = await create<Term>('knowledgeDiscipline', { name: name('Welding'), categoryId: published.id });
    await create('knowledgeDiscipline', { name: name('Hidden discipline'), categoryId: hidden.id });
    const after = (await call(ctx, 'GET', '/v4/taxonomy/summary', { token: editor.token })).json<TaxonomySummary>();
    const count = (s: TaxonomySummary, kind: TaxonomyKind) => s.lists.find((l) => l.kind === kind)!.count;
    expect(count(after, 'category') - count(before, 'category')).toBe(2);
    expect(count(after, 'knowledgeDiscipline') - count(before, 'knowledgeDiscipline')).toBe(2);
    const doc = (await call(ctx, 'GET', '/v4/taxonomy-category/sovren-publish', { token: editor.token })).json<PublishedTaxonomy>();
    expect(doc.categories.find((c) => c.id === hidden.id)).toBeUndefined();
    expect(doc.categories.find((c) => c.id === published.id)).toEqual({
      id: published.id,
      name: expect.any(String),
      knowledgeDisciplines: [{ id: discipline.id, name: discipline.name }],
      machines: [{ id: machine.id, name: machine.name, brands: [{ id: brand.id, name: brand.name }] }],
    });
  });
});

describe('creating and editing', () => {
  it('refuses a second entry of the same name, in any case, and brings a removed one back', async () => {
    const first = await create<Term>('brand', { name: name('Haas') });
    const twice = await call(ctx, 'POST', '/v4/taxonomy-brand', { token: editor.token, body: { name: first.name.toUpperCase() } });
    expect([twice.statusCode, twice.json<{ message: string }>().message]).toEqual([409, TAXONOMY_TEXTS.exists('Brand', first.name)]);
    const t = await title({ skillLevel: 'HIGH' });
    await call(ctx, 'DELETE', `/v4/job-title/${t.id}`, { token: editor.token });
    const back = await create<JobTitleDetail>('jobTitle', { title: t.title, skillLevel: 'LOW' });
    expect(back).toMatchObject({ id: t.id, status: 'live', skillLevel: 'LOW', replacedBy: null });
    const bad = await call(ctx, 'POST', '/v4/job-title', { token: editor.token, body: { title: name('Title'), skillLevel: 'EXPERT' } });
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, TAXONOMY_TEXTS.skillLevel]);
  });

  it('a machine keeps the brands it is given; a patch changes only what it carries', async () => {
    const [b1, b2, b3] = [await create<Term>('brand', { name: name('Brand') }), await create<Term>('brand', { name: name('Brand') }), await create<Term>('brand', { name: name('Brand') })];
    const machine = await create<MachineDetail>('machine', { name: name('Mill'), brandIds: [b1.id, b2.id] });
    expect(machine.brands.map((b) => b.id).sort()).toEqual([b1.id, b2.id].sort());
    const patched = (await call(ctx, 'PATCH', `/v4/taxonomy-machine/${machine.id}`, { token: editor.token, body: { brandIds: [b2.id, b3.id] } })).json<MachineDetail>();
    expect([patched.name, patched.brands.map((b) => b.id).sort()]).toEqual([machine.name, [b2.id, b3.id].sort()]);
    const unknown = await call(ctx, 'PATCH', `/v4/taxonomy-machine/${machine.id}`, { token: editor.token, body: { brandIds: [2_000_000_000] } });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([422, TAXONOMY_TEXTS.brandNotFound]);
  });

  it("titles and skills: a job title's skills and a skill's job titles are two views of one map", async () => {
    const t = await title();
    const [s1, s2] = [await create<SkillDetail>('skill', { name: name('GD&T'), category: 1 }), await create<SkillDetail>('skill', { name: name('Robotics'), category: 2 })];
    const mapped = (await call(ctx, 'PUT', `/v4/job-title/${t.id}/job-skill`, { token: editor.token, body: { jobSkillIds: [s1.id, s2.id] } })).json<JobTitleDetail>();
    expect(mapped.skills.map((s) => s.id).sort()).toEqual([s1.id, s2.id].sort());
    const skill = (await call(ctx, 'GET', `/v4/job-skill/${s1.id}`, { token: editor.token })).json<SkillDetail>();
    expect(skill.jobTitles).toEqual([{ id: t.id, title: t.title }]);
    expect(skill.usage).toEqual({ total: 1, uses: [{ holder: 'jobTitles', count: 1 }] });
    const other = await title();
    await call(ctx, 'PUT', `/v4/job-skill/${s1.id}/job-title`, { token: editor.token, body: { jobTitleIds: [other.id] } });
    const again = (await call(ctx, 'GET', `/v4/job-title/${t.id}`, { token: editor.token })).json<JobTitleDetail>();
    expect(again.skills.map((s) => s.id)).toEqual([s2.id]);
  });

  it("renaming a job title makes the pros who hold it findable by the new name at once", async () => {
    const t = await title();
    const { user, proId } = await newPro();
    await call(ctx, 'PUT', `/v4/pro/${proId}/job-title`, { token: user.token, body: { jobTitleIds: [t.id] } });
    const skillId = await skillOf([{ user, proId }]);
    const word = `Zyx${RUN.replace(/\d/gu, '')}tronic`.toLowerCase();
    await call(ctx, 'PATCH', `/v4/job-title/${t.id}`, { token: editor.token, body: { title: `${word} Welder` } });
    const result = await searchHits({ jobTitleIds: [t.id], skillIds: [skillId] });
    expect(result.nbHits).toBe(1);
    expect(result.facets?.jobTitleIds).toContainEqual({ value: String(t.id), label: `${word} Welder`, count: 1 });
    const found = await ctx.db.one<{ n: number }>(`select count(*)::int as n from pro_search_documents d join pros p on p.id = d.pro_id where p.id = $1 and d.document @@ to_tsquery('simple', $2)`, [proId, word]);
    expect(found?.n).toBe(1);
  });
});

describe('DELETE /job-title/{id} with replaceId', () => {
  it('moves every job, pro, employer, saved search and parsed resume to the replacement in one call, and nothing points at the old title', async () => {
    const old = await title({ skillLevel: 'MEDIUM' });
    const into = await title({ skillLevel: 'HIGH' });
    const earlier = await title();
    // A title merged into `old` before now follows it to `into`.
    expect((await call(ctx, 'DELETE', `/v4/job-title/${earlier.id}?replaceId=${old.id}`, { token: editor.token })).statusCode).toBe(200);

    const job = await call(ctx, 'POST', '/v4/job', { token: editor.token, body: { employerId, jobTitleId: old.id } });
    expect(job.statusCode, job.body).toBe(201);
    const jobId = job.json<{ job: { id: number } }>().job.id;
    const secondEmployer = await createEmployer(ctx);
    await ctx.db.query('insert into employer_job_titles (employer_id, job_title_id) values ($1, $2), ($3, $2), ($3, $4)', [employerId, old.id, secondEmployer, into.id]);

    const p1 = await newPro();
    const p2 = await newPro();
    await call(ctx, 'PUT', `/v4/pro/${p1.proId}/job-title`, { token: p1.user.token, body: { jobTitleIds: [old.id], yearsExperience: [{ jobTitleId: old.id, yearsExperience: 3 }] } });
    await call(ctx, 'PUT', `/v4/pro/${p2.proId}/job-title`, {
      token: p2.user.token,
      body: { jobTitleIds: [old.id, into.id], yearsExperience: [{ jobTitleId: old.id, yearsExperience: 5 }, { jobTitleId: into.id, yearsExperience: 2 }] },
    });
    await call(ctx, 'PUT', `/v4/pro/${p1.proId}/preference`, { token: p1.user.token, body: { jobTitleIds: [old.id, into.id] } });
    await call(ctx, 'POST', `/v4/pro/${p1.proId}/history-employer`, { token: p1.user.token, body: { employerName: 'Acme', jobTitle: 'Press operator', jobTitleId: old.id, start: '03/2019' } });
    await ctx.db.query('update pros set years_by_job_title = $2 where id = $1', [p1.proId, JSON.stringify({ [old.id]: 3 })]);
    const saved = await one(`insert into saved_searches (user_profile_id, employer_id, query) values ($1, $2, $3) returning id`, [
      employerUser.id,
      employerId,
      JSON.stringify({ location: null, aroundRadius: 30, query: '', selectedFilters: { jobTitleIds: [old.id, into.id], skillIds: [] } }),
    ]);
    const parseId = crypto.randomUUID();
    const parsed = (id: number, n: string) => ({ value: { id, name: n }, confidence: 0.8, source: n });
    await ctx.db.query(`insert into resume_parses (id, mime_type, file_bytes, byte_size, status, resume_data) values ($1, 'application/pdf', $2, 1, 'completed', $3)`, [
      parseId,
      Buffer.from('x'),
      JSON.stringify({
        nameFirst: null, nameLast: null, email: null, phone: null, postalCode: null, summary: null,
        jobTitles: [parsed(old.id, old.title)], skills: [], machines: [], brands: [], knowledgeDisciplines: [], industries: [],
        history: [{ value: { employerName: 'Acme', jobTitle: old.title, jobTitleId: old.id, city: null, state: null, startYYYYMM: 201901, endYYYYMM: null }, confidence: 0.7, source: '' }],
        education: [],
      }),
    ]);
    await call(ctx, 'POST', '/v4/qualification', { token: editor.token, body: { name: 'Reads blueprints', jobTitleId: old.id } });
    await call(ctx, 'POST', '/v4/qualification', { token: editor.token, body: { name: 'READS BLUEPRINTS', jobTitleId: into.id } });
    await call(ctx, 'POST', '/v4/qualification', { token: editor.token, body: { name: 'Measures with calipers', jobTitleId: old.id } });

    expect((await searchHits({ jobTitleIds: [old.id] })).nbHits).toBe(2);
    const detail = (await call(ctx, 'GET', `/v4/job-title/${old.id}`, { token: editor.token })).json<JobTitleDetail>();
    expect(detail.usage).toEqual({ total: 6, uses: [{ holder: 'jobs', count: 1 }, { holder: 'pros', count: 2 }, { holder: 'employers', count: 2 }, { holder: 'savedSearches', count: 1 }] });

    const refused = await call(ctx, 'DELETE', `/v4/job-title/${old.id}`, { token: editor.token });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, TAXONOMY_TEXTS.inUse('Job title', old.title, '1 job, 2 pros, 2 employers and 1 saved search')]);

    const merged = await call(ctx, 'DELETE', `/v4/job-title/${old.id}?replaceId=${into.id}`, { token: editor.token });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<DeleteAnswer>()).toEqual({ id: old.id, replaceId: into.id, moved: detail.usage });

    expect(await rowsPointingAtJobTitle(old.id)).toEqual([]);
    expect(await rowsPointingAtJobTitle(earlier.id)).toEqual([]);

    // The jobs follow, and so does everything that reads them.
    expect((await one<{ job_title_id: number }>('select job_title_id from jobs where id = $1', [jobId])).job_title_id).toBe(into.id);
    const p2Titles = (await call(ctx, 'GET', '/v4/pro/me', { token: p2.user.token })).json<ProProfile>().proJobTitles;
    expect(p2Titles).toEqual([expect.objectContaining({ jobTitleId: into.id, yearsExperience: 5 })]);
    const p1Profile = (await call(ctx, 'GET', '/v4/pro/me', { token: p1.user.token })).json<ProProfile>();
    expect(p1Profile.proJobTitles.map((t) => t.jobTitleId)).toEqual([into.id]);
    expect((await one<{ years_by_job_title: Record<string, number> }>('select years_by_job_title from pros where id = $1', [p1.proId])).years_by_job_title).toEqual({ [into.id]: 3 });
    expect((await one<{ ids: number[] }>('select job_title_ids as ids from pro_preferences where pro_id = $1', [p1.proId])).ids).toEqual([into.id]);
    const after = await searchHits({ jobTitleIds: [into.id], skillIds: [await skillOf([p1, p2])] });
    expect(after.nbHits).toBe(2);
    expect(after.facets?.jobTitleIds).toContainEqual({ value: String(into.id), label: into.title, count: 2 });
    expect((await searchHits({ jobTitleIds: [old.id] })).nbHits).toBe(0);
    expect((await one<{ q: { selectedFilters: { jobTitleIds: number[] } } }>('select query as q from saved_searches where id = $1', [saved.id])).q.selectedFilters.jobTitleIds).toEqual([into.id]);
    const parse = await one<{ d: { jobTitles: { value: { id: number; name: string } }[]; history: { value: { jobTitleId: number } }[] } }>('select resume_data as d from resume_parses where id = $1', [parseId]);
    expect([parse.d.jobTitles.map((t) => t.value), parse.d.history[0]!.value.jobTitleId]).toEqual([[{ id: into.id, name: into.title }], into.id]);

    // The replacement keeps its own wording where both said the same thing.
    const kept = (await call(ctx, 'GET', `/v4/job-title/${into.id}`, { token: editor.token })).json<JobTitleDetail>();
    expect(kept.qualifications.map((s) => s.name).sort()).toEqual(['Measures with calipers', 'READS BLUEPRINTS']);
    expect(kept.usage.uses).toContainEqual({ holder: 'jobs', count: 1 });
    const gone = (await call(ctx, 'GET', `/v4/job-title/${old.id}`, { token: editor.token })).json<JobTitleDetail>();
    expect(gone).toMatchObject({ status: 'removed', replacedBy: { id: into.id, title: into.title } });
    const offered = (await call(ctx, 'GET', `/v4/job-title?filter=${encodeURIComponent(JSON.stringify({ where: { title: { like: `%${RUN}%` } }, limit: 100 }))}`, { token: pro.token })).json<{ id: number }[]>();
    expect(offered.map((t) => t.id)).not.toContain(old.id);
  }, 60_000);

  it('refuses itself, a missing or removed replacement, and a removed title, and changes nothing then', async () => {
    const t = await title();
    const removed = await title();
    await call(ctx, 'DELETE', `/v4/job-title/${removed.id}`, { token: editor.token });
    const self = await call(ctx, 'DELETE', `/v4/job-title/${t.id}?replaceId=${t.id}`, { token: editor.token });
    expect([self.statusCode, self.json<{ message: string }>().message]).toEqual([400, TAXONOMY_TEXTS.replaceSelf]);
    for (const replaceId of [removed.id, 2_000_000_000]) {
      const res = await call(ctx, 'DELETE', `/v4/job-title/${t.id}?replaceId=${replaceId}`, { token: editor.token });
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([404, TAXONOMY_TEXTS.replacementNotFound('Job title')]);
    }
    expect((await call(ctx, 'DELETE', `/v4/job-title/${removed.id}?replaceId=${t.id}`, { token: editor.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/job-title/${t.id}`, { token: editor.token })).json<JobTitleDetail>().status).toBe('live');
  });
});

describe('DELETE /taxonomy-*/{id}', () => {
  it('an industry held by employers and pros is refused without a replacement and moved with one', async () => {
    const old = await create<Term>('industry', { name: name('Plastics') });
    const into = await create<Term>('industry', { name: name('Polymers') });
    const employer = await createEmployer(ctx);
    await ctx.db.query('update employers set industry_id = $2 where id = $1', [employer, old.id]);
    await ctx.db.query('insert into employer_industries (employer_id, industry_id) values ($1, $2), ($1, $3)', [employer, old.id, into.id]);
    const p = await newPro();
    await call(ctx, 'PUT', `/v4/pro/${p.proId}/taxonomy`, { token: p.user.token, body: { industryIds: [old.id] } });
    await call(ctx, 'PUT', `/v4/pro/${p.proId}/preference`, { token: p.user.token, body: { industryIds: [old.id] } });
    const refused = await call(ctx, 'DELETE', `/v4/taxonomy-industry/${old.id}`, { token: editor.token });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, TAXONOMY_TEXTS.inUse('Industry', old.name, '1 pro and 1 employer')]);
    expect((await call(ctx, 'DELETE', `/v4/taxonomy-industry/${old.id}?replaceId=${into.id}`, { token: editor.token })).json<DeleteAnswer>().moved.total).toBe(2);
    expect((await one<{ industry_id: number }>('select industry_id from employers where id = $1', [employer])).industry_id).toBe(into.id);
    const maps = await ctx.db.query<{ industry_id: number }>('select industry_id from employer_industries where employer_id = $1', [employer]);
    expect(maps.rows.map((r) => r.industry_id)).toEqual([into.id]);
    expect((await one<{ ids: number[] }>('select industry_ids as ids from pro_preferences where pro_id = $1', [p.proId])).ids).toEqual([into.id]);
    expect((await one<{ n: number }>('select count(*)::int as n from pro_industry_maps where industry_id = $1', [old.id])).n).toBe(0);
  });

  it('a machine merged into another: a job and a pro listing both keep one, with the brands of both', async () => {
    const [b1, b2] = [await create<Term>('brand', { name: name('Mazak') }), await create<Term>('brand', { name: name('Okuma') })];
    const old = await create<MachineDetail>('machine', { name: name('Lathe'), brandIds: [b1.id] });
    const into = await create<MachineDetail>('machine', { name: name('CNC Lathe'), brandIds: [b2.id] });
    const job = (await call(ctx, 'POST', '/v4/job', { token: editor.token, body: { employerId, machines: [{ machineId: old.id, brandIds: [b1.id] }, { machineId: into.id, brandIds: [b2.id] }] } })).json<{ job: { id: number } }>().job;
    const p = await newPro();
    await call(ctx, 'PUT', `/v4/pro/${p.proId}/taxonomy`, { token: p.user.token, body: { machines: [{ machineId: old.id, brandIds: [b1.id] }] } });
    await call(ctx, 'PUT', `/v4/pro/${p.proId}/preference`, { token: p.user.token, body: { machines: [{ machineId: old.id, brandIds: [b1.id] }, { machineId: into.id, brandIds: [b2.id] }] } });
    const res = await call(ctx, 'DELETE', `/v4/taxonomy-machine/${old.id}?replaceId=${into.id}`, { token: editor.token });
    expect(res.json<DeleteAnswer>().moved.uses).toEqual([{ holder: 'jobs', count: 1 }, { holder: 'pros', count: 1 }]);
    const jobMachines = await ctx.db.query<{ machine_id: number; brands: number[] }>(
      `select m.machine_id, array(select brand_id from job_machine_brand_maps b where b.job_machine_map_id = m.id order by brand_id) as brands from job_machine_maps m where m.job_id = $1`,
      [job.id],
    );
    expect(jobMachines.rows).toEqual([{ machine_id: into.id, brands: [b1.id, b2.id].sort((a, b) => a - b) }]);
    const prefs = await one<{ machines: { machineId: number; brandIds: number[] }[] }>('select machines from pro_preferences where pro_id = $1', [p.proId]);
    expect(prefs.machines).toEqual([{ machineId: into.id, brandIds: [b1.id, b2.id].sort((a, b) => a - b) }]);
    expect((await one<{ ids: number[] }>('select machine_ids as ids from pros where id = $1', [p.proId])).ids).toEqual([into.id]);
    const merged = (await call(ctx, 'GET', `/v4/taxonomy-machine/${into.id}`, { token: editor.token })).json<MachineDetail>();
    expect(merged.brands.map((b) => b.id).sort()).toEqual([b1.id, b2.id].sort());
    expect((await call(ctx, 'GET', `/v4/taxonomy-machine/${old.id}`, { token: editor.token })).statusCode).toBe(404);
  });

  it('a brand made by a machine is refused without a replacement; a category moves its disciplines and machines', async () => {
    const brand = await create<Term>('brand', { name: name('Fanuc') });
    const machine = await create<MachineDetail>('machine', { name: name('Robot'), brandIds: [brand.id] });
    const refused = await call(ctx, 'DELETE', `/v4/taxonomy-brand/${brand.id}`, { token: editor.token });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, TAXONOMY_TEXTS.inUse('Brand', brand.name, '1 machine')]);
    const cat = await create<Term>('category', { name: name('Automation') });
    const into = await create<Term>('category', { name: name('Robotics') });
    await call(ctx, 'PATCH', `/v4/taxonomy-machine/${machine.id}`, { token: editor.token, body: { categoryId: cat.id } });
    const discipline = await create<{ id: number }>('knowledgeDiscipline', { name: name('PLC'), categoryId: cat.id });
    expect((await call(ctx, 'DELETE', `/v4/taxonomy-category/${cat.id}`, { token: editor.token })).statusCode).toBe(409);
    const moved = (await call(ctx, 'DELETE', `/v4/taxonomy-category/${cat.id}?replaceId=${into.id}`, { token: editor.token })).json<DeleteAnswer>();
    expect(moved.moved.uses).toEqual([{ holder: 'machines', count: 1 }, { holder: 'knowledgeDisciplines', count: 1 }]);
    expect((await call(ctx, 'GET', `/v4/taxonomy-knowledge-discipline/${discipline.id}`, { token: editor.token })).json<{ categoryId: number }>().categoryId).toBe(into.id);
    expect((await call(ctx, 'GET', `/v4/taxonomy-category/${cat.id}`, { token: editor.token })).statusCode).toBe(404);
  });

  it('a skill and a knowledge discipline held by a job and a pro follow their replacement; unused entries simply go', async () => {
    const [old, into] = [await create<SkillDetail>('skill', { name: name('Kaizen'), category: 1 }), await create<SkillDetail>('skill', { name: name('Lean'), category: 1 })];
    const [dOld, dInto] = [await create<Term>('knowledgeDiscipline', { name: name('Weld') }), await create<Term>('knowledgeDiscipline', { name: name('Welding') })];
    const job = (await call(ctx, 'POST', '/v4/job', { token: editor.token, body: { employerId, jobSkillIds: [old.id], knowledgeDisciplineIds: [dOld.id] } })).json<{ job: { id: number } }>().job;
    const p = await newPro();
    await call(ctx, 'PUT', `/v4/pro/${p.proId}/taxonomy`, { token: p.user.token, body: { skillIds: [old.id, into.id], knowledgeDisciplineIds: [dOld.id] } });
    expect((await call(ctx, 'DELETE', `/v4/job-skill/${old.id}?replaceId=${into.id}`, { token: editor.token })).statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', `/v4/taxonomy-knowledge-discipline/${dOld.id}?replaceId=${dInto.id}`, { token: editor.token })).statusCode).toBe(200);
    expect((await one<{ ids: number[] }>('select array(select job_skill_id from job_skill_maps where job_id = $1) as ids', [job.id])).ids).toEqual([into.id]);
    expect((await one<{ ids: number[] }>('select array(select knowledge_discipline_id from job_knowledge_discipline_maps where job_id = $1) as ids', [job.id])).ids).toEqual([dInto.id]);
    expect((await one<{ ids: number[] }>('select skill_ids as ids from pros where id = $1', [p.proId])).ids).toEqual([into.id]);
    const unused = await create<Term>('brand', { name: name('Unused') });
    const res = await call(ctx, 'DELETE', `/v4/taxonomy-brand/${unused.id}`, { token: editor.token });
    expect(res.json<DeleteAnswer>()).toEqual({ id: unused.id, replaceId: null, moved: { total: 0, uses: [] } });
    expect((await call(ctx, 'GET', `/v4/taxonomy-brand/${unused.id}`, { token: editor.token })).statusCode).toBe(404);
  });
});
