import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GenerateScreeningQuestionsBodySchema } from '@floorhire/domain-jobs';
import type { GenerationFacts } from './facts';
import { ModelTextGenerator, textGeneratorFrom } from './generator';
import { localTextGenerator } from './local-generator';

const facts: GenerationFacts = { taxonomyTitle: null, discipline: null, responsibilities: [], qualifications: [], titleSkills: [], titleMachines: [], brandMachines: [] };
const input = v.parse(GenerateScreeningQuestionsBodySchema, { jobTitle: 'TIG Welder', skills: ['TIG Welding (GTAW)'], brands: ['Miller'] });

function fakeFetch(content: string, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('model adapter (OpenAI-compatible)', () => {
  it('posts to /chat/completions with the key and turns a numbered answer into questions', async () => {
    const { impl, calls } = fakeFetch('1. How long have you TIG welded?\n2) Which Miller machines have you used?\n- Can you weld aluminum?\n');
    const generator = new ModelTextGenerator({ url: 'https://ai.example.test/v1', apiKey: 'k-123', model: 'm', timeoutMs: 1000 }, impl);
    expect(await generator.screeningQuestions(input, facts)).toEqual(['How long have you TIG welded?', 'Which Miller machines have you used?', 'Can you weld aluminum?']);
    expect(calls[0]!.url).toBe('https://ai.example.test/v1/chat/completions');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer k-123');
    expect(String(calls[0]!.init.body)).toContain('TIG Welding (GTAW)');
  });

  it('fails on an error status or too few questions, so the worker can retry', async () => {
    const config = { url: 'https://ai.example.test/v1', apiKey: undefined, model: 'm', timeoutMs: 1000 };
    await expect(new ModelTextGenerator(config, fakeFetch('x', 500).impl).screeningQuestions(input, facts)).rejects.toThrow('500');
    await expect(new ModelTextGenerator(config, fakeFetch('Only one?').impl).screeningQuestions(input, facts)).rejects.toThrow('too few');
  });

  it('is used only when AI_API_URL is configured', () => {
    expect(textGeneratorFrom(localTextGenerator, {})).toBe(localTextGenerator);
    expect(textGeneratorFrom(localTextGenerator, { AI_API_URL: 'https://ai.example.test/v1/' }).name).toBe('model');
  });
});
