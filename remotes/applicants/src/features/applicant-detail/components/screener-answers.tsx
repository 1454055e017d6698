import { Card, Heading, Stack, Text } from '@floorhire/ui';
import { APPLICANT_TEXTS } from '@floorhire/domain-applications';
import { ErrorState, LoadingState } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useScreenerAnswers } from '../api/get-screener-answers';

export function ScreenerAnswers({ applicantId }: { applicantId: number }) {
  const answers = useScreenerAnswers(applicantId);
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {T.screenerAnswers}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        {answers.error ? (
          <ErrorState message={APPLICANT_TEXTS.screenerAnswersFailed} onRetry={answers.reload} />
        ) : !answers.data ? (
          <LoadingState />
        ) : answers.data.length === 0 ? (
          <Text color="fg.muted">{T.noScreenerQuestions}</Text>
        ) : (
          <Stack as="ol" gap="3" ps="5">
            {[...answers.data]
              .sort((a, b) => a.displayOrder - b.displayOrder)
              .map((a) => (
                <li key={a.screenerQuestionId}>
                  <Text fontWeight="semibold">{a.question}</Text>
                  <Text color={a.answer ? 'fg' : 'fg.muted'}>{a.answer ?? T.noAnswer}</Text>
                </li>
              ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
