import { describe, expect, it } from 'vitest';
import { APPLY_DRAFT_KEY, clearDraft, readDraft, updateDraft, writeDraft } from './apply-draft';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe('first-apply session data (spec 002 §2)', () => {
  it('keeps jobId, jobTitleId, profile, signUp and redirectRoute across pages', () => {
    const store = memory();
    writeDraft({ jobId: 7, jobTitleId: 3, redirectRoute: '/apply/create-profile' }, store);
    updateDraft({ profile: { nameFirst: 'Ana', nameLast: 'Ruiz', phone: '3125550100', postalCode: '60601', email: 'ana@example.com' }, signUp: true }, store);
    expect(readDraft(store)).toEqual({
      jobId: 7,
      jobTitleId: 3,
      redirectRoute: '/apply/create-profile',
      profile: { nameFirst: 'Ana', nameLast: 'Ruiz', phone: '3125550100', postalCode: '60601', email: 'ana@example.com' },
      signUp: true,
    });
    clearDraft(store);
    expect(readDraft(store)).toBeNull();
  });

  it('never stores a password or token: unknown keys are dropped, and a tampered draft reads as none', () => {
    const store = memory();
    writeDraft({ jobId: 1, password: 'Secret-123', accessToken: 'x' } as never, store);
    expect(store.map.get(APPLY_DRAFT_KEY)).not.toMatch(/Secret|accessToken/u);
    store.setItem(APPLY_DRAFT_KEY, '{"jobId":"drop table"}');
    expect(readDraft(store)).toBeNull();
    store.setItem(APPLY_DRAFT_KEY, 'not json');
    expect(readDraft(store)).toBeNull();
  });
});
