import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTLIST_TEXTS, TALENT_SEARCH_TEXTS, type CandidateDetail, type CandidateSearchResult, type SavedSearch, type Shortlist, type ShortlistMappings, type UnlockResult, type UnlockState } from '@floorhire/domain-talent-search';
import { grantTalentSearchCredits } from '../src/modules/subscription';
import { refreshStaleDocuments } from '../src/modules/talent-search';
import { coarseCell, fineCell, periodKey } from '../src/modules/talent-search/search-keys';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';
import { q, subscribe } from './applications-fixtures';

// Candidate discovery on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// the search (radius, text, filters, facets, pages), masking until unlock, viewed state, saved
// searches, shortlists, and what other tenants and roles cannot do.

let ctx: TestContext;
let employerA: number;
let employerB: number;
let unsubscribed: number;
let disabled: number;
let ownerA: TestUser;
let managerA: TestUser;
let ownerB: TestUser;
let unsubscribedUser: TestUser;
let disabledUser: TestUser;
let staff: TestUser;
let proUser: TestUser;
const tax = { titles: [] as number[], skills: [] as number[], machines: [] as number[], brands: [] as number[] };
const people: Record<string, number> = {};
// Dayton, OH; pros of this file are found by the RUN token or by this file's taxonomy ids.
const centre = { latitude: 39.7589, longitude: -84.1916, description: 'Dayton, OH', postalCode: '45402' };
const token = `tok${RUN}`;

async function enable(employerId: number, status: string) {
  await ctx.db.query(`insert into employer_features (employer_id, feature_name, feature_status) values ($1, 'Talent Search', $2)`, [employerId, status]);
}

interface ProSpec {
  key: string;
  text: string;
  /** Miles north of the centre (a degree of latitude is about 69 miles). */
  milesNorth: number;
  titles?: number[];
  skills?: number[];
  machines?: number[];
  brands?: number[];
  years?: Record<number, number>;
  lastActiveDays: number;
  createdDaysAgo: number;
  /** The latest job title of the work history (weighs most in the search document). */
  historyTitle: string;
  phone?: string;
  email?: string;
}

async function addPro(spec: ProSpec): Promise<number> {
  const email = spec.email ?? `${spec.key}-${RUN}@example.test`;
  const user = await q(ctx, `insert into user_profiles (email, name_first, name_last, phone) values ($1, $2, $3, $4) returning id`, [email, spec.key, `Lastname${spec.key}`, spec.phone ?? null]);
  await q(
    ctx,
    `insert into pros (user_profile_id, lat, lng, postal_code, city, state, job_title_ids, skill_ids, machine_ids, brand_ids, years_by_job_title, search_document,
                       last_active_ts, create_ts, history_employer_name, history_job_title, summary)
     values ($1, $2, $3, '45402', 'Dayton', 'OH', $4, $5, $6, $7, $8, to_tsvector('english', $9), now() - make_interval(days => $10), now() - make_interval(days => $11), 'Acme', $12, 'Summary')
     returning id`,
    [user.id, centre.latitude + spec.milesNorth / 69.05, centre.longitude, spec.titles ?? [], spec.skills ?? [], spec.machines ?? [], spec.brands ?? [], JSON.stringify(spec.years ?? {}), `${spec.text} ${token}`, spec.lastActiveDays, spec.createdDaysAgo, spec.historyTitle],
  );
  people[spec.key] = user.id;
  return user.id;
}

beforeAll(async () => {
  ctx = await testContext();
  employerA = await createEmployer(ctx);
  employerB = await createEmployer(ctx);
  unsubscribed = await createEmployer(ctx);
  disabled = await createEmployer(ctx);
  for (const e of [employerA, employerB, disabled]) await subscribe(ctx, e);
  for (const e of [employerA, employerB, unsubscribed]) await enable(e, 'Enabled');
  await enable(disabled, 'Requested');
  ownerA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerA = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
  ownerB = await createUser(ctx, { group: 'Company Admin', employerIds: [employerB] });
  unsubscribedUser = await createUser(ctx, { group: 'Company Admin', employerIds: [unsubscribed] });
  disabledUser = await createUser(ctx, { group: 'Company Admin', employerIds: [disabled] });
  staff = await createUser(ctx, { group: 'Super Admin' });
  proUser = await createUser(ctx, { group: 'Expert' });
  for (const [i, name] of ['CNC Machinist', 'Welder'].entries()) tax.titles[i] = (await q(ctx, 'insert into job_titles (title) values ($1) returning id', [`${name} ${RUN}`])).id;
  for (const [i, name] of ['Blueprint reading', 'GD&T'].entries()) tax.skills[i] = (await q(ctx, 'insert into job_skills (name, category) values ($1, 1) returning id', [`${name} ${RUN}`])).id;
  for (const [i, name] of ['Lathe', 'Press brake'].entries()) tax.machines[i] = (await q(ctx, 'insert into machines (name) values ($1) returning id', [`${name} ${RUN}`])).id;
  for (const [i, name] of ['Haas', 'Mazak'].entries()) tax.brands[i] = (await q(ctx, 'insert into brands (name) values ($1) returning id', [`${name} ${RUN}`])).id;
  const [cnc, welder] = tax.titles as [number, number];
  const [blueprint, gdt] = tax.skills as [number, number];
  const [lathe] = tax.machines as [number];
  const [haas, mazak] = tax.brands as [number, number];
  await addPro({ key: 'ann', historyTitle: 'CNC Machinist', text: 'CNC machinist lathe Haas', milesNorth: 2, titles: [cnc], skills: [blueprint], machines: [lathe], brands: [haas], years: { [cnc]: 4 }, lastActiveDays: 3, createdDaysAgo: 1, phone: '9375550101' });
  await addPro({ key: 'ben', historyTitle: 'CNC Machinist', text: 'CNC machinist Mazak', milesNorth: 10, titles: [cnc], skills: [gdt], brands: [mazak], years: { [cnc]: 12 }, lastActiveDays: 40, createdDaysAgo: 2 });
  await addPro({ key: 'cat', historyTitle: 'Welder', text: 'MIG welder fabrication', milesNorth: 20, titles: [welder], skills: [blueprint], years: { [welder]: 0 }, lastActiveDays: 200, createdDaysAgo: 3 });
  await addPro({ key: 'dan', historyTitle: 'CNC Machinist', text: 'CNC machinist far away', milesNorth: 45, titles: [cnc], years: { [cnc]: 2 }, lastActiveDays: 1, createdDaysAgo: 4 });
  // The same person as ann, on a second profile (same phone): unlocking one unlocks the person.
  await addPro({ key: 'annDup', historyTitle: 'Machinist', text: 'machinist duplicate', milesNorth: 3, titles: [cnc], lastActiveDays: 5, createdDaysAgo: 5, phone: '9375550101' });
});
afterAll(closeContext);

const searchA = (body: Record<string, unknown>, user: TestUser = ownerA, employerId = employerA) => call(ctx, 'POST', `/v4/search/employer/${employerId}/candidates`, { token: user.token, body });
const keys = (r: CandidateSearchResult) => r.hits.map((h) => Object.entries(people).find(([, id]) => id === h.profileId)?.[0]);
const mine = { jobTitleIds: [] as number[] };

describe('candidate search', () => {
  it('finds pros within the radius, most recently active first, and reaches farther with a wider radius', async () => {
    const near = await searchA({ location: centre, aroundRadius: 30, query: token });
    expect(near.statusCode).toBe(200);
    const result = near.json<CandidateSearchResult>();
    expect(keys(result)).toEqual(['ann', 'annDup', 'ben', 'cat']);
    expect(result.nbHits).toBe(4);
    expect(result.exhaustiveNbHits).toBe(true);
    expect(result.hits[0]!.distanceMiles).toBeCloseTo(2, 0);
    const wide = (await searchA({ location: centre, aroundRadius: 60, query: token })).json<CandidateSearchResult>();
    expect(keys(wide)).toContain('dan');
  });

  it('matches free text by word, in any form of the word', async () => {
    const typed = (await searchA({ location: centre, query: `${token} machinists` })).json<CandidateSearchResult>();
    // Ranked by relevance (word proximity and weight), so compared as a set here.
    expect(keys(typed).sort()).toEqual(['ann', 'annDup', 'ben']);
    const welder = (await searchA({ location: centre, query: `welder ${token}` })).json<CandidateSearchResult>();
    expect(keys(welder)).toEqual(['cat']);
  });

  it('ORs values inside a filter group and ANDs the groups', async () => {
    const [cnc, welder] = tax.titles as [number, number];
    const either = (await searchA({ location: centre, query: token, filters: { jobTitleIds: [cnc, welder] } })).json<CandidateSearchResult>();
    expect(keys(either)).toEqual(['ann', 'annDup', 'ben', 'cat']);
    const both = (await searchA({ location: centre, query: token, filters: { jobTitleIds: [cnc], skillIds: [tax.skills[0]] } })).json<CandidateSearchResult>();
    expect(keys(both)).toEqual(['ann']);
    const brand = (await searchA({ location: centre, query: token, filters: { brandIds: [tax.brands[1]] } })).json<CandidateSearchResult>();
    expect(keys(brand)).toEqual(['ben']);
    const active = (await searchA({ location: centre, query: token, filters: { lastActive: '30d' } })).json<CandidateSearchResult>();
    expect(keys(active)).toEqual(['ann', 'annDup']);
  });

  it('filters by years of experience in the chosen job title, and ignores years without a title', async () => {
    const [cnc] = tax.titles as [number];
    const senior = (await searchA({ location: centre, query: token, filters: { jobTitleIds: [cnc], yearsOfExperience: ['gt10'] } })).json<CandidateSearchResult>();
    expect(keys(senior)).toEqual(['ben']);
    const mid = (await searchA({ location: centre, query: token, filters: { jobTitleIds: [cnc], yearsOfExperience: ['3-5', '6-10'] } })).json<CandidateSearchResult>();
    expect(keys(mid)).toEqual(['ann']);
    const noTitle = (await searchA({ location: centre, query: token, filters: { ...mine, yearsOfExperience: ['gt10'] } })).json<CandidateSearchResult>();
    expect(noTitle.nbHits).toBe(4);
  });

  it('counts facets beside each value; a group with a choice keeps counting its other values', async () => {
    const [cnc, welder] = tax.titles as [number, number];
    const all = (await searchA({ location: centre, query: token })).json<CandidateSearchResult>();
    const titles = Object.fromEntries(all.facets!.jobTitleIds.map((f) => [f.value, f]));
    expect(titles[String(cnc)]).toMatchObject({ count: 3, label: `CNC Machinist ${RUN}` });
    expect(titles[String(welder)]?.count).toBe(1);
    // Every Last Active choice, counted in one pass: ann 3 days, annDup 5, ben 40, cat 200.
    expect(all.facets!.lastActive.map((f) => [f.value, f.count])).toEqual([['7d', 2], ['30d', 2], ['90d', 3], ['180d', 3], ['365d', 4]]);
    expect(all.facets!.yearsOfExperience).toEqual([]);
    const chosen = (await searchA({ location: centre, query: token, filters: { jobTitleIds: [welder] } })).json<CandidateSearchResult>();
    expect(chosen.nbHits).toBe(1);
    expect(chosen.facets!.jobTitleIds.find((f) => f.value === String(cnc))?.count).toBe(3);
    expect(chosen.facets!.skillIds.map((f) => f.value)).toEqual([String(tax.skills[0])]);
    const years = (await searchA({ location: centre, query: token, filters: { jobTitleIds: [cnc] } })).json<CandidateSearchResult>();
    expect(years.facets!.yearsOfExperience.map((f) => [f.label, f.count])).toEqual([['Under a year', 0], ['1-2', 0], ['3-5', 1], ['6-10', 0], ['Over 10', 1]]);
  });

  it('pages from zero with the chosen page size', async () => {
    const first = (await searchA({ location: centre, query: token, hitsPerPage: 10, page: 0, facets: false })).json<CandidateSearchResult>();
    expect(first).toMatchObject({ page: 0, hitsPerPage: 10, nbPages: 1, facets: null });
    const beyond = (await searchA({ location: centre, query: token, hitsPerPage: 10, page: 1 })).json<CandidateSearchResult>();
    expect(beyond.hits).toEqual([]);
    expect(beyond.nbHits).toBe(4);
  });

  it("shows an employer the initial of a locked pro's last name and no contact details; staff see everything", async () => {
    const employer = (await searchA({ location: centre, query: `${token} lathe` })).json<CandidateSearchResult>();
    expect(employer.hits[0]).toMatchObject({ nameFirst: 'ann', nameLast: 'L.', email: null, phone: null, unlocked: false });
    const admin = (await call(ctx, 'POST', '/v4/search/admin/candidates', { token: staff.token, body: { location: centre, query: `${token} lathe` } })).json<CandidateSearchResult>();
    expect(admin.hits[0]).toMatchObject({ nameLast: 'Lastnameann', phone: '9375550101', email: `ann-${RUN}@example.test` });
  });

  it("answers validation errors in the spec's limits", async () => {
    const radius = await searchA({ location: centre, aroundRadius: 101 });
    expect(radius.statusCode).toBe(400);
    expect(radius.json<{ message: string }>().message).toBe(TALENT_SEARCH_TEXTS.radiusRange(100));
    expect((await searchA({ hitsPerPage: 20 })).json<{ message: string }>().message).toBe(TALENT_SEARCH_TEXTS.hitsPerPage);
  });

  it('searches only the employer network when asked: pros who applied to its jobs', async () => {
    const jobId = (await q(ctx, `insert into jobs (employer_id, job_title_id, status, city, state) values ($1, $2, 'live', 'Dayton', 'OH') returning id`, [employerA, tax.titles[0]])).id;
    await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'New')`, [jobId, people['ben']!]);
    const network = (await searchA({ location: centre, query: token, filters: { network: 'mine' } })).json<CandidateSearchResult>();
    expect(keys(network)).toEqual(['ben']);
    const otherNetwork = (await searchA({ location: centre, query: token, filters: { network: 'mine' } }, ownerB, employerB)).json<CandidateSearchResult>();
    expect(otherNetwork.nbHits).toBe(0);
  });

  it('keeps tenants, roles and the feature gate apart', async () => {
    expect((await searchA({ query: token }, ownerB)).statusCode).toBe(403);
    expect((await searchA({ query: token }, proUser)).statusCode).toBe(403);
    const unsub = await searchA({ query: token }, unsubscribedUser, unsubscribed);
    expect(unsub.statusCode).toBe(403);
    expect(unsub.json<{ message: string }>().message).toBe(TALENT_SEARCH_TEXTS.loadFailed);
    const requested = await searchA({ query: token }, disabledUser, disabled);
    expect(requested.json<{ message: string }>().message).toBe(TALENT_SEARCH_TEXTS.featureDisabled);
    expect((await call(ctx, 'POST', '/v4/search/admin/candidates', { token: ownerA.token, body: {} })).statusCode).toBe(403);
    const access = await call(ctx, 'GET', `/v4/talent-search/employer/${disabled}/access`, { token: disabledUser.token });
    expect(access.json()).toEqual({ employerId: disabled, featureStatus: 'Requested', subscribed: true });
    expect((await call(ctx, 'GET', `/v4/talent-search/employer/${employerA}/access`, { token: ownerB.token })).statusCode).toBe(403);
  });
});

describe('one candidate and viewed state', () => {
  it('reads one candidate with history and years, and 404s an unknown one', async () => {
    const one = await call(ctx, 'GET', `/v4/search/employer/${employerA}/candidates/${people['ann']}`, { token: managerA.token });
    expect(one.statusCode).toBe(200);
    const detail = one.json<CandidateDetail>();
    expect(detail).toMatchObject({ profileId: people['ann'], phone: null, summary: 'Summary', yearsByJobTitle: [{ jobTitleId: tax.titles[0], years: 4 }] });
    expect((await call(ctx, 'GET', `/v4/search/employer/${employerA}/candidates/${proUser.id + 100000}`, { token: managerA.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/search/employer/${employerA}/candidates/${people['ann']}`, { token: ownerB.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/search/admin/candidates/${people['ann']}`, { token: staff.token })).json<CandidateDetail>().phone).toBe('9375550101');
  });

  it("records a viewed candidate for the viewer only, and marks it in the viewer's hits", async () => {
    const seen = await call(ctx, 'POST', '/v4/notify/viewed-candidate', { token: managerA.token, body: { candidateId: people['cat'] }, headers: { 'employer-id': String(employerA) } });
    expect(seen.statusCode).toBe(200);
    const list = (await call(ctx, 'GET', '/v4/search/viewed-candidates', { token: managerA.token })).json<{ candidateId: number }[]>();
    expect(list.map((v) => v.candidateId)).toEqual([people['cat']]);
    expect((await call(ctx, 'GET', '/v4/search/viewed-candidates', { token: ownerA.token })).json()).toEqual([]);
    const hits = (await searchA({ location: centre, query: `${token} welder` }, managerA)).json<CandidateSearchResult>();
    expect(hits.hits[0]?.viewed).toBe(true);
    expect((await call(ctx, 'POST', '/v4/notify/viewed-candidate', { token: managerA.token, body: { candidateId: people['cat'] }, headers: { 'employer-id': String(employerB) } })).statusCode).toBe(403);
  });
});

describe('saved searches', () => {
  const query = { location: centre, aroundRadius: 30, query: 'cnc', selectedFilters: { jobTitleIds: [] } };
  const headers = () => ({ 'employer-id': String(employerA) });

  it('saves only a ready search: a location and a query or a filter', async () => {
    const empty = await call(ctx, 'POST', '/v4/search/saved', { token: ownerA.token, headers: headers(), body: { ...query, query: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(TALENT_SEARCH_TEXTS.savedSearchNotReady);
    expect((await call(ctx, 'POST', '/v4/search/saved', { token: ownerA.token, headers: headers(), body: { ...query, location: undefined } })).statusCode).toBe(400);
    const byFilter = await call(ctx, 'POST', '/v4/search/saved', { token: ownerA.token, headers: headers(), body: { ...query, query: '', selectedFilters: { skillIds: [tax.skills[0]] } } });
    expect(byFilter.statusCode).toBe(201);
  });

  it('lists newest first, changes and deletes only the caller\'s own', async () => {
    const created = (await call(ctx, 'POST', '/v4/search/saved', { token: ownerA.token, headers: headers(), body: { ...query, query: 'welder' } })).json<SavedSearch>();
    const list = (await call(ctx, 'GET', '/v4/search/saved', { token: ownerA.token, headers: headers() })).json<SavedSearch[]>();
    expect(list[0]).toMatchObject({ id: created.id, query: 'welder', aroundRadius: 30, location: centre, employerId: employerA });
    expect((await call(ctx, 'GET', '/v4/search/saved', { token: managerA.token, headers: headers() })).json()).toEqual([]);
    expect((await call(ctx, 'GET', '/v4/search/saved', { token: ownerB.token, headers: headers() })).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `/v4/search/saved/${created.id}`, { token: ownerB.token })).statusCode).toBe(404);
    const patched = await call(ctx, 'PATCH', `/v4/search/saved/${created.id}`, { token: ownerA.token, body: { ...query, query: 'tig welder', aroundRadius: 50 } });
    expect(patched.json<SavedSearch>()).toMatchObject({ query: 'tig welder', aroundRadius: 50 });
    expect((await call(ctx, 'DELETE', `/v4/search/saved/${created.id}`, { token: ownerA.token })).statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', `/v4/search/saved/${created.id}`, { token: ownerA.token })).statusCode).toBe(404);
  });
});

describe('shortlists', () => {
  const asA = (user: TestUser = ownerA) => ({ token: user.token, headers: { 'employer-id': String(employerA) } });

  it('creates, sorts by title, renames and deletes; the team shares them', async () => {
    const zebra = (await call(ctx, 'POST', '/v4/shortlist', { ...asA(), body: { title: 'Zebra shift' } })).json<Shortlist>();
    const alpha = await call(ctx, 'POST', '/v4/shortlist', { ...asA(managerA), body: { title: '  alpha   team ' } });
    expect(alpha.statusCode).toBe(201);
    expect(alpha.json<Shortlist>().title).toBe('alpha team');
    const list = (await call(ctx, 'GET', '/v4/shortlist', asA())).json<Shortlist[]>();
    expect(list.map((s) => s.title)).toEqual(['alpha team', 'Zebra shift']);
    const renamed = await call(ctx, 'PATCH', `/v4/shortlist/${zebra.id}`, { ...asA(managerA), body: { title: 'Beta' } });
    expect(renamed.json<Shortlist>().title).toBe('Beta');
    const blank = await call(ctx, 'POST', '/v4/shortlist', { ...asA(), body: { title: ' ' } });
    expect(blank.json<{ message: string }>().message).toBe(SHORTLIST_TEXTS.titleRequired);
    expect((await call(ctx, 'DELETE', `/v4/shortlist/${zebra.id}`, asA())).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/v4/shortlist', asA())).json<Shortlist[]>().map((s) => s.title)).toEqual(['alpha team']);
  });

  it('adds and removes pros, with mappings both ways', async () => {
    const list = (await call(ctx, 'POST', '/v4/shortlist', { ...asA(), body: { title: 'Machinists' } })).json<Shortlist>();
    const other = (await call(ctx, 'POST', '/v4/shortlist', { ...asA(), body: { title: 'Nights' } })).json<Shortlist>();
    await call(ctx, 'POST', '/v4/shortlist/pro', { ...asA(), body: { proId: people['ann'], shortlistId: list.id } });
    await call(ctx, 'POST', '/v4/shortlist/pro', { ...asA(), body: { proId: people['ann'], shortlistId: list.id } });
    const added = await call(ctx, 'POST', '/v4/shortlist/pro', { ...asA(), body: { proId: people['ann'], shortlistId: other.id } });
    expect(added.statusCode).toBe(201);
    const maps = (await call(ctx, 'GET', '/v4/shortlist/mappings', asA())).json<ShortlistMappings>();
    expect(maps.proIdsByShortlistId[String(list.id)]).toEqual([people['ann']]);
    expect(maps.shortlistIdsByProId[String(people['ann'])]).toEqual([list.id, other.id]);
    const detail = (await call(ctx, 'GET', `/v4/search/employer/${employerA}/candidates/${people['ann']}`, { token: ownerA.token })).json<CandidateDetail>();
    expect(detail.shortlistIds).toEqual([list.id, other.id]);
    const removed = (await call(ctx, 'DELETE', `/v4/shortlist/${list.id}/pro/${people['ann']}`, asA())).json<ShortlistMappings>();
    expect(removed.shortlistIdsByProId[String(people['ann'])]).toEqual([other.id]);
  });

  it("never shows or changes another employer's shortlists", async () => {
    const list = (await call(ctx, 'POST', '/v4/shortlist', { ...asA(), body: { title: 'Private' } })).json<Shortlist>();
    expect((await call(ctx, 'GET', '/v4/shortlist', { token: ownerB.token, headers: { 'employer-id': String(employerA) } })).statusCode).toBe(403);
    const bLists = (await call(ctx, 'GET', '/v4/shortlist', { token: ownerB.token })).json<Shortlist[]>();
    expect(bLists.map((s) => s.id)).not.toContain(list.id);
    expect((await call(ctx, 'PATCH', `/v4/shortlist/${list.id}`, { token: ownerB.token, body: { title: 'Mine now' } })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/v4/shortlist/pro', { token: ownerB.token, body: { proId: people['ben'], shortlistId: list.id } })).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/v4/shortlist/${list.id}`, { token: ownerB.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/v4/shortlist', { token: proUser.token })).statusCode).toBe(403);
  });
});

describe('pro preview stats', () => {
  it("answers viewed, unlocked and shortlist counts for the employer's team, and refuses other tenants", async () => {
    const proRow = await q<{ id: number }>(ctx, 'select id from pros where user_profile_id = $1', [people['cat']]);
    const stats = await call(ctx, 'POST', '/v4/pro-preview-stats', { token: managerA.token, body: { employerId: employerA, pros: [{ userProfileId: people['cat'], proId: proRow.id }] } });
    expect(stats.json()).toEqual([{ userProfileId: people['cat'], proId: proRow.id, viewed: true, unlocked: false, shortlistCount: 0, lastActiveTs: expect.any(String) }]);
    expect((await call(ctx, 'POST', '/v4/pro-preview-stats', { token: ownerB.token, body: { employerId: employerA, pros: [{ userProfileId: people['cat'], proId: proRow.id }] } })).statusCode).toBe(403);
  });
});

describe('unlocks with credits', () => {
  const unlock = (ids: number[], user: TestUser = ownerA, employerId = employerA) => call(ctx, 'POST', `/v4/pro-unlock/employer/${employerId}`, { token: user.token, body: { proUserProfileIdsToUnlock: ids, source: 'ppp' } });
  const state = async () => (await call(ctx, 'GET', `/v4/pro-unlock/employer/${employerA}`, { token: ownerA.token })).json<UnlockState>();

  beforeAll(async () => {
    await ctx.db.transaction((tx) => grantTalentSearchCredits(tx, { employerId: employerA, quantity: 3, reason: 'test', idempotencyKey: `grant-${RUN}` }));
  });

  it('proceeds only with at least one profile id', async () => {
    const none = await unlock([]);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(TALENT_SEARCH_TEXTS.unlockNeedsProfile);
  });

  it('charges one credit, reveals the contact details, and never charges the same person twice', async () => {
    const before = await state();
    const first = await unlock([people['ann']!]);
    expect(first.statusCode).toBe(200);
    expect(first.json<UnlockResult>()).toMatchObject({ newlyUnlocked: [people['ann']], charged: 1, usedCredits: before.usedCredits + 1 });
    const hit = (await searchA({ location: centre, query: `${token} lathe` })).json<CandidateSearchResult>().hits[0];
    expect(hit).toMatchObject({ unlocked: true, phone: '9375550101', nameLast: 'Lastnameann' });
    // annDup has ann's phone: the same person on a second profile
    const dup = (await unlock([people['annDup']!])).json<UnlockResult>();
    expect(dup).toMatchObject({ newlyUnlocked: [people['annDup']], charged: 0, usedCredits: before.usedCredits + 1 });
    const again = (await unlock([people['ann']!])).json<UnlockResult>();
    expect(again).toMatchObject({ newlyUnlocked: [], charged: 0 });
    expect((await state()).unlocked.map((u) => u.proUserProfileId)).toEqual(expect.arrayContaining([people['ann'], people['annDup']]));
  });

  it('charges one credit when two unlocks of one pro arrive at once', async () => {
    const before = await state();
    const answers = await Promise.all([unlock([people['ben']!]), unlock([people['ben']!]), unlock([people['ben']!])]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json<UnlockResult>().charged).sort()).toEqual([0, 0, 1]);
    expect((await state()).usedCredits).toBe(before.usedCredits + 1);
  });

  it('refuses with 402 and unlocks nothing when the credits run out', async () => {
    const before = await state();
    expect(before.availableCredits - before.usedCredits).toBe(1);
    const short = await unlock([people['cat']!, people['dan']!]);
    expect(short.statusCode).toBe(402);
    const after = await state();
    expect(after.usedCredits).toBe(before.usedCredits);
    expect(after.unlocked.map((u) => u.proUserProfileId)).not.toContain(people['cat']);
  });

  it("keeps each employer's unlocks its own", async () => {
    expect((await unlock([people['cat']!], ownerB)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/pro-unlock/employer/${employerA}`, { token: ownerB.token })).statusCode).toBe(403);
    const b = (await call(ctx, 'GET', `/v4/pro-unlock/employer/${employerB}`, { token: ownerB.token })).json<UnlockState>();
    expect(b.unlocked).toEqual([]);
    const bHit = (await searchA({ location: centre, query: `${token} lathe` }, ownerB, employerB)).json<CandidateSearchResult>().hits[0];
    expect(bHit).toMatchObject({ unlocked: false, phone: null });
  });
});

describe('search documents (ADR 245)', () => {
  const proIdOf = async (key: string) => (await q<{ id: number }>(ctx, 'select id from pros where user_profile_id = $1', [people[key]])).id;

  it('computes the same keys in SQL as the query does in TypeScript', async () => {
    const at = new Date('2026-03-14T10:00:00Z');
    const row = await q<{ keys: number[] }>(ctx, 'select talent_search_keys($1::float8, $2::float8, $3::timestamptz) as keys', [41.88, -87.63, at.toISOString()]);
    expect(row.keys).toEqual([fineCell(41.88, -87.63), coarseCell(41.88, -87.63), periodKey(at)]);
  });

  it('follows a profile change in the same transaction: moved, hidden and back', async () => {
    const word = `mover${RUN}`;
    const id = await addPro({ key: 'eve', historyTitle: 'Welder', text: word, milesNorth: 0, lastActiveDays: 2, createdDaysAgo: 2 });
    const find = async () => keys((await searchA({ location: centre, aroundRadius: 30, query: word })).json<CandidateSearchResult>());
    expect(await find()).toEqual(['eve']);
    await ctx.db.query('update pros set lat = lat + 2, update_ts = now() where user_profile_id = $1', [id]);
    expect(await find()).toEqual([]);
    await ctx.db.query('update pros set lat = lat - 2, status = $2, update_ts = now() where user_profile_id = $1', [id, 'hidden']);
    expect(await find()).toEqual([]);
    await ctx.db.query("update pros set status = 'active', update_ts = now() where user_profile_id = $1", [id]);
    expect(await find()).toEqual(['eve']);
  });

  it('has the refresh job rebuild documents a bulk load left missing or stale', async () => {
    const proId = await proIdOf('dan');
    await ctx.db.query('delete from pro_search_documents where pro_id = $1', [proId]);
    const far = async () => keys((await searchA({ location: centre, aroundRadius: 60, query: `${token} far` })).json<CandidateSearchResult>());
    expect(await far()).toEqual([]);
    expect(await refreshStaleDocuments(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await far()).toEqual(['dan']);
    // Idempotent: nothing left to repair for this pro.
    await refreshStaleDocuments(ctx.db);
    expect(await far()).toEqual(['dan']);
  });

  it('reads the most recent activity slice when a query matches more than it ranks exactly, with an estimated nbHits', async () => {
    // 2,300 pros around Fairbanks, AK with one shared word; 1 in 10 active in the last 30 days.
    const word = `crowd${RUN}`;
    await ctx.db.query(
      `insert into user_profiles (email, name_first, name_last) select 'crowd' || n || '-' || $1 || '@example.test', 'Crowd', 'Member' || n from generate_series(1, 2300) n`,
      [RUN],
    );
    await ctx.db.query(
      `insert into pros (user_profile_id, lat, lng, search_document, history_job_title, last_active_ts)
       select u.id, 64.84 + (u.id % 50) / 1000.0, -147.72, to_tsvector('english', $1), 'Operator',
              now() - make_interval(days => case when u.id % 10 = 0 then 3 else 100 + u.id % 200 end)
         from user_profiles u where u.email like 'crowd%-' || $2 || '@example.test'`,
      [word, RUN],
    );
    await ctx.db.query('analyze pro_search_documents');
    const fairbanks = { latitude: 64.84, longitude: -147.72, description: 'Fairbanks, AK', postalCode: '99701' };
    const result = (await searchA({ location: fairbanks, aroundRadius: 30, query: word, facets: true })).json<CandidateSearchResult>();
    expect(result.exhaustiveNbHits).toBe(false);
    expect(result.nbHits).toBeGreaterThan(2000);
    expect(result.hits).toHaveLength(25);
    // The page comes from the 30-day slice: every pro on it was active in the last 30 days.
    const ids = result.hits.map((h) => h.profileId);
    const stale = await q<{ n: number }>(ctx, "select count(*)::int n from pros where user_profile_id = any($1::int[]) and last_active_ts < now() - interval '30 days'", [ids]);
    expect(stale.n).toBe(0);
    expect(result.exhaustiveFacetsCount).toBe(false);
    // The exact attempt overflowed and left its facets uncounted; the slice counted them.
    expect(result.facets!.lastActive.find((f) => f.value === '30d')?.count).toBeGreaterThan(0);
    const narrow = (await searchA({ location: fairbanks, aroundRadius: 30, query: word, filters: { lastActive: '7d' } })).json<CandidateSearchResult>();
    expect(narrow.exhaustiveNbHits).toBe(true);
    expect(narrow.nbHits).toBe(230);
  });
});
