import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@floorhire/api-client';
import type { DataPreloadContext } from '@floorhire/remote-kit';
import { preloadSettings } from './preload-settings';

/** An API client that records the paths it is asked for and never answers. */
function recordingApi(): { api: ApiClient; asked: string[] } {
  const asked: string[] = [];
  const service = { get: (path: string) => (asked.push(path), new Promise(() => undefined)) };
  return { api: { employer: service, auth: service } as unknown as ApiClient, asked };
}

const context = (api: ApiClient, params: Record<string, string>): DataPreloadContext => ({ api, params, search: new URLSearchParams(), viewer: { userId: 1, isStaff: false, employerId: null } as unknown as DataPreloadContext['viewer'] });

describe('the settings page data preload', () => {
  it('starts reading the ways in for /pro/settings before the page draws', async () => {
    const { api, asked } = recordingApi();
    preloadSettings(context(api, {}));
    // The feature's code is imported on demand first.
    await vi.waitFor(() => expect(asked).toEqual(['/auth/sign-in-methods']), { timeout: 15_000 });
  });

  it("reads nothing for a pro's record, whose page reads the pro the route names", async () => {
    // With the feature's code already loaded, an import on demand would ask within a tick.
    await import('@floorhire/feature-sign-in');
    const { api, asked } = recordingApi();
    preloadSettings(context(api, { proId: '12' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
