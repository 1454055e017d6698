import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ALWAYS_SHARED, deriveShared, providedShared as buildProvided, readPackageJson } from '@floorhire/build';
import { federation, PROVIDED_MODULES, unmetSharedRequirements } from './federation';

const SHELL_DIR = path.resolve(import.meta.dirname, '../..');
const built = buildProvided({ ...ALWAYS_SHARED, ...deriveShared(readPackageJson(SHELL_DIR).peerDependencies) }, SHELL_DIR);

describe('shared singleton versions (ADR 182)', () => {
  const provided = { '@floorhire/ui': '1.2.0', react: '19.2.1' };

  it('accepts a remote built against the same or an older minor of what the shell provides', () => {
    expect(unmetSharedRequirements({ '@floorhire/ui': '^1.2.0', react: '^19.0.0' }, provided)).toEqual([]);
    expect(unmetSharedRequirements({ '@floorhire/ui': '^1.0.0' }, provided)).toEqual([]);
    expect(unmetSharedRequirements(undefined, provided)).toEqual([]);
  });

  it('names each singleton the remote needs newer (or of another major) than the shell provides', () => {
    expect(unmetSharedRequirements({ '@floorhire/ui': '^1.3.0', react: '^19.0.0' }, provided)).toEqual(['@floorhire/ui ^1.3.0 (this shell provides 1.2.0)']);
    expect(unmetSharedRequirements({ react: '^20.0.0' }, provided)).toEqual(['react ^20.0.0 (this shell provides 19.2.1)']);
  });

  it('leaves alone what the shell does not provide: the remote brings its own copy', () => {
    expect(unmetSharedRequirements({ jotai: '^3.0.0' }, provided)).toEqual([]);
  });
});

describe('the shell\'s share scope (ADR 282)', () => {
  it('has a module for every key the build shares, and none it does not', () => {
    expect(Object.keys(PROVIDED_MODULES).sort()).toEqual(Object.keys(built).sort());
  });

  it('hands remotes the very modules the shell runs, marked loaded, and the lazy parts on request', async () => {
    vi.stubEnv('FLOORHIRE_PROVIDED_SHARED', JSON.stringify(built));
    try {
      const host = federation();
      expect(federation()).toBe(host);
      const react = await host.loadShare<unknown>('react');
      expect(react && react()).toBe((PROVIDED_MODULES['react'] as { loaded: unknown }).loaded);
      const overlays = await host.loadShare<Record<string, unknown>>('@floorhire/ui/overlays');
      expect(overlays ? Object.keys(overlays() ?? {}) : []).toContain('Dialog');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
