import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, landingFor, landingKey, readLanding, rememberLanding } from './landing-choice';

describe('the messaging landing choice (spec 002 §2)', () => {
  it('takes the address first, then the remembered choice, else conversations', () => {
    expect(landingFor('employer-inbox', 'conversations')).toBe('employer-inbox');
    expect(landingFor(null, 'employer-inbox')).toBe('employer-inbox');
    expect(landingFor('nonsense', null)).toBe(DEFAULT_LANDING);
    expect(DEFAULT_LANDING).toBe('conversations');
  });

  it('remembers the choice per user, and survives storage that refuses', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    rememberLanding(storage, 7, 'employer-inbox');
    expect(readLanding(storage, 7)).toBe('employer-inbox');
    expect(readLanding(storage, 8)).toBeNull();
    expect(store.has(landingKey(7))).toBe(true);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => rememberLanding(broken, 7, 'conversations')).not.toThrow();
    expect(readLanding(broken, 7)).toBeNull();
  });
});
