import { useState } from 'react';
import { Badge, Box, Button, Card, Field, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { DEFAULT_TIMEZONE, serverToZoned, zonedToServer } from '@floorhire/rules';
import { INTERVIEW_TIMES, type InterviewDto } from '@floorhire/domain-applications';
import { ErrorState, LoadingState, useApi, toApiError } from '@floorhire/remote-kit';
import type { Viewer } from '#app/lib/use-viewer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { sendCalendarInvite } from '../api/calendar-invite';
import { cancelInterview } from '../api/cancel-interview';
import { createInterview } from '../api/create-interview';
import { useCalendarData } from '../api/get-calendar-data';
import { useInterview } from '../api/get-interview';
import { patchSlot, type SlotMove } from '../api/patch-slot';
import { proposeSlots } from '../api/propose-slots';
import { recordAttendance } from '../api/record-attendance';
import { rescheduleInterview } from '../api/reschedule-interview';
import type { SlotFormValues } from '../hooks/slot-form';
import { CalendarConnect } from './calendar-connect';
import { SlotForm } from './slot-form';

const TIME_LABEL = new Map(INTERVIEW_TIMES.map((t) => [t.value, t.label]));
const SLOT_PALETTE = { Proposed: 'blue', Accepted: 'green', Confirmed: 'green', Rejected: 'red', Rescheduled: 'gray', Canceled: 'gray' } as const;

/** A server slot as the interview's zone shows it: 2026-11-24 9:15 AM. */
export function slotText(ts: string, zone: string): string {
  const local = serverToZoned(ts, zone);
  return local ? `${local.date} ${TIME_LABEL.get(local.time) ?? local.time}` : ts;
}

type InterviewSlot = InterviewDto['jobApplicantInterviewSlots'][number];

/** Interview tab (spec 001 §2, §4): the list view of times and actions, and the form view. */
export function InterviewTab({ applicantId, proName, viewer, onChanged }: { applicantId: number; proName: string; initial?: InterviewDto | null; viewer: Viewer; onChanged(): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const interview = useInterview(applicantId);
  const calendar = useCalendarData(viewer.userId);
  const [view, setView] = useState<'form' | 'list' | null>(null);
  const [busy, setBusy] = useState(false);
  const [rescheduling, setRescheduling] = useState<number | null>(null);

  if (interview.error) return <ErrorState message={interview.error.message} onRetry={interview.reload} />;
  if (interview.data === undefined) return <LoadingState />;
  const current = interview.data;
  const shown = view ?? (current && current.jobApplicantInterviewSlots.length > 0 ? 'list' : 'form');
  const zone = current?.timezone ?? DEFAULT_TIMEZONE;

  const run = async (action: () => Promise<InterviewDto>) => {
    setBusy(true);
    try {
      const next = await action();
      interview.mutate(() => next);
      setView('list');
      setRescheduling(null);
      notify({ kind: 'snackbar', type: 'success', message: T.interviewSaved });
      onChanged();
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  const submit = (values: SlotFormValues, utc: string[]) =>
    void run(() => {
      const text = (s: string) => (s.trim() ? s.trim() : undefined);
      const proposer = viewer.kind === 'staff' && values.mode === 'schedule' && values.proposer ? values.proposer : undefined;
      if (values.mode === 'calendar')
        return sendCalendarInvite(api, {
          jobApplicantId: applicantId,
          tsInterview: utc[0]!,
          interviewType: values.interviewType,
          interviewLength: values.interviewLength,
          interviewDetails: text(values.interviewDetails),
          location: text(values.location),
          timezone: values.timezone,
        });
      if (!current)
        return createInterview(api, applicantId, {
          interviewType: values.interviewType,
          interviewLength: values.interviewLength,
          interviewDetails: text(values.interviewDetails),
          location: text(values.location),
          allowSameDayInterview: values.allowSameDayInterview,
          timezone: values.timezone,
          mode: values.mode,
          proposer,
          slots: utc,
        });
      return proposeSlots(api, applicantId, current.id, { slots: utc, timezone: values.timezone, mode: values.mode, proposer });
    });

  const move = (slot: InterviewSlot, status: SlotMove) => current && void run(() => patchSlot(api, applicantId, current.id, slot.id, status));
  const ours = (slot: InterviewSlot) => slot.proposer !== 'Skilled Pro';

  return (
    <Stack gap="4" pt="2" data-testid="interview-tab">
      <CalendarConnect viewer={viewer} data={calendar} />
      {current && (
        <Card.Root size="sm">
          <Card.Header>
            <Flex justify="space-between" wrap="wrap" gap="2">
              <Heading as="h2" size="md">
                {T.slotsTitle}
              </Heading>
              <Badge size="lg" data-testid="interview-headline">
                {current.headline}
              </Badge>
            </Flex>
            <Text color="fg.muted" fontSize="sm">
              {current.type} · {current.interviewLength ? T.minutes(current.interviewLength) : ''} · {zone}
              {current.location ? ` · ${current.location}` : ''}
            </Text>
          </Card.Header>
          <Card.Body pt="0">
            <Stack as="ul" listStyleType="none" gap="2" data-testid="slot-list">
              {[...current.jobApplicantInterviewSlots]
                .sort((a, b) => a.tsInterview.localeCompare(b.tsInterview))
                .map((slot) => (
                  <Box as="li" key={slot.id} borderWidth="1px" borderRadius="md" p="2" data-testid="slot" data-status={slot.status}>
                    <Flex justify="space-between" wrap="wrap" gap="2" align="center">
                      <Box>
                        <Text fontWeight="semibold">{slotText(slot.tsInterview, zone)}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {slot.tsInterview} UTC{slot.proposer ? ` · ${slot.proposer}` : ''}
                        </Text>
                      </Box>
                      <HStack wrap="wrap">
                        <Badge colorPalette={SLOT_PALETTE[slot.status]}>{slot.status}</Badge>
                        {viewer.canEditApplicants && slot.status === 'Proposed' && !ours(slot) && (
                          <>
                            <Button size="xs" onClick={() => move(slot, 'Accepted')} disabled={busy}>
                              {T.accept}
                            </Button>
                            <Button size="xs" variant="outline" onClick={() => move(slot, 'Rejected')} disabled={busy}>
                              {T.reject}
                            </Button>
                          </>
                        )}
                        {viewer.canEditApplicants && viewer.kind === 'staff' && slot.status === 'Accepted' && (
                          <Button size="xs" onClick={() => move(slot, 'Confirmed')} disabled={busy}>
                            {T.confirm}
                          </Button>
                        )}
                        {viewer.canEditApplicants && (slot.status === 'Accepted' || slot.status === 'Confirmed') && (
                          <Button size="xs" variant="outline" onClick={() => setRescheduling(slot.id)} disabled={busy}>
                            {T.reschedule}
                          </Button>
                        )}
                        {viewer.canEditApplicants && (slot.status === 'Accepted' || slot.status === 'Confirmed' || (slot.status === 'Proposed' && ours(slot))) && (
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => move(slot, 'Canceled')} disabled={busy}>
                            {T.cancelSlot}
                          </Button>
                        )}
                      </HStack>
                    </Flex>
                    {rescheduling === slot.id && <RescheduleForm zone={zone} busy={busy} onCancel={() => setRescheduling(null)} onSubmit={(ts) => void run(() => rescheduleInterview(api, current.id, ts))} />}
                  </Box>
                ))}
            </Stack>
            {current.showAttendance && viewer.canEditApplicants && (
              <HStack mt="3" wrap="wrap" data-testid="attendance">
                <Text>{T.recordAttendance}</Text>
                <Button size="sm" onClick={() => void run(() => recordAttendance(api, applicantId, current.id, 1))} disabled={busy}>
                  {T.attended}
                </Button>
                <Button size="sm" variant="outline" onClick={() => void run(() => recordAttendance(api, applicantId, current.id, 0))} disabled={busy}>
                  {T.noShow}
                </Button>
              </HStack>
            )}
            {current.applicantAttended !== null && (
              <Text mt="3" fontSize="sm">
                {T.attendanceRecorded(current.applicantAttended === 1)}
              </Text>
            )}
            {current.timeline.length > 0 && (
              <Stack as="ol" listStyleType="none" gap="1" mt="4" data-testid="interview-timeline">
                {[...current.timeline].reverse().map((entry, i) => (
                  <Text as="li" key={`${entry.createTs}-${i}`} fontSize="sm" color="fg.muted">
                    {entry.text} · {entry.createTs.slice(0, 10)}
                  </Text>
                ))}
              </Stack>
            )}
            {viewer.canEditApplicants && shown === 'list' && (
              <HStack mt="4" wrap="wrap">
                <Button size="sm" onClick={() => setView('form')}>
                  {T.newTimes}
                </Button>
                {(current.status === 'accepted' || current.status === 'proposed') && (
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void run(() => cancelInterview(api, current.id))} disabled={busy}>
                    Cancel interview
                  </Button>
                )}
              </HStack>
            )}
          </Card.Body>
        </Card.Root>
      )}
      {!current && !viewer.canEditApplicants && <Text color="fg.muted">{T.noInterview}</Text>}
      {shown === 'form' && viewer.canEditApplicants && (
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h2" size="md">
              {current ? T.newTimes : `${T.interviewTab}: ${proName}`}
            </Heading>
          </Card.Header>
          <Card.Body pt="0">
            <SlotForm
              staff={viewer.kind === 'staff'}
              calendarConnected={calendar.data?.connected ?? false}
              isNew={!current}
              initialTimezone={current?.timezone ?? null}
              busy={busy}
              onSubmit={submit}
              {...(current ? { onCancel: () => setView('list') } : {})}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

function RescheduleForm({ zone, busy, onSubmit, onCancel }: { zone: string; busy: boolean; onSubmit(ts: string): void; onCancel(): void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const ts = date && time ? zonedToServer(date, time, zone) : undefined;
  return (
    <Flex gap="2" wrap="wrap" align="flex-end" mt="2">
      <Field.Root width="auto">
        <Field.Label>{T.rescheduleTo}</Field.Label>
        <Input type="date" size="sm" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      </Field.Root>
      <NativeSelect.Root size="sm" width="8rem">
        <NativeSelect.Field aria-label={T.slotTimes} value={time} onChange={(e) => setTime(e.currentTarget.value)}>
          <option value="">--:--</option>
          {INTERVIEW_TIMES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" disabled={!ts} loading={busy} onClick={() => ts && onSubmit(ts)}>
        {T.reschedule}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {T.cancelForm}
      </Button>
    </Flex>
  );
}
