import { useCallback, useState } from 'react';
import type { ApiClient, ApiError } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';
import { ProProfileSchema, TaxonomyOptionsSchema, type ProProfile } from '@floorhire/domain-pro-profile';
import { toApiError, useApi, useResource } from '@floorhire/remote-kit';
import { PAGE_TEXTS } from '#app/texts';

// The reads every pro page shares: the whole profile (GET pro/me) and the taxonomy lists
// (GET pro/taxonomy-options), both under the employer service (spec 002 §7).

export function fetchProProfile(api: ApiClient, signal?: AbortSignal): Promise<ProProfile> {
  return api.employer.get('pro/me', { schema: ProProfileSchema, ...(signal ? { signal } : {}) });
}

export function useProProfile() {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchProProfile(api, signal), [api]);
  return useResource('pro-me', load);
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

