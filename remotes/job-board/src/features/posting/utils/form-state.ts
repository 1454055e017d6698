import { canSubmit, type JobBoardInformation, type JobBoardInformationPatch, type JobBoardRequest, type JobBoardRequestPatch } from '@floorhire/domain-job-board';

/** What the form holds: text as typed, numbers as text until saved. */
export interface PostingForm {
  contactEmail: string;
  firstName: string;
  lastName: string;
  companyName: string;
  postsToJobBoard: boolean;
  companyWebsite: string;
  contactPhone: string;
  jobsPerMonth: string;
  budgetPerJob: string;
  notes: string;
}

/** The form from what was saved; an employer with nothing saved starts with its own name as the company. */
export function formOf(request: JobBoardRequest | null, information: JobBoardInformation | null, employerName: string): PostingForm {
  return {
    contactEmail: request?.contactEmail ?? '',
    firstName: request?.firstName ?? '',
    lastName: request?.lastName ?? '',
    companyName: request?.companyName ?? (request ? '' : employerName),
    postsToJobBoard: request?.postsToJobBoard ?? false,
    companyWebsite: information?.companyWebsite ?? '',
    contactPhone: information?.contactPhone ?? '',
    jobsPerMonth: information?.jobsPerMonth?.toString() ?? '',
    budgetPerJob: information?.budgetPerJob?.toString() ?? '',
    notes: information?.notes ?? '',
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function requestBody(form: PostingForm): JobBoardRequestPatch {
  return { contactEmail: form.contactEmail, firstName: form.firstName, lastName: form.lastName, companyName: form.companyName, postsToJobBoard: form.postsToJobBoard };
}

export function informationBody(form: PostingForm): JobBoardInformationPatch {
  return {
    companyWebsite: form.companyWebsite,
    contactPhone: form.contactPhone.replace(/\D/gu, ''),
    jobsPerMonth: numberOrNull(form.jobsPerMonth),
    budgetPerJob: numberOrNull(form.budgetPerJob),
    notes: form.notes,
  };
}

/** Spec 002 §5 on what is typed now. */
export function formCanSubmit(form: PostingForm): boolean {
  return canSubmit({ contactEmail: form.contactEmail, firstName: form.firstName, lastName: form.lastName, companyName: form.companyName, postsToJobBoard: form.postsToJobBoard });
}
