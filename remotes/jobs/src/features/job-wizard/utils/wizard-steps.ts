import { JOB_EDIT_EXTRA_STEP, JOB_TEXTS, JOB_WIZARD_STEPS, type JobField } from '@floorhire/domain-jobs';

export type CreateStep = (typeof JOB_WIZARD_STEPS)[number];
export type WizardStep = CreateStep | typeof JOB_EDIT_EXTRA_STEP;
/** Spec 001 §2 flow modes: creating, jumping back from review while creating, editing. */
export type FlowMode = 'createFlow' | 'createReview' | 'editFlow';
/** Spec 001 §2 page states. */
export type PageState = 'idle' | 'loading' | 'submitting' | 'posting' | 'drafting' | 'saving';

/** The edit flow's extra step sits before review (docs/decisions/111-job-wizard-flow.md). */
export const EDIT_STEPS: readonly WizardStep[] = [...JOB_WIZARD_STEPS.slice(0, -1), JOB_EDIT_EXTRA_STEP, 'review'];
export const CREATE_STEPS: readonly WizardStep[] = JOB_WIZARD_STEPS;

export const STEP_TITLES: Readonly<Record<WizardStep, string>> = {
  ...JOB_TEXTS.wizardSteps,
  [JOB_EDIT_EXTRA_STEP]: 'Candidate Screening',
};

/** Short labels for the step list. */
export const STEP_LABELS: Readonly<Record<WizardStep, string>> = {
  'company-information': 'Company',
  'job-details': 'Job Details',
  'skilled-keywords': 'Skill Keywords',
  'job-description': 'Description',
  'screener-questions': 'Screening Questions',
  [JOB_EDIT_EXTRA_STEP]: 'Candidate Screening',
  review: 'Review & Submit',
};

export function stepsFor(mode: FlowMode): readonly WizardStep[] {
  return mode === 'editFlow' ? EDIT_STEPS : CREATE_STEPS;
}

export function isStep(value: string | undefined, mode: FlowMode): value is WizardStep {
  return !!value && (stepsFor(mode) as readonly string[]).includes(value);
}

export function neighbours(step: WizardStep, mode: FlowMode): { back: WizardStep | null; next: WizardStep | null } {
  const steps = stepsFor(mode);
  const index = steps.indexOf(step);
  return { back: index > 0 ? (steps[index - 1] ?? null) : null, next: index >= 0 && index < steps.length - 1 ? (steps[index + 1] ?? null) : null };
}

/** Which step holds each field the completeness check names. */
export const FIELD_STEP: Readonly<Record<JobField, WizardStep>> = {
  street1: 'company-information',
  city: 'company-information',
  employerName: 'company-information',
  postalCode: 'company-information',
  state: 'company-information',
  displayTitle: 'job-details',
  employerAssigneeId: 'job-details',
  hireType: 'job-details',
  payRateMin: 'job-details',
  payRateMax: 'job-details',
  payRateSalaryMin: 'job-details',
  payRateSalaryMax: 'job-details',
  startTime: 'job-details',
  endTime: 'job-details',
  rawDescription: 'job-description',
  descriptionMarkdown: 'job-description',
  screenerQuestions: 'screener-questions',
  employerCareerSiteUrl: 'screener-questions',
};
