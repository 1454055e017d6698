import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@floorhire/router';
import { Alert, Box, Button, DataList, Stack, Text } from '@floorhire/ui';
import { ErrorState, LoadingState, toApiError, useApi, useViewer } from '@floorhire/remote-kit';
import { formatPhone } from '@floorhire/rules';
import { JOB_BOARD_ERRORS, canApply } from '@floorhire/domain-job-board';
import { applyToJob } from '#app/api/apply';
import { useJob } from '#app/api/jobs';
import { JobFacts } from '#app/components/job-facts';
import { Page } from '#app/components/page';
import { clearDraft, readDraft } from '#app/lib/apply-draft';
import { T } from '#app/texts';
import { ApplySteps } from './apply-steps';
import { NoJob } from './create-profile-page';

/** /apply/profile-info: the signed-in pro checks what goes with the application and applies. */
export function ProfileInfoPage() {
  const viewer = useViewer();
  const api = useApi();
  const navigate = useNavigate();
  const draft = readDraft();
  const signedIn = viewer.userId > 0;
  const job = useJob(draft && signedIn ? draft.jobId : null, true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!draft) return <NoJob />;
  if (!signedIn) {
    void navigate('/apply/create-profile', { replace: true });
    return null;
  }
  const p = draft.profile ?? {};

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const applicant = await applyToJob(api, draft.jobId, draft.analyticOptions);
      clearDraft();
      void navigate((job.data?.screenerQuestionCount ?? 0) > 0 ? `/pro/application/${applicant.id}/screening-questions` : `/pro/applications/${applicant.id}`);
    } catch (error) {
      setFailure(toApiError(error).message);
      setBusy(false);
    }
  };

  return (
    <Page title={T.profileInfoTitle}>
      <ApplySteps current={2} />
      {job.error ? (
        <ErrorState message={job.error.statusCode === 404 ? job.error.message : JOB_BOARD_ERRORS.job} onRetry={job.reload} />
      ) : !job.data ? (
        <LoadingState />
      ) : (
        <Stack gap="5">
          <Box borderWidth="1px" borderRadius="md" p="4">
            <Text fontWeight="bold" fontSize="lg">
              {job.data.title}
            </Text>
            <JobFacts job={job.data} />
          </Box>
          <Text>{T.profileInfoIntro}</Text>
          <DataList.Root orientation="horizontal">
            {[
              [T.nameFirst + ' / ' + T.nameLast, `${p.nameFirst ?? viewer.user?.nameFirst ?? ''} ${p.nameLast ?? viewer.user?.nameLast ?? ''}`.trim()],
              [T.email, p.email ?? viewer.user?.email ?? ''],
              [T.phone, formatPhone(p.phone ?? '')],
              [T.zipLabel, p.postalCode ?? ''],
              [T.resumeTitle.replace('Apply: ', ''), draft.resumeData?.fileName ?? '—'],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          {canApply(job.data.applicationStatus ?? null) ? (
            <Stack gap="3">
              <Button size="lg" onClick={() => void submit()} loading={busy} loadingText={T.applying}>
                {T.submitApplication}
              </Button>
              {!draft.resumeData && (
                <RouterLink to="/apply/resume">
                  <Text as="span" textDecoration="underline" color="green.800">
                    {T.addResume}
                  </Text>
                </RouterLink>
              )}
            </Stack>
          ) : (
            <RouterLink to={`/pro/applications/${job.data.applicationId}`}>
              <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
                {T.applied} — {T.viewApplication}
              </Text>
            </RouterLink>
          )}
        </Stack>
      )}
    </Page>
  );
}
