import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { type PatchApplicantBodySchema, PatchApplicantAnswerSchema } from '@floorhire/domain-applications';

/** PATCH job-applicant/{id} from the detail page: status with an optional rejection reason; silent by default. */
export function patchApplicantStatus(api: ApiClient, id: number, body: v.InferInput<typeof PatchApplicantBodySchema>, options: { silent?: boolean } = {}) {
  return api.applications.patch(`/job-applicant/${id}`, { schema: PatchApplicantAnswerSchema, body, query: { silent: options.silent ?? true } });
}
