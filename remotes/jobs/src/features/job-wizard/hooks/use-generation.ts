import { useCallback, useEffect, useRef, useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { ASSISTANT_API_ERRORS, ASSISTANT_TEXTS } from '@floorhire/domain-jobs';
import { isCancelled } from '@floorhire/api-client';
import { useApi } from '@floorhire/remote-kit';
import { generateJobDescription, type JobDescriptionRequest } from '../api/generate-job-description';
import { generateScreeningQuestions, type ScreeningQuestionsRequest } from '../api/generate-screening-questions';
import { getJobDescription } from '../api/get-job-description';
import { getScreeningQuestions } from '../api/get-screening-questions';
import { stopGeneration } from '../api/stop-generation';
import { pollDocument, type PollOutcome } from '../utils/poll-document';

export interface GenerationProgress {
  running: boolean;
  attempt: number;
  maxAttempts: number;
}

const IDLE: GenerationProgress = { running: false, attempt: 0, maxAttempts: 0 };

const TEXTS = {
  description: { done: ASSISTANT_TEXTS.descriptionGenerated, stopped: ASSISTANT_TEXTS.descriptionStopped, timedOut: ASSISTANT_TEXTS.descriptionTimedOut },
  questions: { done: null, stopped: ASSISTANT_TEXTS.questionsStopped, timedOut: ASSISTANT_TEXTS.questionsTimedOut },
} as const;

function useGeneration<Req, T>(kind: keyof typeof TEXTS, request: (body: Req) => Promise<string>, read: (id: string, signal: AbortSignal) => Promise<PollOutcome<T> | undefined>) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [progress, setProgress] = useState<GenerationProgress>(IDLE);
  const run = useRef<{ controller: AbortController; documentId: string | null } | null>(null);

  // Leaving the step stops polling.
  useEffect(() => () => run.current?.controller.abort(), []);

  const start = useCallback(
    async (body: Req, onDone: (value: T) => void) => {
      run.current?.controller.abort();
      const current = { controller: new AbortController(), documentId: null as string | null };
      run.current = current;
      setProgress({ running: true, attempt: 0, maxAttempts: 0 });
      const texts = TEXTS[kind];
      try {
        const documentId = await request(body);
        current.documentId = documentId;
        const outcome = await pollDocument<PollOutcome<T> | undefined, T>({
          read: (signal) => read(documentId, signal),
          settle: (doc) => doc,
          signal: current.controller.signal,
          onAttempt: (attempt, maxAttempts) => {
            if (run.current === current) setProgress({ running: true, attempt, maxAttempts });
          },
        });
        if (run.current !== current) return;
        if (outcome.kind === 'fulfilled') {
          onDone(outcome.value);
          if (texts.done) notify({ kind: 'snackbar', type: 'success', message: texts.done });
        } else if (outcome.kind === 'stopped') {
          notify({ kind: 'snackbar', type: 'info', message: texts.stopped });
        } else if (outcome.kind === 'timed-out') {
          notify({ kind: 'alert', type: 'error', message: texts.timedOut });
        } else {
          notify({ kind: 'alert', type: 'error', message: outcome.message ?? ASSISTANT_API_ERRORS.generationFailed });
        }
      } catch (error) {
        if (run.current !== current || isCancelled(error)) return;
        notify({ kind: 'alert', type: 'error', message: error instanceof Error ? error.message : ASSISTANT_API_ERRORS.generationFailed });
      } finally {
        if (run.current === current) {
          run.current = null;
          setProgress(IDLE);
        }
      }
    },
    [kind, request, read, notify],
  );

  /** Stops polling at once and asks the server to stop writing; the stopped message follows. */
  const stop = useCallback(() => {
    const current = run.current;
    if (!current) return;
    current.controller.abort();
    if (current.documentId) void stopGeneration(api, current.documentId).catch(() => undefined);
  }, [api]);

  return { progress, start, stop };
}

export function useDescriptionGeneration() {
  const api = useApi();
  const request = useCallback((body: JobDescriptionRequest) => generateJobDescription(api, body), [api]);
  const read = useCallback(
    async (id: string, signal: AbortSignal): Promise<PollOutcome<string> | undefined> => {
      const doc = await getJobDescription(api, id, signal);
      if (doc.status === 'fulfilled' && doc.jobDescription) return { kind: 'fulfilled', value: doc.jobDescription };
      if (doc.status === 'failed') return { kind: 'failed', message: doc.message };
      if (doc.status === 'stopped') return { kind: 'stopped' };
      return undefined;
    },
    [api],
  );
  return useGeneration('description', request, read);
}

export function useQuestionsGeneration() {
  const api = useApi();
  const request = useCallback((body: ScreeningQuestionsRequest) => generateScreeningQuestions(api, body), [api]);
  const read = useCallback(
    async (id: string, signal: AbortSignal): Promise<PollOutcome<string[]> | undefined> => {
      const doc = await getScreeningQuestions(api, id, signal);
      if (doc.status === 'fulfilled' && doc.screeningQuestions) return { kind: 'fulfilled', value: doc.screeningQuestions };
      if (doc.status === 'failed') return { kind: 'failed', message: doc.message };
      if (doc.status === 'stopped') return { kind: 'stopped' };
      return undefined;
    },
    [api],
  );
  return useGeneration('questions', request, read);
}
