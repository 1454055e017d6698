import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@floorhire/router';
import { Alert, Button, Field, Input, Progress, Stack, Text } from '@floorhire/ui';
import { toApiError, useApi, useViewer } from '@floorhire/remote-kit';
import { lowConfidenceCount, RESUME_ACCEPT, resumeFileError } from '@floorhire/domain-pro-profile';
import { Page } from '#app/components/page';
import { readDraft, updateDraft } from '#app/lib/apply-draft';
import { T } from '#app/texts';
import { confirmResume, fetchParse, fetchProId, uploadResume } from '../api/resume';
import { ApplySteps } from './apply-steps';
import { NoJob } from './create-profile-page';

const POLL_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** /apply/resume: the new pro's resume (PDF or .docx), parsed in the background with progress. */
export function ResumePage() {
  const viewer = useViewer();
  const api = useApi();
  const navigate = useNavigate();
  const draft = readDraft();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [toCheck, setToCheck] = useState<number | null>(null);

  if (!draft) return <NoJob />;
  const signedIn = viewer.userId > 0;

  const upload = async () => {
    if (!file) return;
    const problem = resumeFileError(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const proId = await fetchProId(api);
      let parse = await uploadResume(api, proId, await readAsDataUrl(file), file.name);
      // Parsing is a durable background job: follow it to the end, showing its progress.
      while (parse.status !== 'completed' && parse.status !== 'error') {
        setProgress(parse.progress);
        await wait(POLL_MS);
        parse = await fetchParse(api, parse.parseId);
      }
      if (parse.status === 'error') throw new Error(parse.message ?? 'The resume could not be read');
      setProgress(100);
      await confirmResume(api, proId, parse.parseId, parse.resumeData);
      updateDraft({ resumeData: { fileName: file.name, resumeUrl: parse.resumeUrl } });
      setToCheck(parse.resumeData ? lowConfidenceCount(parse.resumeData) : 0);
    } catch (err) {
      setError(toApiError(err).message);
      setProgress(null);
    }
  };

  const done = toCheck !== null;
  return (
    <Page title={T.resumeTitle}>
      <ApplySteps current={1} />
      <Stack gap="4">
        <Text>{T.resumeIntro}</Text>
        {signedIn && !done && (
          <Stack gap="3">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>{T.resumeFile}</Field.Label>
              <Input type="file" name="resume" accept={RESUME_ACCEPT} p="1.5" onChange={(e) => (setFile(e.target.files?.[0] ?? null), setError(null))} />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            {progress !== null && (
              <Progress.Root value={progress} max={100} aria-label={T.resumeProgress}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText>{T.resumeReading(progress)}</Progress.ValueText>
              </Progress.Root>
            )}
            <Button size="lg" onClick={() => void upload()} disabled={!file || progress !== null} loading={progress !== null}>
              {T.uploadResume}
            </Button>
          </Stack>
        )}
        {done && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{T.resumeSaved(draft.resumeData?.fileName ?? file?.name ?? '')}</Alert.Title>
              {toCheck > 0 && <Alert.Description>{T.resumeToCheck(toCheck)}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        {done ? (
          <Button size="lg" onClick={() => void navigate('/apply/profile-info')}>
            {T.continueToApply}
          </Button>
        ) : (
          <RouterLink to={signedIn ? '/apply/profile-info' : '/apply/create-profile'}>
            <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
              {T.resumeLater}
            </Text>
          </RouterLink>
        )}
      </Stack>
    </Page>
  );
}
