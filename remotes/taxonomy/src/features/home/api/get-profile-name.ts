import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';
import { UserProfileSchema } from '@floorhire/schemas';
import { useCallback } from 'react';

// One endpoint per file: its fetcher, its hook, and the parse of its answer (style guide).
const ProfileNameSchema = v.pick(UserProfileSchema, ['id', 'nameFirst', 'nameLast']);
export type ProfileName = v.InferOutput<typeof ProfileNameSchema>;

/** GET user-profile/me: who is signed in (the auth service). */
export function fetchProfileName(api: ApiClient, signal?: AbortSignal): Promise<ProfileName> {
  return api.auth.get('user-profile/me', { schema: ProfileNameSchema, ...(signal ? { signal } : {}) });
}

export function useProfileName() {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchProfileName(api, signal), [api]);
  return useResource('profile-name', load);
}
