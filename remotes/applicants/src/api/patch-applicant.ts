import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { type PatchApplicantBodySchema, PatchApplicantAnswerSchema } from '@floorhire/domain-applications';

export type PatchApplicantBody = v.InferInput<typeof PatchApplicantBodySchema>;
export type PatchApplicantAnswer = v.InferOutput<typeof PatchApplicantAnswerSchema>;

/**
 * PATCH job-applicant/{id} (spec 001 §7): query silent (true unless the pro should be told),
 * body status plus extras such as rejectionReason. Never retried: a PATCH is sent once. The one
 * status change of this remote: the list, the bulk change and the detail page all send it.
 */
export function patchApplicant(api: ApiClient, id: number, body: PatchApplicantBody, options: { silent?: boolean } = {}): Promise<PatchApplicantAnswer> {
  return api.applications.patch(`/job-applicant/${id}`, { schema: PatchApplicantAnswerSchema, body, query: { silent: options.silent ?? true } });
}
