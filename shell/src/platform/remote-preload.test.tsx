import { afterEach, describe, expect, it } from 'vitest';
import { emptyRegistry } from '@floorhire/registry';
import type { RegistryDocument, RegistryEntry } from '@floorhire/registry';
import { preloadRemoteEntry } from './remote-preload';

const entry = (name: string, routes: string[], roles: string[]): RegistryEntry => ({
  name,
  version: '1.0.0',
  basePath: '/',
  routes,
  nav: [],
  roles,
  features: [],
  manifestUrl: `/releases/${name}/1.0.0/mf-manifest.json`,
  entryUrl: `/releases/${name}/1.0.0/remoteEntry.js`,
  integrity: `sha384-${name.padEnd(64, 'A')}`,
  contractVersion: 1,
  releasedAt: '2026-11-25T10:00:00.000Z',
});

const doc: RegistryDocument = {
  ...emptyRegistry(new Date('2026-11-25T10:00:00Z')),
  remotes: { applicants: entry('applicants', ['/employer', '/employer/dashboard'], ['user.employer']), alpha: entry('alpha', ['/lab/alpha/*'], []) },
};

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe('preloadRemoteEntry', () => {
  it('preloads the entry of the remote owning the path, with its integrity and CORS mode', () => {
    const link = preloadRemoteEntry(doc, '/employer/dashboard', true);
    expect(link?.rel).toBe('preload');
    expect(link?.as).toBe('script');
    expect(link?.href).toMatch(/\/releases\/applicants\/1\.0\.0\/remoteEntry\.js$/u);
    expect(link?.integrity).toBe(doc.remotes.applicants?.integrity);
    expect(link?.crossOrigin).toBe('anonymous');
    expect(preloadRemoteEntry(doc, '/employer/dashboard', true)).toBeNull();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });

  it('does not preload a role-gated remote for a visitor, nor anything for a path no remote owns', () => {
    expect(preloadRemoteEntry(doc, '/employer', false)).toBeNull();
    expect(preloadRemoteEntry(doc, '/login', true)).toBeNull();
    expect(preloadRemoteEntry(doc, '/lab/alpha/details', false)?.href).toMatch(/alpha/u);
  });
});
