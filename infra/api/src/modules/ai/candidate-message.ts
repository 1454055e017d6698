import { createHash } from 'node:crypto';

// The local writer of a candidate message (spec 002 §1, §7 AI: "drafts a candidate message"):
// a short SMS from the employer to one pro, built from what the caller sends (resume,
// previousMessages, jobCity, jobState) and the conversation's job. No model behind it: it picks
// the facts that make the text specific (the pro's most recent role, the job and its place, the
// pro's last reply) and varies the phrasing with a hash of the input, so a retry drafts the same
// text and two pros do not get the same words. docs/decisions/224-ai-drafts-and-top-matches.md.

export interface CandidateMessageInput {
  proFirstName: string;
  senderFirstName: string;
  employerName: string;
  jobTitle: string | null;
  jobCity: string | null;
  jobState: string | null;
  /** Plain text, one fact a line, most recent role first ("Machinist at Acme Tool, 03/2019 – present"). */
  resume: string | null;
  previousMessages: readonly { role: 'employer' | 'pro'; content: string }[];
}

/** An SMS is 160 characters; a draft stays within three segments. */
export const DRAFT_MAX_LENGTH = 480;

function variant(seed: string): (options: readonly string[]) => string {
  const digest = createHash('sha256').update(seed).digest();
  let i = 0;
  return (options) => options[digest[i++ % digest.length]! % options.length]!;
}

const article = (word: string) => (/^[aeiou]/iu.test(word) && !/^(uni|use|one)/iu.test(word) ? 'an' : 'a');

/** The most recent role of a resume: its first line, without a label or the dates after a comma. */
export function latestRole(resume: string | null): { title: string; company: string | null } | null {
  const line = resume
    ?.split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|work( history)?:|experience:)\s*/iu, '').trim())
    .find((l) => l.length > 0 && !/^(education|school|certifications?)\b/iu.test(l));
  if (!line) return null;
  const [head] = line.split(/,|\(| - | – /u);
  const [title, company] = head!.split(/\s+at\s+/iu).map((s) => s.trim());
  if (!title) return null;
  return { title, company: company || null };
}

const place = (city: string | null, state: string | null) => [city, state].filter((s) => s && s.trim()).join(', ');

export function composeCandidateMessage(input: CandidateMessageInput): string {
  const pick = variant(JSON.stringify(input));
  const name = input.proFirstName.trim();
  const last = input.previousMessages.at(-1);
  const weWroteBefore = input.previousMessages.some((m) => m.role === 'employer');
  const where = place(input.jobCity, input.jobState);
  const job = input.jobTitle ? `${input.jobTitle}${where ? ` in ${where}` : ''}` : where ? `role in ${where}` : null;
  const role = latestRole(input.resume);
  const parts: string[] = [];

  parts.push(pick([`Hi ${name},`, `Hello ${name},`]));
  if (last?.role === 'pro') {
    parts.push(pick(['thanks for getting back to me.', 'thanks for your reply.', 'thank you for the quick answer.']));
    if (last.content.includes('?')) parts.push(pick(['Happy to answer your questions.', 'Good question, and I can walk you through the details.']));
  } else if (weWroteBefore) {
    parts.push(pick(['following up on my last message.', 'just checking back in.']));
  } else {
    parts.push(`this is ${input.senderFirstName} with ${input.employerName}.`);
  }
  if (role && !weWroteBefore) {
    const what = `${role.title}${role.company ? ` at ${role.company}` : ''}`;
    parts.push(pick([`Your experience as ${article(role.title)} ${what} stood out to me.`, `I saw your background as ${article(role.title)} ${what}.`]));
  }
  if (job) {
    const a = article(job);
    parts.push(
      last?.role === 'pro'
        ? pick([`The ${job} opening is still available.`, `We are still looking to fill the ${job} position.`])
        : pick([`We are hiring ${a} ${job} and I think you could be a strong fit.`, `We have ${a} ${job} opening that matches your skills.`]),
    );
  }
  parts.push(
    last?.role === 'pro'
      ? pick(['When is a good time for a quick call?', 'Would a short call tomorrow work for you?', 'What time works best to talk?'])
      : pick(['Would you be open to a quick call this week?', 'Are you interested in hearing more?', 'Could we set up a short call to talk about it?']),
  );
  const text = parts.join(' ');
  return text.length <= DRAFT_MAX_LENGTH ? text : `${text.slice(0, DRAFT_MAX_LENGTH - 1).replace(/\s+\S*$/u, '')}…`;
}
