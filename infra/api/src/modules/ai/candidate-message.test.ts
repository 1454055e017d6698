import { describe, expect, it } from 'vitest';
import { composeCandidateMessage, DRAFT_MAX_LENGTH, latestRole, type CandidateMessageInput } from './candidate-message';
import { localTextGenerator } from './local-generator';

const base: CandidateMessageInput = {
  proFirstName: 'Ann',
  senderFirstName: 'Maria',
  employerName: 'Acme Plastics',
  jobTitle: 'Injection Molding Technician',
  jobCity: 'Elgin',
  jobState: 'IL',
  resume: 'Molding Setup Tech at Plastix Inc, 2019 – present\nEducation: Harper College',
  previousMessages: [],
};

describe('the local candidate message', () => {
  it('opens with the sender and company, the pro\'s latest role and the job with its place', () => {
    const text = composeCandidateMessage(base);
    expect(text).toMatch(/^(Hi|Hello) Ann, this is Maria with Acme Plastics\./u);
    expect(text).toContain('a Molding Setup Tech at Plastix Inc');
    expect(text).toContain('Injection Molding Technician in Elgin, IL');
    expect(text.length).toBeLessThanOrEqual(DRAFT_MAX_LENGTH);
  });

  it('answers the pro\'s last reply instead of introducing itself again', () => {
    const text = composeCandidateMessage({ ...base, previousMessages: [{ role: 'employer', content: 'Hi Ann' }, { role: 'pro', content: 'What shift is it?' }] });
    expect(text).not.toContain('this is Maria');
    expect(text).toMatch(/thank/iu);
    expect(text).toMatch(/question/iu);
    expect(text).not.toContain('Plastix');
  });

  it('follows up when the employer wrote last, and is the same text for the same input', () => {
    const input = { ...base, previousMessages: [{ role: 'employer' as const, content: 'Hi Ann, are you looking?' }] };
    expect(composeCandidateMessage(input)).toMatch(/following up|checking back/u);
    expect(composeCandidateMessage(input)).toBe(composeCandidateMessage(input));
  });

  it('varies the words between pros and works without a job or resume', () => {
    const texts = new Set(['Ann', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay'].map((proFirstName) => composeCandidateMessage({ ...base, proFirstName }).replace(/^\w+ \w+,/u, '')));
    expect(texts.size).toBeGreaterThan(1);
    const bare = composeCandidateMessage({ ...base, jobTitle: null, jobCity: null, jobState: null, resume: null });
    expect(bare).toMatch(/^(Hi|Hello) Ann, this is Maria with Acme Plastics\. [A-Z]/u);
  });

  it('is what the local generator answers', async () => {
    expect(await localTextGenerator.candidateMessage(base)).toBe(composeCandidateMessage(base));
  });
});

describe('latestRole', () => {
  it('reads the first line of a resume as title and company', () => {
    expect(latestRole('Work: Welder at Steel Co, 2020 – present\nMIG')).toEqual({ title: 'Welder', company: 'Steel Co' });
    expect(latestRole('Education: Harper College')).toBeNull();
    expect(latestRole('Forklift Operator')).toEqual({ title: 'Forklift Operator', company: null });
    expect(latestRole(null)).toBeNull();
  });
});
