import { describe, expect, it } from 'vitest';
import { ASSISTANT_TEXTS, JOB_TEXTS } from './ui';

// The spec's words, quoted; a changed text must be a deliberate spec change.
describe('texts of the jobs domain (spec 001 §4, §8)', () => {
  it('job posts and the assistant', () => {
    expect(JOB_TEXTS.posted('CNC Operator')).toBe('CNC Operator job post is Live.');
    expect(JOB_TEXTS.noSlotsServerMessage).toBe('There are no job slots available');
    expect(ASSISTANT_TEXTS.descriptionStopped).toBe('Job description generation stopped');
  });
});
