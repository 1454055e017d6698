import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { type PatchSlotBodySchema, InterviewSchema } from '@floorhire/domain-applications';

export type SlotMove = v.InferInput<typeof PatchSlotBodySchema>['status'];

/** PATCH /job-applicant/{id}/interview/{interviewId}/interview-slot/{slotId} (body status). */
export function patchSlot(api: ApiClient, applicantId: number, interviewId: number, slotId: number, status: SlotMove) {
  return api.applications.patch(`/job-applicant/${applicantId}/interview/${interviewId}/interview-slot/${slotId}`, { schema: InterviewSchema, body: { status } });
}
