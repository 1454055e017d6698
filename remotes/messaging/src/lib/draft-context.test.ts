import { describe, expect, it } from 'vitest';
import { DRAFT_PREVIOUS_MAX } from '@floorhire/domain-messaging';
import { draftBody, previousMessages, resumeText } from './draft-context';
import type { ThreadItem } from './thread';

const item = (id: number | null, direction: ThreadItem['direction'], message: string): ThreadItem => ({ id, direction, message, createTs: '2026-01-01T00:00:00.000Z', senderName: '' });

describe('the AI draft request', () => {
  it('writes the resume with the current role first, then older ones and education', () => {
    const text = resumeText({
      work: [
        { id: 1, employerName: 'Old Shop', jobTitle: 'Helper', startYYYYMM: 201501, endYYYYMM: 201812 },
        { id: 2, employerName: 'Acme Tool', jobTitle: 'CNC Operator', startYYYYMM: 201901, endYYYYMM: null },
      ],
      education: [{ id: 3, kind: 'school', school: 'Harper College', degree: 'AAS', endYYYYMM: 201405 }],
    });
    expect(text.split('\n')).toEqual(['CNC Operator at Acme Tool, 01/2019 – present', 'Helper at Old Shop, 01/2015 – 12/2018', 'Education: AAS, Harper College']);
  });

  it('sends sent messages only, the latest ones, as employer and pro', () => {
    const items = [item(1, 'outbound', 'Hi'), item(2, 'inbound', 'Hello'), item(null, 'outbound', 'unsent')];
    expect(previousMessages(items)).toEqual([
      { role: 'employer', content: 'Hi' },
      { role: 'pro', content: 'Hello' },
    ]);
    const many = Array.from({ length: DRAFT_PREVIOUS_MAX + 5 }, (_, i) => item(i + 1, 'outbound', `m${i + 1}`));
    expect(previousMessages(many)).toHaveLength(DRAFT_PREVIOUS_MAX);
    expect(previousMessages(many).at(-1)!.content).toBe(`m${DRAFT_PREVIOUS_MAX + 5}`);
  });

  it("takes the job's place from the best match, or from the conversation's own job", () => {
    const top = { conversationId: 1, preferredJobTitle: null, matches: [{ id: 4, jobTitle: 'Welder', city: 'Elgin', state: 'IL' }, { id: 5, jobTitle: 'Fitter', city: 'Aurora', state: 'IL' }] };
    expect(draftBody(undefined, [], top, null)).toEqual({ resume: null, previousMessages: [], jobCity: 'Elgin', jobState: 'IL' });
    expect(draftBody(undefined, [], top, 5)).toMatchObject({ jobCity: 'Aurora' });
    // A job outside the matches: the API reads its place.
    expect(draftBody(undefined, [], top, 9)).toMatchObject({ jobCity: null, jobState: null });
    expect(draftBody({ work: [], education: [] }, [], undefined, null)).toEqual({ resume: '', previousMessages: [], jobCity: null, jobState: null });
  });
});
