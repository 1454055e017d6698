import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyRegistry } from '@floorhire/registry';
import type { RegistryDocument, RegistryEntry } from '@floorhire/registry';

const loadLifecycles = vi.fn(async () => ({}));
vi.mock('./remote-loader', () => ({ loadLifecycles }));
const { preloadRouteRemote } = await import('./route-remote-preload');

function registry(...entries: Pick<RegistryEntry, 'name' | 'routes'>[]): RegistryDocument {
  const doc = emptyRegistry(new Date(0));
  for (const entry of entries) doc.remotes[entry.name] = { ...entry, entryUrl: `/releases/${entry.name}/1.0.0/remoteEntry.js` } as RegistryEntry;
  return doc;
}

afterEach(() => loadLifecycles.mockClear());

describe('preloadRouteRemote', () => {
  const doc = registry({ name: 'applicants', routes: ['/employer', '/employer/dashboard'] }, { name: 'jobs', routes: ['/employer/jobs'] });

  it('starts loading the remote that owns the address, with the area\'s deadline, when a session may exist', () => {
    expect(preloadRouteRemote(doc, '/employer/dashboard', 2500, 'fh_session=1')).toBe('applicants');
    expect(loadLifecycles).toHaveBeenCalledWith(doc.remotes['applicants'], { timeoutMs: 2500 });
  });

  it('loads nothing for a visitor (the guards send them to /login) or for an address no remote owns', () => {
    expect(preloadRouteRemote(doc, '/employer/dashboard', 2500, '')).toBeNull();
    expect(preloadRouteRemote(doc, '/login', 2500, 'fh_session=1')).toBeNull();
    expect(loadLifecycles).not.toHaveBeenCalled();
  });

  it('swallows a failed load: the area that mounts the remote reports it', async () => {
    loadLifecycles.mockRejectedValueOnce(new Error('entry failed'));
    expect(preloadRouteRemote(doc, '/employer/jobs', 2500, 'fh_session=1')).toBe('jobs');
    await Promise.resolve();
  });
});
