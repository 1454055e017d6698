import type { ApiClient } from '@floorhire/api-client';
import * as v from 'valibot';
import { DraftMessageAnswerSchema, TopMatchesSchema, type DraftMessageBody } from '@floorhire/domain-messaging';
import { ScoreAnswerSchema } from '@floorhire/domain-applications';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /top-matches (spec 002 §7 AI): the pro panel's top 3 with the preferred job title. */
export function fetchTopMatches(api: ApiClient, conversationId: number, signal?: AbortSignal) {
  return api.ai.get('/top-matches', { schema: TopMatchesSchema, query: { conversationId }, ...opts(signal) });
}

/** POST /top-matches/conversation/{id}/pro/{proId}/message: a draft to edit; nothing is sent. */
export function requestDraft(api: ApiClient, conversationId: number, proId: number, body: DraftMessageBody, signal?: AbortSignal) {
  return api.ai.post(`/top-matches/conversation/${conversationId}/pro/${proId}/message`, { schema: DraftMessageAnswerSchema, body, ...opts(signal) });
}

const StoredScoreSchema = v.object({ score: v.nullable(v.number()) });

/**
 * GET /score?jobApplicationId= (spec 002 §7); when it answers 'Score unavailable' (or fails),
 * the score stored on GET job-applicant/{id}.
 */
export async function fetchApplicationScore(api: ApiClient, jobApplicationId: number, signal?: AbortSignal): Promise<number | null> {
  try {
    return (await api.scoring.get('/score', { schema: ScoreAnswerSchema, query: { jobApplicationId }, ...opts(signal) })).score;
  } catch (error) {
    if (signal?.aborted) throw error;
    return (await api.applications.get(`/job-applicant/${jobApplicationId}`, { schema: StoredScoreSchema, ...opts(signal) })).score;
  }
}
