import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from '@floorhire/router';
import { Alert, Badge, Box, Button, Card, Field, Flex, HStack, Heading, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { ErrorState, LoadingState, NotFoundState, toApiError, useApi, useViewer } from '@floorhire/remote-kit';
import { todayIn } from '@floorhire/rules';
import { INTERVIEW_TIMES, type InterviewDto } from '@floorhire/domain-applications';
import { canWithdraw, type ProApplication } from '@floorhire/domain-job-board';
import { StatusBadge, placeText } from '#app/components/job-facts';
import { Page } from '#app/components/page';
import { ZoneSelect } from '#app/components/zone-select';
import { browserZone, groupRows, isPast, slotLabel, type TimeRow } from '#app/lib/slot-times';
import { T } from '#app/texts';
import { answerSlot, proposeTimes, useInterview, useMyApplications, withdrawApplication } from '../api/applications';

/** /pro/applications/{id} and /pro/application/{id}: status, interview times, counter-proposal, withdraw. */
export function ApplicationDetailPage() {
  const { id } = useParams();
  const applicationId = Number(id);
  const viewer = useViewer();
  const list = useMyApplications(viewer.userId);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const interview = useInterview(valid ? applicationId : null);
  const application = list.data?.find((a) => a.id === applicationId);

  if (!valid) return <NotFoundState />;
  if (list.error) return <ErrorState message={list.error.message} onRetry={list.reload} />;
  if (!list.data) return <LoadingState />;
  if (!application) return <NotFoundState message="Application not found" />;

  return (
    <Page title={application.jobTitle}>
      <Stack gap="5">
        <Stack gap="2">
          <Text color="fg.muted">{[application.employerName ?? T.anonymousEmployer, placeText(application)].filter(Boolean).join(' · ')}</Text>
          <HStack>
            <Text fontWeight="medium">{T.status}:</Text>
            <StatusBadge status={application.status} />
          </HStack>
          {application.unansweredQuestions > 0 && (
            <RouterLink to={`/pro/application/${application.id}/screening-questions`}>
              <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
                {T.answerQuestions(application.unansweredQuestions)}
              </Text>
            </RouterLink>
          )}
        </Stack>
        <Box as="section" aria-labelledby="interview-heading">
          <Heading as="h2" size="lg" id="interview-heading" mb="2">
            {T.interviewTitle}
          </Heading>
          {interview.error ? (
            <ErrorState message={interview.error.message} onRetry={interview.reload} />
          ) : interview.data === undefined ? (
            <LoadingState />
          ) : interview.data === null ? (
            <Text color="fg.muted">{T.noInterview}</Text>
          ) : (
            <InterviewPanel applicationId={application.id} interview={interview.data} onChange={(next) => (interview.setData(next), list.reload())} />
          )}
        </Box>
        {canWithdraw(application.status) && <Withdraw application={application} onDone={list.reload} />}
      </Stack>
    </Page>
  );
}

function InterviewPanel({ applicationId, interview, onChange }: { applicationId: number; interview: InterviewDto; onChange(next: InterviewDto): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [zone, setZone] = useState(browserZone);
  const [busy, setBusy] = useState<number | null>(null);
  const slots = interview.jobApplicantInterviewSlots.filter((s) => s.status !== 'Rescheduled');

  const answer = async (slotId: number, status: 'Accepted' | 'Rejected' | 'Confirmed') => {
    setBusy(slotId);
    try {
      onChange(await answerSlot(api, applicationId, interview.id, slotId, status));
      notify({ kind: 'snackbar', type: 'success', message: status === 'Accepted' ? T.accepted : status === 'Rejected' ? T.rejected : T.attendanceConfirmed });
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {interview.type} · {interview.headline}
        {interview.location ? ` · ${interview.location}` : ''}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {slots.map((slot) => (
          <Card.Root as="li" key={slot.id} size="sm" data-testid="interview-slot">
            <Card.Body>
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="semibold">{slotLabel(slot.tsInterview, zone)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {T.proposedBy(slot.proposer ?? 'Business')}
                  </Text>
                </Stack>
                {slot.status === 'Proposed' && slot.proposer !== 'Skilled Pro' ? (
                  <HStack gap="2">
                    <Button size="md" onClick={() => void answer(slot.id, 'Accepted')} loading={busy === slot.id} aria-label={`${T.accept} ${slotLabel(slot.tsInterview, zone)}`}>
                      {T.accept}
                    </Button>
                    <Button size="md" variant="outline" onClick={() => void answer(slot.id, 'Rejected')} disabled={busy === slot.id} aria-label={`${T.reject} ${slotLabel(slot.tsInterview, zone)}`}>
                      {T.reject}
                    </Button>
                  </HStack>
                ) : slot.status === 'Accepted' && !isPast(slot.tsInterview) ? (
                  <HStack gap="2">
                    <Badge colorPalette="green" size="lg">
                      {T.slotStatus(slot.status)}
                    </Badge>
                    <Button size="md" onClick={() => void answer(slot.id, 'Confirmed')} loading={busy === slot.id} aria-label={`${T.confirmAttendance} ${slotLabel(slot.tsInterview, zone)}`}>
                      {T.confirmAttendance}
                    </Button>
                  </HStack>
                ) : (
                  <Badge colorPalette={slot.status === 'Accepted' || slot.status === 'Confirmed' ? 'green' : slot.status === 'Proposed' ? 'blue' : 'gray'} size="lg">
                    {T.slotStatus(slot.status)}
                  </Badge>
                )}
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <ProposeForm applicationId={applicationId} interviewId={interview.id} zone={zone} onZone={setZone} onSent={onChange} />
    </Stack>
  );
}

function ProposeForm({ applicationId, interviewId, zone, onZone, onSent }: { applicationId: number; interviewId: number; zone: string; onZone(zone: string): void; onSent(next: InterviewDto): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [rows, setRows] = useState<TimeRow[]>([{ date: '', time: '09:00' }]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayIn(zone);
  // The value is read now: React runs the updater later, when the event's currentTarget is gone.
  const setRow = (index: number, change: Partial<TimeRow>) => setRows((rs) => rs.map((r, j) => (j === index ? { ...r, ...change } : r)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const slots = groupRows(rows);
    if (slots.length === 0) {
      setError('Choose at least one interview time');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onSent(await proposeTimes(api, applicationId, interviewId, slots, zone));
      setRows([{ date: '', time: '09:00' }]);
      notify({ kind: 'snackbar', type: 'success', message: T.timesSent });
    } catch (err) {
      setError(toApiError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="md" p="4" aria-labelledby="propose-heading">
      <Heading as="h3" size="md" id="propose-heading">
        {T.proposeTitle}
      </Heading>
      <Text color="fg.muted" mb="3">
        {T.proposeIntro}
      </Text>
      <Stack gap="3">
        <ZoneSelect zone={zone} onZone={onZone} />
        {rows.map((row, i) => (
          <Flex key={i} gap="2" align="flex-end" wrap="wrap">
            <Field.Root flex="1" minW="36">
              <Field.Label>
                {T.dateLabel} {i + 1}
              </Field.Label>
              <Input type="date" name={`date-${i}`} min={today} value={row.date} onChange={(e) => setRow(i, { date: e.target.value })} />
            </Field.Root>
            <Field.Root flex="1" minW="28">
              <Field.Label>
                {T.timeLabel} {i + 1}
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name={`time-${i}`} value={row.time} onChange={(e) => setRow(i, { time: e.currentTarget.value })}>
                  {INTERVIEW_TIMES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {rows.length > 1 && (
              <IconButton variant="ghost" aria-label={T.removeTime(i + 1)} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                ✕
              </IconButton>
            )}
          </Flex>
        ))}
        <Button type="button" variant="outline" onClick={() => setRows((rs) => [...rs, { date: rs.at(-1)?.date ?? '', time: '09:00' }])}>
          {T.addTime}
        </Button>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" size="lg" loading={busy}>
          {T.sendTimes}
        </Button>
      </Stack>
    </Box>
  );
}

function Withdraw({ application, onDone }: { application: ProApplication; onDone(): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await withdrawApplication(api, application.id, reason);
      notify({ kind: 'snackbar', type: 'success', message: T.withdrawn });
      setOpen(false);
      onDone();
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-label={T.withdraw}>
      {!open ? (
        <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)} aria-expanded={false} aria-controls="withdraw-form">
          {T.withdraw}
        </Button>
      ) : (
        <Stack as="form" id="withdraw-form" gap="3" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" size="md">
            {T.withdrawTitle}
          </Heading>
          <Field.Root>
            <Field.Label>{T.withdrawReason}</Field.Label>
            <Textarea name="withdraw-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="red" loading={busy}>
              {T.withdraw}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}

