import { useCallback, useState } from 'react';
import type { ApiClient, ApiError } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';
import { ProProfileSchema, TaxonomyOptionsSchema, type ProProfile } from '@floorhire/domain-pro-profile';
import { toApiError, useApi, useResource } from '@floorhire/remote-kit';
import { PAGE_TEXTS } from '#app/texts';
import { useProRecord } from '#app/lib/pro-record';

// The reads every pro page shares: the whole profile (GET pro/me) and the taxonomy lists
// (GET pro/taxonomy-options), both under the employer service (spec 002 §7).

export function fetchProProfile(api: ApiClient, signal?: AbortSignal): Promise<ProProfile> {
  return api.employer.get('pro/me', { schema: ProProfileSchema, ...(signal ? { signal } : {}) });
}

/** GET user-profile/{id}/pro: a pro's whole profile by user profile id, as staff read a pro's record (ADR 206). */
export function fetchProOfUser(api: ApiClient, userProfileId: number, signal?: AbortSignal): Promise<ProProfile> {
  return api.employer.get(`user-profile/${userProfileId}/pro`, { schema: ProProfileSchema, ...(signal ? { signal } : {}) });
}

/** The profile the page shows: the pro's own, or on a pro's record the pro the route names. */
export function useProProfile() {
  const api = useApi();
  const record = useProRecord();
  const id = record?.userProfileId ?? null;
  const load = useCallback((signal: AbortSignal) => (id === null ? fetchProProfile(api, signal) : fetchProOfUser(api, id, signal)), [api, id]);
  return useResource(id === null ? 'pro-me' : `pro-of-user:${id}`, load);
}

export function useTaxonomyOptions() {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => api.employer.get('pro/taxonomy-options', { schema: TaxonomyOptionsSchema, signal }), [api]);
  return useResource('pro-taxonomy-options', load);
}

export type ProWrite = (api: ApiClient, proId: number) => Promise<ProProfile>;

/**
 * Runs a write that answers the whole profile: shows "Saved", or the server's message as an
 * alert (spec 000 §8), and keeps the field the server named so the form can mark it.
 */
export function useProSave(onSaved: (profile: ProProfile) => void) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const save = useCallback(
    async (proId: number, write: ProWrite, success: string = PAGE_TEXTS.saved): Promise<boolean> => {
      setSaving(true);
      setError(undefined);
      try {
        onSaved(await write(api, proId));
        notify({ kind: 'snackbar', type: 'success', message: success });
        return true;
      } catch (e) {
        const failure = toApiError(e);
        setError(failure);
        notify({ kind: 'alert', type: 'error', message: failure.message });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [api, notify, onSaved],
  );
  return { save, saving, error };
}

