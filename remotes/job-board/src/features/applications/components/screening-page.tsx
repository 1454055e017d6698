import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@floorhire/router';
import { Alert, Button, Field, Stack, Text, Textarea } from '@floorhire/ui';
import { ErrorState, LoadingState, NotFoundState, toApiError, useApi, useViewer } from '@floorhire/remote-kit';
import type { ApplicantDetail } from '@floorhire/domain-applications';
import { Page } from '#app/components/page';
import { T } from '#app/texts';
import { saveAnswers, useMyApplications, useScreening } from '../api/applications';

/** /pro/application/{id}/screening-questions: the job's questions; the employer reads the answers on the applicant. */
export function ScreeningPage() {
  const { id } = useParams();
  const applicationId = Number(id);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const viewer = useViewer();
  const questions = useScreening(valid ? applicationId : null);
  const list = useMyApplications(viewer.userId);
  const title = list.data?.find((a) => a.id === applicationId)?.jobTitle;

  if (!valid) return <NotFoundState />;
  return (
    <Page title={T.screeningTitle}>
      {questions.error ? (
        <ErrorState message={questions.error.message} onRetry={questions.reload} />
      ) : !questions.data ? (
        <LoadingState />
      ) : questions.data.length === 0 ? (
        <Text>{T.noQuestions}</Text>
      ) : (
        <AnswerForm applicationId={applicationId} title={title ?? ''} questions={questions.data} />
      )}
    </Page>
  );
}

function AnswerForm({ applicationId, title, questions }: { applicationId: number; title: string; questions: ApplicantDetail['screenerAnswers'] }) {
  const api = useApi();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<number, string>>(() => Object.fromEntries(questions.map((q) => [q.screenerQuestionId, q.answer ?? ''])));
  const [missing, setMissing] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = questions.filter((q) => !(answers[q.screenerQuestionId] ?? '').trim()).map((q) => q.screenerQuestionId);
    setMissing(empty);
    if (empty.length > 0) {
      document.querySelector<HTMLTextAreaElement>(`form [name="answer-${empty[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saveAnswers(api, applicationId, questions.map((q) => ({ screenerQuestionId: q.screenerQuestionId, answer: (answers[q.screenerQuestionId] ?? '').trim() })));
      void navigate(`/pro/application/${applicationId}/screening-questions/success`);
    } catch (error) {
      setFailure(toApiError(error).message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        {title && <Text>{T.screeningIntro(title)}</Text>}
        {questions.map((q, i) => (
          <Field.Root key={q.screenerQuestionId} required invalid={missing.includes(q.screenerQuestionId)}>
            <Field.Label>
              {i + 1}. {q.question}
            </Field.Label>
            <Textarea
              name={`answer-${q.screenerQuestionId}`}
              maxLength={2000}
              rows={3}
              value={answers[q.screenerQuestionId] ?? ''}
              onChange={(e) => setAnswers((cur) => ({ ...cur, [q.screenerQuestionId]: e.target.value }))}
            />
            <Field.ErrorText>Required.</Field.ErrorText>
          </Field.Root>
        ))}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" size="lg" loading={busy}>
          {T.submitAnswers}
        </Button>
      </Stack>
    </form>
  );
}
