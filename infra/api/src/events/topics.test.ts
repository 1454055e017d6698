import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/tokens';
import type { Queryable } from '../db';
import { EVENT_TEXTS, MAX_TOPICS_PER_STREAM, platformTopics, TopicListSchema } from './topics';

const db = {} as Queryable;
const caller = (over: Partial<AuthContext> = {}): AuthContext => ({ userId: 12, group: 'Expert', roles: ['user.pro'], employerIds: [5, 8], isStaff: false, ...over });

describe('TopicListSchema', () => {
  it('splits, trims and de-duplicates the comma-separated list', () => {
    expect(v.parse(TopicListSchema, ' user:12, employer:5,user:12 ')).toEqual(['user:12', 'employer:5']);
  });

  it('refuses an empty list, a malformed topic and too many topics with the stream texts', () => {
    const message = (input: string) => v.safeParse(TopicListSchema, input).issues?.[0]?.message;
    expect(message('')).toBe(EVENT_TEXTS.unknownTopic);
    expect(message('user:12,user')).toBe(EVENT_TEXTS.unknownTopic);
    expect(message('User:12')).toBe(EVENT_TEXTS.unknownTopic);
    expect(message(Array.from({ length: MAX_TOPICS_PER_STREAM + 1 }, (_, i) => `user:${i}`).join(','))).toBe(EVENT_TEXTS.tooManyTopics);
  });
});

describe('platform topic rules', () => {
  const rules = platformTopics();

  it('a user follows their own user topic and the employers they belong to, nothing else', async () => {
    expect(await rules.allows(caller(), 'user:12', db)).toBe(true);
    expect(await rules.allows(caller(), 'user:13', db)).toBe(false);
    expect(await rules.allows(caller(), 'employer:8', db)).toBe(true);
    expect(await rules.allows(caller(), 'employer:9', db)).toBe(false);
    expect(await rules.allows(caller(), 'employer:58', db)).toBe(false);
  });

  it('staff follow any topic of a known kind, and nobody one of an unknown kind', async () => {
    const staff = caller({ isStaff: true, employerIds: [] });
    expect(await rules.allows(staff, 'user:999', db)).toBe(true);
    expect(await rules.allows(staff, 'employer:1', db)).toBe(true);
    expect(await rules.allows(staff, 'billing:1', db)).toBe(false);
    expect(rules.known('billing:1')).toBe(false);
  });

  it('takes new kinds from services, once each', async () => {
    const own = platformTopics();
    own.define('conversation', (auth, id) => id === `c${auth.userId}`);
    expect(await own.allows(caller(), 'conversation:c12', db)).toBe(true);
    expect(await own.allows(caller(), 'conversation:c13', db)).toBe(false);
    expect(() => own.define('conversation', () => true)).toThrow('defined twice');
  });
});
