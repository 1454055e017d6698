import { DRAFT_PREVIOUS_MAX, DRAFT_RESUME_MAX, type DraftMessageBody, type ProPanel, type TopMatches } from '@floorhire/domain-messaging';
import type { ThreadItem } from './thread';

const yyyymm = (value: number | null) => (value ? `${String(value % 100).padStart(2, '0')}/${Math.floor(value / 100)}` : 'present');

/** The pro's resume as the draft call takes it: one fact a line, most recent role first. */
export function resumeText(pro: Pick<ProPanel, 'work' | 'education'>): string {
  const work = [...pro.work].sort((a, b) => (b.endYYYYMM ?? 999_999) - (a.endYYYYMM ?? 999_999) || b.startYYYYMM - a.startYYYYMM);
  const lines = [
    ...work.map((w) => `${w.jobTitle} at ${w.employerName}, ${yyyymm(w.startYYYYMM)} – ${yyyymm(w.endYYYYMM)}`),
    ...pro.education.map((e) => `Education: ${[e.degree, e.school].filter(Boolean).join(', ')}`),
  ];
  return lines.join('\n').slice(0, DRAFT_RESUME_MAX);
}

/** The thread's sent messages, the last ones, as roles: what the employer's side wrote and what the pro replied. */
export function previousMessages(items: readonly ThreadItem[]): NonNullable<DraftMessageBody['previousMessages']> {
  return items
    .filter((m) => m.id !== null)
    .slice(-DRAFT_PREVIOUS_MAX)
    .map((m) => ({ role: m.direction === 'inbound' ? ('pro' as const) : ('employer' as const), content: m.message }));
}

/**
 * The draft call's body. The draft is about the conversation's job, else the best match (as the
 * API chooses); the place is sent when the top matches know that job, else the API reads it.
 */
export function draftBody(pro: Pick<ProPanel, 'work' | 'education'> | undefined, items: readonly ThreadItem[], top: TopMatches | undefined, conversationJobId: number | null): DraftMessageBody {
  const job = conversationJobId === null ? top?.matches[0] : top?.matches.find((m) => m.id === conversationJobId);
  return { resume: pro ? resumeText(pro) : null, previousMessages: previousMessages(items), jobCity: job?.city ?? null, jobState: job?.state ?? null };
}
