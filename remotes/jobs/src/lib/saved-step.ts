// Where a draft was left, so reopening it continues at that step (spec 001 §2). The API keeps
// no wizard position, so this device remembers it; without it the first incomplete step is used
// (docs/decisions/111-job-wizard-flow.md). Only step names are stored, never personal data.
const KEY = (jobId: number) => `floorhire.jobs.wizard-step.${jobId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberStep(jobId: number, step: string): void {
  storage()?.setItem(KEY(jobId), step);
}

export function savedStep(jobId: number): string | null {
  return storage()?.getItem(KEY(jobId)) ?? null;
}

export function forgetStep(jobId: number): void {
  storage()?.removeItem(KEY(jobId));
}
