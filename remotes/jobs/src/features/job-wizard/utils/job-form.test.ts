import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@floorhire/rules';
import { JOB_API_ERRORS, JOB_TEXTS } from '@floorhire/domain-jobs';
import { emptyForm, invalidSteps, MISSING_INFORMATION, toSaveBody, validateStep, type JobForm } from './job-form';
import { CREATE_STEPS, EDIT_STEPS, neighbours } from './wizard-steps';

const employer = { isStaff: false };
const staff = { isStaff: true };

function complete(patch: Partial<JobForm> = {}): JobForm {
  return {
    ...emptyForm({ id: 1, name: 'Acme Machining' }, 7),
    street1: '1200 Industrial Pkwy',
    city: 'Dayton',
    state: 'OH',
    postalCode: '45402',
    displayTitle: 'CNC Machinist',
    hireType: 'Full-Time',
    shift: '1',
    payRateMin: '24',
    payRateMax: '31.5',
    rawDescription: 'Run the Haas mills.',
    screenerQuestions: ['One?', 'Two?', 'Three?'],
    ...patch,
  };
}

describe('company information (spec 001 §5)', () => {
  it('requires Company Address, City, Employer Name, Zip Code and State', () => {
    const errors = validateStep('company-information', { ...emptyForm({ id: 1, name: '' }, 7) }, employer);
    expect(errors).toEqual({ street1: 'Required.', city: 'Required.', employerName: 'Required.', postalCode: 'Required.', state: 'Required.' });
  });

  it('wants a 5-digit ZIP code in the words of spec 000 §5', () => {
    expect(validateStep('company-information', complete({ postalCode: '4540' }), employer).postalCode).toBe('Please enter a valid 5-digit ZIP code');
    expect(validateStep('company-information', complete(), employer)).toEqual({});
  });
});

describe('job details (spec 001 §5)', () => {
  it('requires the display title for employers but not for staff', () => {
    const form = complete({ displayTitle: '  ' });
    expect(validateStep('job-details', form, employer).displayTitle).toBe(VALIDATION_MESSAGES.required);
    expect(validateStep('job-details', form, staff).displayTitle).toBeUndefined();
  });

  it('requires the hiring contact and the hire type', () => {
    const errors = validateStep('job-details', complete({ employerAssigneeId: null, hireType: '' }), employer);
    expect(errors.employerAssigneeId).toBe(VALIDATION_MESSAGES.required);
    expect(errors.hireType).toBe(VALIDATION_MESSAGES.required);
  });

  it('accepts pay of 0 or more and rejects negative pay with the spec message', () => {
    expect(validateStep('job-details', complete({ payRateMin: '0', payRateMax: '0' }), employer)).toEqual({});
    expect(validateStep('job-details', complete({ payRateMin: '-1' }), employer).payRateMin).toBe('This value must be greater or equal than 0');
    expect(validateStep('job-details', complete({ payRatePeriod: 'annual', payRateSalaryMax: '-5' }), employer).payRateSalaryMax).toBe('This value must be greater or equal than 0');
  });

  it('checks only the pay pair of the chosen period', () => {
    const form = complete({ payRatePeriod: 'annual', payRateMin: '-3', payRateSalaryMin: '50000', payRateSalaryMax: '40000' });
    const errors = validateStep('job-details', form, employer);
    expect(errors.payRateMin).toBeUndefined();
    expect(errors.payRateSalaryMax).toBe(JOB_API_ERRORS.payRangeReversed);
  });

  it('asks for start and end time only when the shift is Other', () => {
    expect(validateStep('job-details', complete({ shift: '0' }), employer)).toEqual({ startTime: 'Required.', endTime: 'Required.' });
    expect(validateStep('job-details', complete({ shift: '2' }), employer)).toEqual({});
    expect(validateStep('job-details', complete({ shift: '0', startTime: '06:00', endTime: '14:30' }), employer)).toEqual({});
  });

  it('summarises a failure with the spec message', () => {
    expect(MISSING_INFORMATION).toBe('Please complete the missing information in the job post.');
    expect(JOB_TEXTS.missingInformation).toBe(MISSING_INFORMATION);
  });
});

describe('job description (spec 001 §5)', () => {
  it('requires the Job Description and, when edited, the Enriched Job Description', () => {
    expect(validateStep('job-description', complete({ rawDescription: '' }), employer)).toEqual({ rawDescription: 'Required.', descriptionMarkdown: 'Required.' });
    expect(validateStep('job-description', complete({ descriptionEdited: true, descriptionMarkdown: ' ' }), employer)).toEqual({ descriptionMarkdown: 'Required.' });
    // Untouched, the server enriches the raw text on save.
    expect(validateStep('job-description', complete(), employer)).toEqual({});
  });
});

describe('screener questions: 3 to 7, none empty (spec 001 §5, §9)', () => {
  const withQuestions = (n: number) => complete({ screenerQuestions: Array.from({ length: n }, (_, i) => `Question ${i + 1}?`) });

  it('rejects fewer than 3 and more than 7', () => {
    expect(validateStep('screener-questions', withQuestions(2), employer).screenerQuestions).toBe('Add at least 3 screener questions');
    expect(validateStep('screener-questions', withQuestions(8), employer).screenerQuestions).toBe('Add no more than 7 screener questions');
  });

  it('accepts 3 and 7', () => {
    expect(validateStep('screener-questions', withQuestions(3), employer)).toEqual({});
    expect(validateStep('screener-questions', withQuestions(7), employer)).toEqual({});
  });

  it('counts a question of spaces as empty and marks that row', () => {
    const errors = validateStep('screener-questions', complete({ screenerQuestions: ['One?', '   ', 'Three?'] }), employer);
    expect(errors['screenerQuestions.1']).toBe(JOB_API_ERRORS.screenerQuestionEmpty);
    expect(errors.screenerQuestions).toBe(JOB_API_ERRORS.screenerQuestionEmpty);
  });

  it('needs a career-site URL instead when candidates are screened on the employer site', () => {
    const form = complete({ screeningAction: 'url', screenerQuestions: [] });
    expect(validateStep('screener-questions', form, employer).employerCareerSiteUrl).toBe(JOB_API_ERRORS.careerSiteUrlRequired);
    expect(validateStep('candidate-screening', { ...form, employerCareerSiteUrl: 'careers' }, employer).employerCareerSiteUrl).toBe(JOB_API_ERRORS.invalidCareerSiteUrl);
    expect(validateStep('screener-questions', { ...form, employerCareerSiteUrl: 'https://careers.acme.test/jobs/1' }, employer)).toEqual({});
  });
});

describe('payload rules (spec 001 §3)', () => {
  it('sends only the hourly pair for an hourly job', () => {
    const body = toSaveBody(complete({ payRateSalaryMin: '50000', payRateSalaryMax: '60000' }), employer, { draft: false });
    expect(body).toMatchObject({ payRatePeriod: 'hourly', payRateMin: 24, payRateMax: 31.5 });
    expect(body).not.toHaveProperty('payRateSalaryMin');
    expect(body).not.toHaveProperty('payRateSalaryMax');
  });

  it('sends only the salary pair for an annual job', () => {
    const body = toSaveBody(complete({ payRatePeriod: 'annual', payRateSalaryMin: '52,000', payRateSalaryMax: '61000' }), employer, { draft: false });
    expect(body).toMatchObject({ payRatePeriod: 'annual', payRateSalaryMin: 52000, payRateSalaryMax: 61000 });
    expect(body).not.toHaveProperty('payRateMin');
    expect(body).not.toHaveProperty('payRateMax');
  });

  it('sends start and end time only for shift Other (0); Multiple Shifts is null', () => {
    const other = toSaveBody(complete({ shift: '0', startTime: '06:00', endTime: '14:30' }), employer, { draft: false });
    expect(other).toMatchObject({ shift: 0, startTime: '06:00', endTime: '14:30' });
    const first = toSaveBody(complete({ shift: '1', startTime: '06:00', endTime: '14:30' }), employer, { draft: false });
    expect(first.shift).toBe(1);
    expect(first).not.toHaveProperty('startTime');
    expect(first).not.toHaveProperty('endTime');
    expect(toSaveBody(complete({ shift: 'multiple' }), employer, { draft: false }).shift).toBeNull();
  });

  it('omits the assignee when empty, and the staff assignee unless staff sent it', () => {
    expect(toSaveBody(complete({ employerAssigneeId: null }), employer, { draft: true })).not.toHaveProperty('employerAssigneeId');
    expect(toSaveBody(complete(), employer, { draft: true }).employerAssigneeId).toBe(7);
    expect(toSaveBody(complete({ assigneeId: 3 }), employer, { draft: true })).not.toHaveProperty('assigneeId');
    expect(toSaveBody(complete({ assigneeId: 3 }), staff, { draft: true }).assigneeId).toBe(3);
  });

  it('sends the career-site URL only with the url screening action', () => {
    expect(toSaveBody(complete({ employerCareerSiteUrl: 'https://x.test' }), employer, { draft: false }).employerCareerSiteUrl).toBeNull();
    expect(toSaveBody(complete({ screeningAction: 'url', employerCareerSiteUrl: ' https://x.test/jobs ' }), employer, { draft: false })).toMatchObject({ screeningAction: 'url', employerCareerSiteUrl: 'https://x.test/jobs' });
  });

  it('keeps a draft’s typed questions but never sends blank rows', () => {
    expect(toSaveBody(complete({ screenerQuestions: ['One?', '', ' Two? '] }), employer, { draft: true }).screenerQuestions).toEqual(['One?', 'Two?']);
  });

  it('sends the enriched text only when the user edited it', () => {
    expect(toSaveBody(complete({ descriptionMarkdown: '## Old' }), employer, { draft: true })).not.toHaveProperty('descriptionMarkdown');
    expect(toSaveBody(complete({ descriptionMarkdown: '## Mine', descriptionEdited: true }), employer, { draft: true }).descriptionMarkdown).toBe('## Mine');
  });
});

describe('steps and flow (spec 001 §2)', () => {
  it('creates in six steps and edits in seven with candidate-screening before review', () => {
    expect(CREATE_STEPS).toEqual(['company-information', 'job-details', 'skilled-keywords', 'job-description', 'screener-questions', 'review']);
    expect(EDIT_STEPS.at(-2)).toBe('candidate-screening');
    expect(neighbours('company-information', 'createFlow')).toEqual({ back: null, next: 'job-details' });
    expect(neighbours('review', 'editFlow')).toEqual({ back: 'candidate-screening', next: null });
  });

  it('lists the steps that still block posting', () => {
    expect(invalidSteps(CREATE_STEPS, complete(), employer)).toEqual([]);
    expect(invalidSteps(CREATE_STEPS, complete({ city: '', screenerQuestions: ['a', 'b'] }), employer)).toEqual(['company-information', 'screener-questions']);
  });
});
