import { describe, expect, it } from 'vitest';
import { unmetSharedRequirements } from './remote-loader';

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
