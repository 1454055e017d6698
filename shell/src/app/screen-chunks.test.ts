import { describe, expect, it, vi, type Mock } from 'vitest';
import { preloadScreen, SCREEN_CHUNKS } from './screen-chunks';

function fakeChunks() {
  return Object.fromEntries(Object.keys(SCREEN_CHUNKS).map((key) => [key, vi.fn(async () => ({}))])) as unknown as Record<keyof typeof SCREEN_CHUNKS, Mock<() => Promise<unknown>>>;
}

describe('preloadScreen', () => {
  it('starts the chunk of the screen the shell draws for the path', () => {
    const chunks = fakeChunks();
    preloadScreen('/login', chunks);
    preloadScreen('/link/abc123', chunks);
    preloadScreen('/signup-2', chunks);
    expect(chunks.login).toHaveBeenCalledOnce();
    expect(chunks.link).toHaveBeenCalledOnce();
    expect(chunks.signup).toHaveBeenCalledOnce();
    expect(chunks.callback).not.toHaveBeenCalled();
  });

  it('starts nothing for a remote\'s or an unknown path', () => {
    const chunks = fakeChunks();
    for (const path of ['/employer', '/employer/dashboard', '/nowhere', '/']) preloadScreen(path, chunks);
    for (const load of Object.values(chunks)) expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed preload (the screen reports it when it renders)', async () => {
    const chunks = fakeChunks();
    chunks.login.mockRejectedValueOnce(new Error('offline'));
    expect(() => preloadScreen('/login', chunks)).not.toThrow();
    await Promise.resolve();
  });
});
