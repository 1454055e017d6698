import { type GenerateJobDescriptionBody, type GenerateScreeningQuestionsBody, SCREENER_QUESTIONS } from '@floorhire/domain-jobs';
import type { CandidateMessageInput } from './candidate-message';
import type { GenerationFacts } from './facts';

// The assistant's text generator behind one interface: the local generator always works; a
// model-backed one (any OpenAI-compatible chat completions endpoint) is configuration:
// AI_API_URL (e.g. https://api.openai.com/v1), AI_API_KEY, AI_MODEL (default gpt-4o-mini).

export interface TextGenerator {
  readonly name: string;
  /** Markdown. */
  jobDescription(input: GenerateJobDescriptionBody, facts: GenerationFacts): Promise<string>;
  /** 3 to 7 questions. */
  screeningQuestions(input: GenerateScreeningQuestionsBody, facts: GenerationFacts): Promise<string[]>;
  /** A short SMS from an employer to one pro (spec 002 §7 AI), plain text. */
  candidateMessage(input: CandidateMessageInput): Promise<string>;
}

export interface ModelConfig {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export function modelConfigFrom(env: NodeJS.ProcessEnv = process.env): ModelConfig | null {
  if (!env.AI_API_URL) return null;
  return { url: env.AI_API_URL.replace(/\/$/u, ''), apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL || 'gpt-4o-mini', timeoutMs: Number(env.AI_TIMEOUT_MS) || 60_000 };
}

function factsPrompt(facts: GenerationFacts): string {
  const lines = [
    facts.taxonomyTitle ? `Standard job title: ${facts.taxonomyTitle}` : null,
    facts.discipline ? `Trade: ${facts.discipline.name}` : null,
    facts.responsibilities.length ? `Typical responsibilities: ${facts.responsibilities.join('; ')}` : null,
    facts.qualifications.length ? `Typical qualifications: ${facts.qualifications.join('; ')}` : null,
    facts.brandMachines.length ? `Brands and the machines they make: ${facts.brandMachines.map((b) => `${b.brand} (${b.machines.join(', ') || 'unknown'})`).join('; ')}` : null,
  ];
  return lines.filter(Boolean).join('\n');
}

/** Calls an OpenAI-compatible /chat/completions endpoint. */
export class ModelTextGenerator implements TextGenerator {
  readonly name = 'model';
  constructor(
    private readonly config: ModelConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async complete(system: string, user: string): Promise<string> {
    const response = await this.fetchImpl(`${this.config.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
      body: JSON.stringify({ model: this.config.model, temperature: 0.7, messages: [{ role: 'system', content: system }, { role: 'user', content: user }] }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new Error(`AI model answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content?.trim();
    if (!content) throw new Error('AI model answered without text');
    return content;
  }

  async jobDescription(input: GenerateJobDescriptionBody, facts: GenerationFacts): Promise<string> {
    return this.complete(
      'You write job posts for US manufacturing employers. Write markdown with ## section headings and bullet lists. Be specific and factual; never invent benefits or pay that were not given.',
      `Write a job description.\nJob: ${JSON.stringify(input)}\n${factsPrompt(facts)}`,
    );
  }

  async screeningQuestions(input: GenerateScreeningQuestionsBody, facts: GenerationFacts): Promise<string[]> {
    const text = await this.complete(
      `You write screener questions for manufacturing job applicants. Answer with ${SCREENER_QUESTIONS.min} to ${SCREENER_QUESTIONS.max} questions, one per line, no numbering.`,
      `Job: ${JSON.stringify(input)}\n${factsPrompt(facts)}`,
    );
    const questions = text
      .split('\n')
      .map((line) => line.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s*/u, '').trim())
      .filter((line) => line.length > 0);
    if (questions.length < SCREENER_QUESTIONS.min) throw new Error('AI model answered too few questions');
    return questions.slice(0, SCREENER_QUESTIONS.max);
  }

  async candidateMessage(input: CandidateMessageInput): Promise<string> {
    const thread = input.previousMessages.map((m) => `${m.role === 'employer' ? input.senderFirstName : input.proFirstName}: ${m.content}`).join('\n');
    const text = await this.complete(
      'You write one short, friendly text message (SMS, under 320 characters, plain text, no links, no placeholders) from a US manufacturing recruiter to a candidate. Be specific to the candidate and the job; never invent pay, benefits or facts that were not given.',
      [
        `Recruiter: ${input.senderFirstName} at ${input.employerName}`,
        `Candidate first name: ${input.proFirstName}`,
        input.jobTitle ? `Job: ${input.jobTitle}` : null,
        input.jobCity || input.jobState ? `Job location: ${[input.jobCity, input.jobState].filter(Boolean).join(', ')}` : null,
        input.resume ? `Candidate resume:\n${input.resume}` : null,
        thread ? `Conversation so far (oldest first):\n${thread}\nWrite the recruiter's next message.` : 'Write the first message.',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    return text.replace(/^"|"$/gu, '');
  }
}

/** The configured generator; the local one when no model is configured. */
export function textGeneratorFrom(local: TextGenerator, env: NodeJS.ProcessEnv = process.env): TextGenerator {
  const config = modelConfigFrom(env);
  return config ? new ModelTextGenerator(config) : local;
}
