import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from '@floorhire/router';
import { Alert, Box, Button, Field, Flex, HStack, Heading, Stack, Tag, Text, Textarea, Wrap } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { ErrorState, LoadingState, toApiError, useApi } from '@floorhire/remote-kit';
import { JOB_BOARD_ERRORS, analyticOptionsFrom, canApply } from '@floorhire/domain-job-board';
import { applyToJob } from '#app/api/apply';
import { useJob, type AnyJobDetail } from '#app/api/jobs';
import { JobFacts, NotificationBadge, StatusBadge } from '#app/components/job-facts';
import { Page } from '#app/components/page';
import { writeDraft } from '#app/lib/apply-draft';
import { useArea } from '#app/lib/use-area';
import { T } from '#app/texts';
import { dismissJob } from '../api/dismiss-job';

/** /open-jobs/{id} and /pro/opportunities/{id}: one job, Apply, and Not interested for pros. */
export function JobDetailPage() {
  const { id } = useParams();
  const jobId = Number(id);
  const [params] = useSearchParams();
  const { asPro, listPath } = useArea();
  const zip = params.get('zip') ?? undefined;
  const job = useJob(Number.isInteger(jobId) && jobId > 0 ? jobId : null, asPro, zip && /^\d{5}$/u.test(zip) ? zip : undefined);
  const back = `${listPath}${params.toString() ? `?${params.toString()}` : ''}`;

  return (
    <Page title={job.data?.title ?? T.openJobsTitle}>
      <Box mb="3">
        <RouterLink to={back}>
          <Text as="span" textDecoration="underline" color="green.800">
            ← {T.backToJobs}
          </Text>
        </RouterLink>
      </Box>
      {job.error ? (
        <ErrorState message={job.error.statusCode === 404 ? job.error.message : JOB_BOARD_ERRORS.job} onRetry={job.reload} />
      ) : !job.data ? (
        <LoadingState />
      ) : (
        <JobBody job={job.data} asPro={asPro} onChanged={(next) => job.mutate((cur) => (cur ? { ...cur, ...next } : cur))} />
      )}
    </Page>
  );
}

function JobBody({ job, asPro, onChanged }: { job: AnyJobDetail; asPro: boolean; onChanged(next: Partial<AnyJobDetail>): void }) {
  return (
    <Stack gap="5">
      <Stack gap="2">
        <JobFacts job={job} />
        {asPro && (
          <HStack>
            {job.applicationStatus && job.applicationStatus !== 'Notified' ? <StatusBadge status={job.applicationStatus} /> : <NotificationBadge status={job.notificationStatus} />}
          </HStack>
        )}
      </Stack>
      <ApplyBox job={job} asPro={asPro} onChanged={onChanged} />
      {job.descriptionHtml && (
        <Box as="section" aria-labelledby="about-job">
          <Heading as="h2" size="md" id="about-job" mb="2">
            {T.description}
          </Heading>
          {/* The jobs module renders this HTML itself from escaped text; no client HTML is stored (spec 001 §3). */}
          <Box className="job-description" css={{ '& ul': { paddingInlineStart: '1.25rem', listStyle: 'disc' }, '& p': { marginBlock: '0.5rem' } }} dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
        </Box>
      )}
      {job.skills.length > 0 && (
        <Box as="section" aria-labelledby="job-skills">
          <Heading as="h2" size="md" id="job-skills" mb="2">
            {T.skills}
          </Heading>
          <Wrap gap="2">
            {job.skills.map((s) => (
              <Tag.Root key={s.id} size="lg">
                <Tag.Label>{s.name}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        </Box>
      )}
    </Stack>
  );
}

function ApplyBox({ job, asPro, onChanged }: { job: AnyJobDetail; asPro: boolean; onChanged(next: Partial<AnyJobDetail>): void }) {
  const api = useApi();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const status = job.applicationStatus ?? null;

  const apply = async () => {
    const analyticOptions = analyticOptionsFrom(search);
    if (!asPro) {
      writeDraft({ jobId: job.id, jobTitleId: job.jobTitleId, redirectRoute: '/apply/create-profile', ...(analyticOptions ? { analyticOptions } : {}) });
      void navigate('/apply/create-profile');
      return;
    }
    setBusy(true);
    try {
      const applicant = await applyToJob(api, job.id, analyticOptions);
      void navigate(job.screenerQuestionCount > 0 ? `/pro/application/${applicant.id}/screening-questions` : `/pro/applications/${applicant.id}`);
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
      setBusy(false);
    }
  };

  const decline = async () => {
    setBusy(true);
    try {
      const next = await dismissJob(api, job.id, reason);
      onChanged({ notificationStatus: next.notificationStatus, applicationStatus: next.applicationStatus, applicationId: next.applicationId });
      setDeclining(false);
      notify({ kind: 'snackbar', type: 'success', message: T.dismissed });
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  if (asPro && !canApply(status) && job.applicationId) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{T.applied}</Alert.Title>
        </Alert.Content>
        <RouterLink to={`/pro/applications/${job.applicationId}`}>
          <Text as="span" textDecoration="underline" fontWeight="semibold">
            {T.viewApplication}
          </Text>
        </RouterLink>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      {job.screenerQuestionCount > 0 && <Text color="fg.muted">{T.questionsAhead(job.screenerQuestionCount)}</Text>}
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button size="lg" onClick={() => void apply()} loading={busy && !declining} loadingText={T.applying} flex={{ base: '1', sm: 'initial' }}>
          {T.apply}
        </Button>
        {asPro && job.notificationStatus !== 'DISMISSED' && (
          <Button size="lg" variant="outline" onClick={() => setDeclining((d) => !d)} aria-expanded={declining} aria-controls="not-interested-form">
            {T.notInterested}
          </Button>
        )}
      </Flex>
      {declining && (
        <Stack id="not-interested-form" as="form" gap="3" onSubmit={(e) => (e.preventDefault(), void decline())}>
          <Heading as="h2" size="sm">
            {T.notInterestedTitle}
          </Heading>
          <Field.Root>
            <Field.Label>{T.reasonLabel}</Field.Label>
            <Textarea name="reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="gray" loading={busy}>
              {T.confirm}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
              {T.cancel}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
