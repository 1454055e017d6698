import { Alert, Button, Field, HStack, IconButton, Input, Stack, Text } from '@floorhire/ui';
import { SCREENER_QUESTIONS } from '@floorhire/domain-jobs';
import type { JobTaxonomy } from '../../api/get-taxonomy';
import { useQuestionsGeneration } from '../../hooks/use-generation';
import { GenerationProgress } from '../generation-progress';
import { descriptionRequest } from './job-description-step';
import type { StepProps } from './step-props';

/** Step 4 Add Screening Questions: 3 to 7, none empty (spec 001 §5), with the assistant. */
export function ScreenerQuestionsStep({ form, update, errors, taxonomy }: StepProps & { taxonomy: JobTaxonomy | undefined }) {
  const generation = useQuestionsGeneration();
  const questions = form.screenerQuestions;
  const set = (next: string[]) => update({ screenerQuestions: next });
  const canGenerate = form.displayTitle.trim() !== '';
  if (form.screeningAction === 'url')
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Candidates are screened on your career site, so no screening questions are asked here.</Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Text fontSize="sm" color="fg.muted">
          Ask {SCREENER_QUESTIONS.min} to {SCREENER_QUESTIONS.max} questions every applicant answers.
        </Text>
        <Button
          colorPalette="brand"
          variant="outline"
          disabled={!canGenerate || generation.progress.running}
          onClick={() => {
            const { jobTitle, skills, brands, machines, shift } = descriptionRequest(form, taxonomy);
            void generation.start({ jobTitle, skills, brands, machines, shift }, (generated) => {
              const next = generated.map((q) => q.trim()).filter(Boolean).slice(0, SCREENER_QUESTIONS.max);
              while (next.length < SCREENER_QUESTIONS.min) next.push('');
              set(next);
            });
          }}
        >
          Generate screener questions
        </Button>
      </HStack>
      <GenerationProgress progress={generation.progress} label="Writing screener questions" onStop={generation.stop} />
      <Stack gap={3} as="ol" listStyleType="none" ps={0}>
        {questions.map((q, i) => {
          const error = errors[`screenerQuestions.${i}`];
          return (
            <li key={i}>
              <Field.Root invalid={!!error} required>
                <Field.Label>Question {i + 1}</Field.Label>
                <HStack w="full" align="start">
                  <Input value={q} name={`screenerQuestion${i + 1}`} onChange={(e) => set(questions.map((x, j) => (j === i ? e.target.value : x)))} />
                  <IconButton
                    aria-label={`Remove question ${i + 1}`}
                    variant="ghost"
                    disabled={questions.length <= SCREENER_QUESTIONS.min}
                    onClick={() => set(questions.filter((_, j) => j !== i))}
                  >
                    ✕
                  </IconButton>
                </HStack>
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
            </li>
          );
        })}
      </Stack>
      {errors.screenerQuestions && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.screenerQuestions}
        </Text>
      )}
      <HStack>
        <Button variant="outline" size="sm" disabled={questions.length >= SCREENER_QUESTIONS.max} onClick={() => set([...questions, ''])}>
          Add question
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {questions.length} of {SCREENER_QUESTIONS.max}
        </Text>
      </HStack>
    </Stack>
  );
}
