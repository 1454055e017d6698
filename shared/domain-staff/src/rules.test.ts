import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACT_AS_SESSION_TEXTS, ACT_AS_SESSION_TITLE_MAX, CreateActAsSessionBodySchema, normalizeActAsSessionTitle } from './index';

describe('staff rules', () => {
  it('stores a title trimmed, with single spaces', () => {
    expect(normalizeActAsSessionTitle('  Night   shift \n welders ')).toBe('Night shift welders');
  });

  it('refuses an empty or too long title in the domain\'s words', () => {
    const issue = (title: unknown) => v.safeParse(CreateActAsSessionBodySchema, { title }).issues?.[0]?.message;
    expect(issue('   ')).toBe(ACT_AS_SESSION_TEXTS.titleRequired);
    expect(issue('x'.repeat(ACT_AS_SESSION_TITLE_MAX + 1))).toBe(ACT_AS_SESSION_TEXTS.titleTooLong(ACT_AS_SESSION_TITLE_MAX));
    expect(issue('x'.repeat(ACT_AS_SESSION_TITLE_MAX))).toBeUndefined();
  });
});
