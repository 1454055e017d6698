import type { ApiClient } from '@floorhire/api-client';
import type { ApplicantStatus } from '@floorhire/rules';
import { runBulkStatusChange, type BulkOutcome } from '@floorhire/domain-applications';
import { patchApplicant } from '#app/api/patch-applicant';

/**
 * Bulk status change of spec 001 §4: applicants already in the target are skipped, the rest are
 * patched at most 5 at a time (promisePool), and the outcome carries the §8 notice ("No status
 * changed" when nothing moved). The server answers changed:false for a no-op, which counts as
 * not changed too.
 */
export function bulkChangeStatus(
  api: ApiClient,
  applicants: readonly { id: number; status: string }[],
  target: ApplicantStatus,
  options: { silent?: boolean; concurrency?: number } = {},
): Promise<BulkOutcome> {
  return runBulkStatusChange(
    applicants,
    target,
    async (applicant) => ({ changed: (await patchApplicant(api, applicant.id, { status: target }, { silent: options.silent ?? true })).changed }),
    options.concurrency ?? 5,
  );
}
