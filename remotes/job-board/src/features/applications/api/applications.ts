import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { ApplicantListItemSchema, InterviewSchema, ScreenerAnswerListSchema, type InterviewDto } from '@floorhire/domain-applications';
import { ProApplicationListSchema } from '@floorhire/domain-job-board';
import { useApi, useResource } from '@floorhire/remote-kit';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /pro/{id}/job-applicant: the pro's own applications. */
export function fetchMyApplications(api: ApiClient, userId: number, signal?: AbortSignal) {
  return api.jobBoardSearch.get(`/pro/${userId}/job-applicant`, { schema: ProApplicationListSchema, ...withSignal(signal) });
}
export function useMyApplications(userId: number) {
  const api = useApi();
  return useResource(userId > 0 ? `my-applications:${userId}` : null, (signal) => fetchMyApplications(api, userId, signal));
}

/** GET /job-applicant/{id}/interview: the current interview or null. */
export function fetchInterview(api: ApiClient, id: number, signal?: AbortSignal): Promise<InterviewDto | null> {
  return api.applications.get(`/job-applicant/${id}/interview`, { schema: v.nullable(InterviewSchema), ...withSignal(signal) });
}
export function useInterview(id: number | null) {
  const api = useApi();
  return useResource(id === null ? null : `interview:${id}`, (signal) => fetchInterview(api, id!, signal));
}

/**
 * PATCH .../interview-slot/{slotId}: the pro accepts or rejects a time the employer proposed,
 * or confirms attendance of the accepted one (spec 002 §4: proposed, then accepted or
 * canceled; attendance can be confirmed).
 */
export function answerSlot(api: ApiClient, applicantId: number, interviewId: number, slotId: number, status: 'Accepted' | 'Rejected' | 'Confirmed') {
  return api.applications.patch(`/job-applicant/${applicantId}/interview/${interviewId}/interview-slot/${slotId}`, { schema: InterviewSchema, body: { status } });
}

/** POST .../interview-slot: the pro proposes other times, as dates and times in their own zone. */
export function proposeTimes(api: ApiClient, applicantId: number, interviewId: number, slots: { date: string; times: string[] }[], timezone: string) {
  return api.applications.post(`/job-applicant/${applicantId}/interview/${interviewId}/interview-slot`, {
    schema: InterviewSchema,
    body: { slots, timezone, proposer: 'Skilled Pro' },
    query: { silent: false },
  });
}

/** PATCH /job-applicant/{id}: withdraw = Not interested with the reason (spec 002 §4). */
export function withdrawApplication(api: ApiClient, id: number, reason: string) {
  return api.applications.patch(`/job-applicant/${id}`, {
    schema: v.object({ changed: v.boolean(), applicant: ApplicantListItemSchema }),
    body: { status: 'Not interested', notInterestedReason: reason.trim() || null },
  });
}

/** GET /job-applicant/{id}/screener-question-answers. */
export function fetchScreening(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.applications.get(`/job-applicant/${id}/screener-question-answers`, { schema: ScreenerAnswerListSchema, ...withSignal(signal) });
}
export function useScreening(id: number | null) {
  const api = useApi();
  return useResource(id === null ? null : `screening:${id}`, (signal) => fetchScreening(api, id!, signal));
}

/** PUT /job-applicant/{id}/screener-question-answers. */
export function saveAnswers(api: ApiClient, id: number, answers: { screenerQuestionId: number; answer: string }[]) {
  return api.applications.put(`/job-applicant/${id}/screener-question-answers`, { schema: ScreenerAnswerListSchema, body: { answers } });
}
