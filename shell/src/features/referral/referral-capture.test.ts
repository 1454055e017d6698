import { describe, expect, it, vi } from 'vitest';
import { REFERRAL_STORAGE_KEY, captureReferral, flushReferral } from './referral-capture';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('referral capture (§3, §7)', () => {
  it('keeps campaign parameters as channel, name, subreferral, term and content', () => {
    const storage = memoryStorage();
    captureReferral('?utm_source=linkedin&utm_campaign=spring&utm_medium=cpc&utm_term=cnc&utm_content=ad1&x=1', storage);
    expect(JSON.parse(storage.map.get(REFERRAL_STORAGE_KEY) ?? '')).toEqual({ channel: 'linkedin', name: 'spring', subreferral: 'cpc', term: 'cnc', content: 'ad1' });
  });

  it('ignores addresses without campaign parameters and keeps the earlier capture', () => {
    const storage = memoryStorage();
    captureReferral('?utm_source=google', storage);
    captureReferral('?page=2', storage);
    expect(storage.map.get(REFERRAL_STORAGE_KEY)).toBe('{"channel":"google"}');
  });

  it('posts once after sign-in and forgets it; keeps it when the post fails', async () => {
    const storage = memoryStorage();
    captureReferral('?utm_source=google', storage);
    await expect(flushReferral(storage, vi.fn().mockRejectedValue(new Error('down')))).resolves.toBe(false);
    expect(storage.map.has(REFERRAL_STORAGE_KEY)).toBe(true);
    const post = vi.fn(async () => {});
    await expect(flushReferral(storage, post)).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith({ channel: 'google' });
    await expect(flushReferral(storage, post)).resolves.toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
