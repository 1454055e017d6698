import type { ApiClient } from '@floorhire/api-client';
import { SendScreeningAnswerSchema } from '@floorhire/domain-applications';

/**
 * POST /job-applicant/{id}/send-screening. The Idempotency-Key makes a double click one e-mail.
 * Failures are swallowed by the caller (spec 001 §8: "errors swallowed silently").
 */
export function sendScreening(api: ApiClient, id: number, idempotencyKey: string = crypto.randomUUID()) {
  return api.applications.post(`/job-applicant/${id}/send-screening`, { schema: SendScreeningAnswerSchema, headers: { 'idempotency-key': idempotencyKey } });
}
