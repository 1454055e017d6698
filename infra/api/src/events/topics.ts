import * as v from 'valibot';
import type { AuthContext } from '../auth/tokens';
import type { Queryable } from '../db';

// A topic is `<kind>:<id>`, e.g. user:12 or employer:5. Each kind says who may follow it; the
// stream checks every requested topic before it sends anything. Services add their own kinds
// (a conversation's participants, say) with events.topics.define().

export const TOPIC_PATTERN = /^([a-z][a-z-]{0,31}):([A-Za-z0-9_-]{1,64})$/u;
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9]*([.-][a-z0-9]+)*$/u;
/** Topics one stream may follow; a tab needs a handful (itself, its employers, open conversations). */
export const MAX_TOPICS_PER_STREAM = 50;

export const EVENT_TEXTS = {
  unknownTopic: 'Unknown event topic',
  topicForbidden: 'You cannot follow this topic',
  tooManyTopics: `Follow at most ${MAX_TOPICS_PER_STREAM} topics at once`,
} as const;

export const TopicSchema = v.pipe(v.string(), v.regex(TOPIC_PATTERN, EVENT_TEXTS.unknownTopic));

/** ?topics=user:12,employer:5 : comma-separated, duplicates dropped. */
export const TopicListSchema = v.pipe(
  v.string(),
  v.transform((text) => [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))]),
  v.minLength(1, EVENT_TEXTS.unknownTopic),
  v.maxLength(MAX_TOPICS_PER_STREAM, EVENT_TEXTS.tooManyTopics),
  v.array(TopicSchema),
);

export type TopicAuthoriser = (auth: AuthContext, id: string, db: Queryable) => boolean | Promise<boolean>;

export class TopicRules {
  private readonly kinds = new Map<string, TopicAuthoriser>();

  define(kind: string, authorise: TopicAuthoriser): void {
    if (!/^[a-z][a-z-]{0,31}$/u.test(kind)) throw new Error(`Invalid topic kind ${kind}`);
    if (this.kinds.has(kind)) throw new Error(`Topic kind ${kind} is defined twice`);
    this.kinds.set(kind, authorise);
  }

  known(topic: string): boolean {
    const kind = TOPIC_PATTERN.exec(topic)?.[1];
    return kind !== undefined && this.kinds.has(kind);
  }

  /** Staff follow any topic of a known kind; everyone else what the kind allows them. */
  async allows(auth: AuthContext, topic: string, db: Queryable): Promise<boolean> {
    const match = TOPIC_PATTERN.exec(topic);
    const authorise = match ? this.kinds.get(match[1]!) : undefined;
    if (!match || !authorise) return false;
    return auth.isStaff || (await authorise(auth, match[2]!, db));
  }
}

/** The kinds the platform itself defines: a user's own topic and an employer's members' topic. */
export function platformTopics(): TopicRules {
  const rules = new TopicRules();
  rules.define('user', (auth, id) => String(auth.userId) === id);
  rules.define('employer', (auth, id) => auth.employerIds.some((employerId) => String(employerId) === id));
  return rules;
}
