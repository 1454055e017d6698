import type { Queryable } from '../../db';
import * as repo from './applications.repository';

// Scores live on the application (job_applicants): the scoring module computes them and keeps
// them through these calls (docs/decisions/171).

/** The job and the pro of an application, for scoring it. */
export function applicantJobAndPro(q: Queryable, id: number): Promise<{ job_id: number; user_profile_id: number } | undefined> {
  return repo.applicantJobAndPro(q, id);
}

export function storedScore(q: Queryable, id: number): ReturnType<typeof repo.storedScore> {
  return repo.storedScore(q, id);
}

export function storeScore(q: Queryable, id: number, score: Parameters<typeof repo.storeScore>[2]): Promise<void> {
  return repo.storeScore(q, id, score);
}

/** Applications whose score was never computed, oldest first. */
export function staleScoreIds(q: Queryable, limit: number): Promise<number[]> {
  return repo.staleScoreIds(q, limit);
}

/** An application that cannot be scored (its job or pro is gone) stops being stale. */
export function markScoreSettled(q: Queryable, id: number): Promise<void> {
  return repo.markScoreSettled(q, id);
}
