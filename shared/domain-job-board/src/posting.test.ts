import { describe, expect, it } from 'vitest';
import { canSubmit, JOB_BOARD_POSTING_TEXTS, missingForSubmit } from './posting';

describe('the job-board posting form', () => {
  it('has the words of spec 002 §8', () => {
    expect(JOB_BOARD_POSTING_TEXTS).toEqual({
      fetchFailed: 'Failed fetching indeed posting data. Please refresh the page or try again later.',
      saveFailed: 'Failed saving indeed posting data. Please refresh the page or try again later.',
      submitFailed: 'Failed submitting indeed form. Please refresh the page or try again later.',
    });
  });

  it('submits only with contact e-mail, first name, last name, company name and the flag (spec 002 §5)', () => {
    const full = { contactEmail: 'hr@example.test', firstName: 'Karen', lastName: 'Hoffman', companyName: 'GLTD', postsToJobBoard: true };
    expect(canSubmit(full)).toBe(true);
    expect(missingForSubmit({ ...full, lastName: '  ', postsToJobBoard: null })).toEqual(['lastName', 'postsToJobBoard']);
    expect(missingForSubmit({ ...full, postsToJobBoard: false })).toEqual(['postsToJobBoard']);
    expect(missingForSubmit({})).toEqual(['contactEmail', 'firstName', 'lastName', 'companyName', 'postsToJobBoard']);
  });
});
