import { describe, expect, it } from 'vitest';
import { emptyRegistry, findOwner, isUnder, matchRoute, normalisePath, parseDeclaration, parseRegistry, routeConflicts, routeRoles, runningFingerprint } from './index';
import type { RegistryDocument, RegistryEntry } from './index';

function entry(name: string, routes: string[], extra: Partial<RegistryEntry> = {}): RegistryEntry {
  return {
    name,
    version: '1.0.0',
    basePath: '/',
    routes,
    nav: [],
    roles: [],
    features: [],
    manifestUrl: `/releases/${name}/1.0.0/mf-manifest.json`,
    entryUrl: `/releases/${name}/1.0.0/remoteEntry.js`,
    integrity: `sha384-${'A'.repeat(64)}`,
    contractVersion: 1,
    releasedAt: '2026-11-21T10:00:00.000Z',
    ...extra,
  };
}

function doc(...entries: RegistryEntry[]): RegistryDocument {
  return { ...emptyRegistry(new Date('2026-11-21T10:00:00Z')), remotes: Object.fromEntries(entries.map((e) => [e.name, e])) };
}

describe('registry schema', () => {
  it('accepts a well-formed document', () => {
    const parsed = parseRegistry(JSON.parse(JSON.stringify(doc(entry('jobs', ['/employer/jobs/*'])))));
    expect(parsed.remotes.jobs?.version).toBe('1.0.0');
  });

  it('rejects a wrong integrity and says where', () => {
    expect(() => parseRegistry(doc(entry('jobs', ['/employer/jobs'], { integrity: 'sha256-abc' })))).toThrow(/remotes\.jobs\.integrity/);
  });

  it('rejects an entry listed under another name', () => {
    const bad = doc(entry('jobs', ['/employer/jobs']));
    bad.remotes.billing = bad.remotes.jobs!;
    delete bad.remotes.jobs;
    expect(() => parseRegistry(bad)).toThrow(/its own name/);
  });

  it('rejects a declaration without routes and with a bad pattern', () => {
    expect(() => parseDeclaration({ name: 'jobs', routes: [] })).toThrow(/at least one route/);
    expect(() => parseDeclaration({ name: 'jobs', routes: ['employer/jobs'] })).toThrow(/path pattern/);
  });

  it("lists the roles a route's page needs under its pattern, and none when no route names any (ADR 297)", () => {
    const declared = parseDeclaration({
      name: 'account',
      routes: [
        { path: '/employer/settings/sign-in', page: 'sign-in' },
        { path: '/employer/users/:id', page: 'user', roles: ['user.admin', 'employer.user.edit'] },
      ],
    });
    expect(routeRoles(declared)).toEqual({ '/employer/users/:id': ['user.admin', 'employer.user.edit'] });
    expect(routeRoles({ routes: ['/employer/users'] })).toBeUndefined();
    expect(() => parseDeclaration({ name: 'account', routes: [{ path: '/employer/users', page: 'users', roles: [] }] })).toThrow(/at least one/);
    const parsed = parseRegistry(JSON.parse(JSON.stringify(doc(entry('account', ['/employer/users/:id'], { routeRoles: { '/employer/users/:id': ['employer.user.edit'] } })))));
    expect(parsed.remotes.account?.routeRoles).toEqual({ '/employer/users/:id': ['employer.user.edit'] });
  });

  it('fills declaration defaults', () => {
    expect(parseDeclaration({ name: 'jobs', routes: ['/employer/jobs/*'] })).toEqual({
      name: 'jobs',
      basePath: '/',
      routes: ['/employer/jobs/*'],
      nav: [],
      roles: [],
      features: [],
    });
  });
});

describe('route matching', () => {
  it('matches static, parameter and splat patterns', () => {
    expect(matchRoute('/employer/jobs', '/employer/jobs')).toEqual({});
    expect(matchRoute('/employer/jobs', '/employer/jobs/3')).toBeNull();
    expect(matchRoute('/employer/jobs/:id', '/employer/jobs/42')).toEqual({ id: '42' });
    expect(matchRoute('/lab/alpha/*', '/lab/alpha')).toEqual({ '*': '' });
    expect(matchRoute('/lab/alpha/*', '/lab/alpha/x/y?q=1')).toEqual({ '*': 'x/y' });
    expect(matchRoute('/lab/alpha/*', '/lab/alphabet')).toBeNull();
  });

  it("is the shell's matcher too: decoded parameters, '/*' owns the root, paths normalised and nested", () => {
    expect(matchRoute('/reference/:id', '/reference/a%20b')).toEqual({ id: 'a b' });
    expect(matchRoute('/*', '/')).toEqual({ '*': '' });
    expect(matchRoute('/open-jobs/*', '/open-jobs/3/apply')).toEqual({ '*': '3/apply' });
    expect([normalisePath('/employer/jobs/'), normalisePath(''), normalisePath('pro')]).toEqual(['/employer/jobs', '/', '/pro']);
    expect([isUnder('/employer', '/employer'), isUnder('/employer/jobs', '/employer'), isUnder('/employers', '/employer')]).toEqual([true, true, false]);
  });

  it('gives a path to the most specific owner', () => {
    const registry = doc(entry('jobs', ['/employer/jobs/*']), entry('wizard', ['/employer/jobs/new']), entry('employer', ['/employer/*']));
    expect(findOwner(registry, '/employer/jobs/new')?.entry.name).toBe('wizard');
    expect(findOwner(registry, '/employer/jobs/7')?.entry.name).toBe('jobs');
    expect(findOwner(registry, '/employer/billing')?.entry.name).toBe('employer');
    expect(findOwner(registry, '/pro')).toBeNull();
  });

  it('prefers an exact pattern to a splat over the same segments', () => {
    // The applicants remote owns the employer home '/employer' exactly; another remote's
    // '/employer/*' must not take the home page from it, whichever name sorts first.
    for (const [home, rest] of [['a-home', 'z-rest'], ['z-home', 'a-rest']] as const) {
      const registry = doc(entry(home, ['/employer']), entry(rest, ['/employer/*']));
      expect(findOwner(registry, '/employer')?.entry.name).toBe(home);
      expect(findOwner(registry, '/employer/settings')?.entry.name).toBe(rest);
    }
  });

  it('reports a route claimed by another remote', () => {
    const registry = doc(entry('jobs', ['/employer/jobs/*']));
    expect(routeConflicts(registry, { name: 'other', routes: ['/employer/jobs/*'] })).toEqual([{ pattern: '/employer/jobs/*', owner: 'jobs' }]);
    expect(routeConflicts(registry, { name: 'jobs', routes: ['/employer/jobs/*'] })).toEqual([]);
  });

  it('fingerprints what runs, not when it was written', () => {
    const a = doc(entry('jobs', ['/employer/jobs']));
    const b = { ...a, revision: 9, updatedAt: '2027-01-01T00:00:00.000Z' };
    expect(runningFingerprint(a)).toBe(runningFingerprint(b));
    const c = doc(entry('jobs', ['/employer/jobs'], { version: '1.0.1' }));
    expect(runningFingerprint(c)).not.toBe(runningFingerprint(a));
  });
});
