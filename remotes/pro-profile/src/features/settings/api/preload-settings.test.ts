import { describe, expect, it } from 'vitest';
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
  it("starts the pro's profile and the ways in together for /pro/settings", () => {
    const { api, asked } = recordingApi();
    preloadSettings(context(api, {}));
    expect(asked.sort()).toEqual(['/auth/sign-in-methods', 'pro/me']);
  });

  it("reads nothing for a pro's record, whose page reads the pro the route names", () => {
    const { api, asked } = recordingApi();
    preloadSettings(context(api, { proId: '12' }));
    expect(asked).toEqual([]);
  });
});
