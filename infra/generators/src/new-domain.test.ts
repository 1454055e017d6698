import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainFiles, domainNames, migrationVersion } from './domain-files';
import { DomainGeneratorError, newDomain, planDomain } from './new-domain';

// What new:domain names and refuses; infra/api/test/new-domain.test.ts proves the files it
// writes pass lint, typecheck and their tests.

describe('domain names', () => {
  it('derives package, module, entity, table and a timestamp version from the kebab-case name', () => {
    const names = domainNames('talent-search', { service: 'candidateDiscovery', now: new Date('2026-03-01T12:34:56.789Z') });
    expect(names).toMatchObject({
      name: 'talent-search',
      title: 'Talent search',
      pascal: 'TalentSearch',
      camel: 'talentSearch',
      packageName: '@floorhire/domain-talent-search',
      entity: { kebab: 'talent-search-item', pascal: 'TalentSearchItem', camel: 'talentSearchItem', constant: 'TALENT_SEARCH_ITEM', table: 'talent_search_items' },
      migrationVersion: '20260301123456',
    });
    expect(domainNames('billing', { service: 'subscription', entity: 'saved-search' }).entity.table).toBe('saved_searches');
    expect(domainNames('billing', { service: 'subscription', entity: 'billing-company' }).entity.table).toBe('billing_companies');
    expect(migrationVersion(new Date('2026-12-31T23:59:59Z'))).toBe('20261231235959');
  });

  it('declares roles and tenancy on every generated route, and the module owns its one table', () => {
    const files = domainFiles(domainNames('talent-search', { service: 'candidateDiscovery' }));
    const routes = files['infra/api/src/modules/talent-search/talent-search.routes.ts']!;
    expect(routes.match(/access: \[ROLES\.userEmployer\]/gu)).toHaveLength(3);
    expect(routes.match(/tenancy: OWN_EMPLOYER/gu)).toHaveLength(3);
    expect(files['infra/api/src/modules/talent-search/index.ts']).toContain("tables: ['talent_search_items']");
    expect(files['infra/api/src/modules/talent-search/index.ts']).toContain("service: 'candidateDiscovery'");
  });
});

describe('planDomain refuses', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainGeneratorError);
      return (error as Error).message;
    }
    throw new Error('no refusal');
  };

  it('a name that is not kebab-case, and a service that is not an API service', () => {
    expect(refusal(() => planDomain({ name: 'TalentSearch', service: 'jobs' }))).toMatch(/not a kebab-case name/u);
    expect(refusal(() => planDomain({ name: 'talent-search', service: 'talent' }))).toMatch(/not an API service.*candidateDiscovery/u);
  });

  it('a domain that exists, and a table the baseline schema already has', () => {
    expect(refusal(() => planDomain({ name: 'jobs', service: 'jobs' }))).toMatch(/shared\/domain-jobs exists already/u);
    expect(refusal(() => planDomain({ name: 'inbox', service: 'inbox' }))).toMatch(/infra\/api\/src\/modules\/inbox exists already/u);
    expect(refusal(() => planDomain({ name: 'shop-floor', service: 'helpDesk', entity: 'message-template' }))).toMatch(/table message_templates exists already/u);
  });

  it('nothing that is free', () => {
    expect(planDomain({ name: 'shop-floor', service: 'helpDesk', entity: 'quick-reply' }).entity.table).toBe('quick_replies');
  });
});

describe('a remote of the same name', () => {
  it('gets the domain package as an ordinary dependency (bundled, not shared)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fh-new-domain-'));
    try {
      const manifest = { name: '@floorhire/remote-messaging', version: '1.0.0', peerDependencies: { react: '^19.2.0' }, dependencies: { '@floorhire/schemas': '0.1.0', valibot: '^1.1.0' } };
      mkdirSync(path.join(root, 'remotes', 'messaging'), { recursive: true });
      writeFileSync(path.join(root, 'remotes', 'messaging', 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      const { written } = await newDomain({ name: 'messaging', service: 'conversations', entity: 'quick-reply', root, install: false });
      expect(written).toContain('remotes/messaging/package.json');
      const after = JSON.parse(readFileSync(path.join(root, 'remotes', 'messaging', 'package.json'), 'utf8')) as typeof manifest;
      expect(after.dependencies).toEqual({ '@floorhire/domain-messaging': '0.1.0', '@floorhire/schemas': '0.1.0', valibot: '^1.1.0' });
      expect(after.peerDependencies).toEqual(manifest.peerDependencies);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
