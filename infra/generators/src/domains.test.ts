import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectDomains, declaredByTheApi, formatDomainMap, type DeclaredModule } from './domains';

// `npm run domains` prints the map from declarations only: remote.json and package.json files,
// the domain packages, the API's modules and platform parts, test files and cited ADRs.

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fh-domains-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the domain map', () => {
  it('joins a remote, its package, its module, its tests and the ADRs its code cites', () => {
    const root = fixture({
      'docs/decisions/175-one-owner-per-table.md': '# 175',
      'docs/decisions/176-something-else.md': '# 176',
      'shared/domain-widgets/package.json': JSON.stringify({ name: '@floorhire/domain-widgets' }),
      'shared/domain-widgets/src/rules.test.ts': '',
      'remotes/widgets/remote.json': JSON.stringify({ name: 'widgets_remote', routes: [{ path: '/employer/widgets', page: 'widgets' }] }),
      'remotes/widgets/package.json': JSON.stringify({ dependencies: { '@floorhire/domain-widgets': '0.1.0' } }),
      'remotes/widgets/src/routes.test.ts': '',
      'remotes/gadgets/remote.json': JSON.stringify({ name: 'gadgets', routes: [] }),
      'remotes/gadgets/package.json': JSON.stringify({ dependencies: { '@floorhire/domain-widgets': '0.1.0' } }),
      'infra/api/src/modules/widgets/widgets.service.ts': '// Why: docs/decisions/175-one-owner-per-table.md\n',
      'infra/api/test/widgets.test.ts': '',
      'infra/api/test/other.test.ts': "import { x } from '../src/modules/widgets';\n",
      'e2e/widgets/widgets.spec.ts': '',
    });
    const widgets: DeclaredModule = { name: 'widgets', summary: 'Widgets', routes: [{ service: 'jobs', routes: [{}, {}] }], tables: ['widgets'] };
    const map = collectDomains(root, [widgets], [{ name: 'worker', summary: 'jobs', tables: ['background_jobs'] }]);
    const entry = map.domains.find((d) => d.name === 'widgets');
    expect(entry).toEqual({
      name: 'widgets',
      remotes: [
        { name: 'gadgets', declaredName: 'gadgets', folder: 'remotes/gadgets', routes: [], owns: false },
        { name: 'widgets', declaredName: 'widgets_remote', folder: 'remotes/widgets', routes: ['/employer/widgets'], owns: true },
      ],
      package: '@floorhire/domain-widgets',
      modules: [{ name: 'widgets', summary: 'Widgets', services: { jobs: 2 }, tables: ['widgets'] }],
      tests: ['e2e/widgets/widgets.spec.ts', 'infra/api/test/other.test.ts', 'infra/api/test/widgets.test.ts', 'remotes/widgets/src/routes.test.ts', 'shared/domain-widgets/src/rules.test.ts'],
      adrs: ['175 one owner per table'],
    });
    // A remote with neither package nor module is a domain of its own.
    expect(map.domains.map((d) => d.name)).toEqual(['gadgets', 'widgets']);
    const text = formatDomainMap(map);
    expect(text).toContain('widgets\n  remote     remotes/widgets (registry name widgets_remote): /employer/widgets');
    expect(text).toContain('  used by    remotes/gadgets');
    expect(text).toContain('  services   jobs (2 routes)');
    expect(text).toContain('  worker     background_jobs: jobs');
  });

  it('of this repository names every module once and every table once, with billing, messaging and taxonomy as their own domains', { timeout: 60_000 }, async () => {
    const root = path.resolve(import.meta.dirname, '..', '..', '..');
    const { modules, platform } = await declaredByTheApi(root);
    const map = collectDomains(root, modules, platform);
    expect(map.domains.flatMap((d) => d.modules.map((m) => m.name)).sort()).toEqual(modules.map((m) => m.name).sort());
    const tables = [...map.domains.flatMap((d) => d.modules.flatMap((m) => m.tables)), ...map.platform.flatMap((p) => p.tables)];
    expect(new Set(tables).size).toBe(tables.length);
    const billing = map.domains.find((d) => d.name === 'billing')!;
    expect(billing.remotes.filter((r) => r.owns).map((r) => r.folder)).toEqual(['remotes/billing']);
    expect(billing.package).toBe('@floorhire/domain-billing');
    expect(billing.modules[0]!.tables).toContain('invoices');
    expect(Object.keys(billing.modules[0]!.services)).toEqual(['subscription']);
    expect(map.domains.find((d) => d.name === 'subscription')!.modules[0]!.tables).toContain('subscriptions');
    expect(Object.keys(map.domains.find((d) => d.name === 'messaging')!.modules[0]!.services)).toContain('conversations');
    expect(map.domains.find((d) => d.name === 'taxonomy')!.modules[0]!.tables).toContain('job_titles');
  });
});
