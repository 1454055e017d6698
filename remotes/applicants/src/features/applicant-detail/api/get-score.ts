import type { ApiClient } from '@floorhire/api-client';
import { ScoreAnswerSchema, type ScoreEvidence } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

export interface ShownScore {
  score: number | null;
  evidence: ScoreEvidence | null;
  /** True when GET /score failed and the applicant's stored score is shown instead. */
  fallback: boolean;
}

/**
 * GET /score?jobApplicationId= (spec 002 §7); when the scoring service cannot answer, fall back
 * to the score stored on the applicant (GET job-applicant/{id}).
 */
export async function fetchScore(api: ApiClient, jobApplicationId: number, stored: { score: number | null; evidence: ScoreEvidence | null }, signal?: AbortSignal): Promise<ShownScore> {
  try {
    const answer = await api.scoring.get('/score', { schema: ScoreAnswerSchema, query: { jobApplicationId }, ...(signal ? { signal } : {}) });
    return { score: answer.score, evidence: answer.evidence, fallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ...stored, fallback: true };
  }
}

export function useScore(jobApplicationId: number, stored: { score: number | null; evidence: ScoreEvidence | null } | undefined) {
  const api = useApi();
  return useResource(stored ? `score:${jobApplicationId}` : null, (signal) => fetchScore(api, jobApplicationId, stored!, signal));
}
