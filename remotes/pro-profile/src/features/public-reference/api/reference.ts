import type { ApiClient } from '@floorhire/api-client';
import { PRO_PROFILE_TEXTS, PublicReferenceSchema, type EndorsementBody, type PublicReference } from '@floorhire/domain-pro-profile';

/** GET /public/reference/{uuid}. */
export function fetchReference(api: ApiClient, uuid: string, signal?: AbortSignal): Promise<PublicReference> {
  return api.employer.get(`public/reference/${encodeURIComponent(uuid)}`, { schema: PublicReferenceSchema, fallbackMessage: PRO_PROFILE_TEXTS.referenceNotFound, ...(signal ? { signal } : {}) });
}

/** PATCH /public/reference/{uuid} with the endorsement. */
export function endorse(api: ApiClient, uuid: string, body: EndorsementBody): Promise<PublicReference> {
  return api.employer.patch(`public/reference/${encodeURIComponent(uuid)}`, { schema: PublicReferenceSchema, body, fallbackMessage: PRO_PROFILE_TEXTS.couldNotSubmitEndorsement });
}
