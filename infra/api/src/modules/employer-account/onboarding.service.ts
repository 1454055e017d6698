import { nextOnboardingStep, type Onboarding, type OnboardingStep } from '@floorhire/domain-employer-account';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import * as repo from './employer-account.repository';

// /employer/onboard remembers, on the server and per user and employer, which steps a Company
// Admin did or skipped, so they come back where they stopped on any device (ADR 295).

export async function onboardingOf(q: Queryable, auth: AuthContext, employerId: number): Promise<Onboarding> {
  const steps = await repo.onboardingSteps(q, auth.userId, employerId);
  const current = nextOnboardingStep(steps.map((s) => s.step));
  return { employerId, steps, current, finished: current === null };
}

export async function recordStep(db: Db, auth: AuthContext, employerId: number, step: OnboardingStep, outcome: 'done' | 'skipped'): Promise<Onboarding> {
  await db.transaction((tx) => repo.recordOnboardingStep(tx, auth.userId, employerId, step, outcome));
  return onboardingOf(db, auth, employerId);
}
