import { CUSTOM_SHIFT, NonNegativeNumberSchema, RequiredStringSchema, ZipSchema, fieldError, type PayPeriod } from '@floorhire/rules';
import { JOB_API_ERRORS, JOB_TEXTS, SCREENER_QUESTIONS, screenerQuestionsProblem, toJobPayload, type JobDto, type MachineSelection, type UpdateJobBody } from '@floorhire/domain-jobs';
import type { WizardStep } from './wizard-steps';

/** The wizard's form: text inputs keep text, the payload converts (spec 001 §3). */
export interface JobForm {
  employerId: number | null;
  employerName: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  anonymous: boolean;
  displayTitle: string;
  jobTitleId: number | null;
  employerAssigneeId: number | null;
  assigneeId: number | null;
  hireType: string;
  /** '' is not chosen yet; 'multiple' is Multiple Shifts (null on the wire). */
  shift: '' | 'multiple' | '0' | '1' | '2' | '3' | '4';
  startTime: string;
  endTime: string;
  payRatePeriod: PayPeriod;
  payRateMin: string;
  payRateMax: string;
  payRateSalaryMin: string;
  payRateSalaryMax: string;
  experience: '' | 'entry' | 'mid' | 'senior';
  knowledgeDisciplineIds: number[];
  machines: MachineSelection[];
  materialIds: number[];
  rawDescription: string;
  descriptionMarkdown: string;
  /** The user edited the enriched text; otherwise the server re-enriches a changed raw text. */
  descriptionEdited: boolean;
  screenerQuestions: string[];
  screeningAction: 'screen' | 'url';
  employerCareerSiteUrl: string;
  autoSubmission: boolean;
  hiresPerPosition: string;
  minimumApplicantsPerWeek: string;
}

export type FormErrors = Partial<Record<keyof JobForm | `screenerQuestions.${number}`, string>>;

export function emptyForm(employer: { id: number | null; name: string }, assigneeId: number | null): JobForm {
  return {
    employerId: employer.id,
    employerName: employer.name,
    street1: '',
    city: '',
    state: '',
    postalCode: '',
    anonymous: false,
    displayTitle: '',
    jobTitleId: null,
    employerAssigneeId: assigneeId,
    assigneeId: null,
    hireType: '',
    shift: '',
    startTime: '',
    endTime: '',
    payRatePeriod: 'hourly',
    payRateMin: '',
    payRateMax: '',
    payRateSalaryMin: '',
    payRateSalaryMax: '',
    experience: '',
    knowledgeDisciplineIds: [],
    machines: [],
    materialIds: [],
    rawDescription: '',
    descriptionMarkdown: '',
    descriptionEdited: false,
    screenerQuestions: ['', '', ''],
    screeningAction: 'screen',
    employerCareerSiteUrl: '',
    autoSubmission: false,
    hiresPerPosition: '',
    minimumApplicantsPerWeek: '',
  };
}

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formFromJob(job: JobDto): JobForm {
  const questions = [...job.screenerQuestions].sort((a, b) => a.displayOrder - b.displayOrder).map((q) => q.question);
  while (questions.length < SCREENER_QUESTIONS.min) questions.push('');
  return {
    employerId: job.employerId,
    employerName: job.employer.name,
    street1: job.street1 ?? '',
    city: job.city ?? '',
    state: job.state ?? '',
    postalCode: job.postalCode ?? '',
    anonymous: job.anonymous,
    displayTitle: job.displayTitle ?? job.jobTitleCustom ?? job.jobTitle?.title ?? '',
    jobTitleId: job.jobTitleId,
    employerAssigneeId: job.employerAssigneeId,
    assigneeId: job.assigneeId,
    hireType: job.hireType ?? '',
    shift: job.shift === null ? (job.status === 'draft' ? '' : 'multiple') : (String(job.shift) as JobForm['shift']),
    startTime: job.startTime ?? '',
    endTime: job.endTime ?? '',
    payRatePeriod: job.payRatePeriod,
    payRateMin: str(job.payRateMin),
    payRateMax: str(job.payRateMax),
    payRateSalaryMin: str(job.payRateSalaryMin),
    payRateSalaryMax: str(job.payRateSalaryMax),
    experience: (job.experience ?? '') as JobForm['experience'],
    knowledgeDisciplineIds: job.jobKnowledgeDisciplineMaps.map((m) => m.knowledgeDisciplineId),
    machines: job.jobMachineMaps.map((m) => ({ machineId: m.machineId, brandIds: m.jobMachineBrandMaps.map((b) => b.brandId) })),
    materialIds: job.jobMaterialMaps.map((m) => m.materialId),
    rawDescription: job.rawDescription ?? '',
    descriptionMarkdown: job.description.markdown ?? '',
    descriptionEdited: false,
    screenerQuestions: questions,
    screeningAction: job.screeningAction,
    employerCareerSiteUrl: job.employerCareerSiteUrl ?? '',
    autoSubmission: job.autoSubmission,
    hiresPerPosition: str(job.hiresPerPosition),
    minimumApplicantsPerWeek: str(job.minimumApplicantsPerWeek),
  };
}

/** Text to a number for the payload: '' is null; anything unreadable is NaN (validation says so). */
export function toNumber(text: string): number | null {
  const trimmed = text.trim().replace(/[$,]/gu, '');
  if (trimmed === '') return null;
  return /^(?:\d+\.?\d*|\.\d+|-\d+\.?\d*)$/u.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const required = (value: string) => fieldError(RequiredStringSchema, value);

function payError(text: string): string | undefined {
  const value = toNumber(text);
  if (value === null) return undefined;
  return fieldError(NonNegativeNumberSchema, value);
}

/**
 * Field errors of one step (spec 001 §5, spec 000 §5 messages). Staff may leave the display
 * title empty (§5); shift Other needs both times; screener questions 3 to 7, none empty.
 */
export function validateStep(step: WizardStep, form: JobForm, viewer: { isStaff: boolean }): FormErrors {
  const errors: FormErrors = {};
  const put = (field: keyof FormErrors, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  switch (step) {
    case 'company-information':
      if (form.employerId === null) put('employerId', required(''));
      put('street1', required(form.street1));
      put('city', required(form.city));
      put('employerName', required(form.employerName));
      put('postalCode', required(form.postalCode) ?? fieldError(ZipSchema, form.postalCode));
      put('state', required(form.state));
      break;
    case 'job-details': {
      if (!viewer.isStaff) put('displayTitle', required(form.displayTitle));
      if (form.employerAssigneeId === null) put('employerAssigneeId', required(''));
      put('hireType', required(form.hireType));
      if (form.shift === '0') {
        put('startTime', required(form.startTime));
        put('endTime', required(form.endTime));
      }
      const [minField, maxField] = form.payRatePeriod === 'annual' ? (['payRateSalaryMin', 'payRateSalaryMax'] as const) : (['payRateMin', 'payRateMax'] as const);
      put(minField, payError(form[minField]));
      put(maxField, payError(form[maxField]));
      const low = toNumber(form[minField]);
      const high = toNumber(form[maxField]);
      if (!errors[minField] && !errors[maxField] && low !== null && high !== null && high < low) put(maxField, JOB_API_ERRORS.payRangeReversed);
      break;
    }
    case 'job-description':
      put('rawDescription', required(form.rawDescription));
      // The enriched text comes from the server when only the raw text changed.
      if (form.descriptionEdited || form.rawDescription.trim() === '') put('descriptionMarkdown', required(form.descriptionMarkdown));
      break;
    case 'screener-questions':
    case 'candidate-screening':
      if (form.screeningAction === 'url') {
        const url = form.employerCareerSiteUrl.trim();
        if (url === '') put('employerCareerSiteUrl', JOB_API_ERRORS.careerSiteUrlRequired);
        else if (!/^https?:\/\/\S+\.\S+/iu.test(url)) put('employerCareerSiteUrl', JOB_API_ERRORS.invalidCareerSiteUrl);
      } else if (step === 'screener-questions') {
        form.screenerQuestions.forEach((q, i) => {
          if (q.trim() === '') put(`screenerQuestions.${i}`, JOB_API_ERRORS.screenerQuestionEmpty);
        });
        put('screenerQuestions', screenerQuestionsProblem(form.screenerQuestions));
      }
      break;
    default:
      break;
  }
  return errors;
}

/** The spec's summary message when any job-details rule fails (§5: "Job information missing"). */
export const MISSING_INFORMATION = JOB_TEXTS.missingInformation;

/** Steps whose rules fail; review submits only when this is empty. */
export function invalidSteps(steps: readonly WizardStep[], form: JobForm, viewer: { isStaff: boolean }): WizardStep[] {
  return steps.filter((step) => Object.keys(validateStep(step, form, viewer)).length > 0);
}

/**
 * The body of PATCH /job/{id} (and POST /job without employerId/status) from the form: §3 via
 * toJobPayload (only the pay pair of the period, times only for shift Other, no empty
 * assignee); the staff-only assignee only from staff.
 */
export function toSaveBody(form: JobForm, viewer: { isStaff: boolean }, options: { draft: boolean }): UpdateJobBody {
  const shift = form.shift === '' || form.shift === 'multiple' ? null : Number(form.shift);
  const num = (text: string) => {
    const value = toNumber(text);
    return value === null || Number.isNaN(value) ? null : value;
  };
  const base = toJobPayload({
    displayTitle: form.displayTitle.trim() || null,
    employerAssigneeId: form.employerAssigneeId,
    hireType: form.hireType || null,
    shift,
    startTime: form.startTime || null,
    endTime: form.endTime || null,
    payRatePeriod: form.payRatePeriod,
    payRateMin: num(form.payRateMin),
    payRateMax: num(form.payRateMax),
    payRateSalaryMin: num(form.payRateSalaryMin),
    payRateSalaryMax: num(form.payRateSalaryMax),
  });
  const body: UpdateJobBody = {
    ...(base as Partial<UpdateJobBody>),
    experience: form.experience || null,
    rawDescription: form.rawDescription.trim() || null,
    street1: form.street1.trim() || null,
    city: form.city.trim() || null,
    state: form.state || null,
    postalCode: /^\d{5}$/u.test(form.postalCode.trim()) ? form.postalCode.trim() : null,
    anonymous: form.anonymous,
    autoSubmission: form.autoSubmission,
    hiresPerPosition: num(form.hiresPerPosition),
    minimumApplicantsPerWeek: num(form.minimumApplicantsPerWeek),
    screeningAction: form.screeningAction,
    employerCareerSiteUrl: form.screeningAction === 'url' && form.employerCareerSiteUrl.trim() ? form.employerCareerSiteUrl.trim() : null,
    knowledgeDisciplineIds: form.knowledgeDisciplineIds,
    machines: form.machines,
    materialIds: form.materialIds,
    // A draft keeps what was typed so far; blank rows are never sent.
    screenerQuestions: options.draft ? form.screenerQuestions.map((q) => q.trim()).filter((q) => q !== '') : form.screenerQuestions.map((q) => q.trim()),
  };
  if (form.jobTitleId !== null) body.jobTitleId = form.jobTitleId;
  if (form.descriptionEdited) body.descriptionMarkdown = form.descriptionMarkdown.trim() || null;
  if (viewer.isStaff && form.assigneeId !== null) body.assigneeId = form.assigneeId;
  if (shift !== CUSTOM_SHIFT) {
    delete body.startTime;
    delete body.endTime;
  }
  return body;
}
