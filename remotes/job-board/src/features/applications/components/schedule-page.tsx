import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { Badge, Box, Button, Flex, HStack, Heading, Stack, Text } from '@floorhire/ui';
import { EmptyState, Loaded, useViewer } from '@floorhire/remote-kit';
import { ROLES, todayIn } from '@floorhire/rules';
import type { ProApplication } from '@floorhire/domain-job-board';
import { Page } from '#app/components/page';
import { ZoneSelect } from '#app/components/zone-select';
import { agendaDays, dayLabel, shiftWeeks, timeLabel, weekDays, weekLabel, weekStartOf, type CalendarDay } from '#app/lib/calendar';
import { browserZone } from '#app/lib/slot-times';
import { T } from '#app/texts';
import { useMyApplications } from '../api/applications';

type View = 'week' | 'agenda';
type Entry = { id: number; ts: string; application: ProApplication };

/**
 * /schedule: the pro's interviews as a calendar in their own zone: a week (seven days side by
 * side on a wide screen, stacked on a phone) or an agenda from today on. View and week live in
 * the address (?view=agenda&week=2027-03-14), so Back and a shared link keep them.
 */
export function SchedulePage() {
  const viewer = useViewer();
  const isPro = viewer.roles.includes(ROLES.userPro);
  const list = useMyApplications(isPro ? viewer.userId : 0);
  if (!isPro) {
    return (
      <Page title={T.scheduleTitle}>
        <Text mb="3">{T.scheduleSignedOut}</Text>
        <RouterLink to="/login">
          <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
            {T.logIn}
          </Text>
        </RouterLink>
      </Page>
    );
  }
  return (
    <Page title={T.scheduleTitle} wide>
      <Loaded resource={list}>
        {(items) => {
          const entries: Entry[] = items.filter((a) => a.nextInterview).map((a) => ({ id: a.id, ts: a.nextInterview!.tsInterview, application: a }));
          if (entries.length === 0)
            return (
              <EmptyState title={T.noSchedule}>
                <Text mt="1">{T.youWillSee}</Text>
              </EmptyState>
            );
          return <Calendar entries={entries} />;
        }}
      </Loaded>
    </Page>
  );
}

function Calendar({ entries }: { entries: Entry[] }) {
  const [params, setParams] = useSearchParams();
  const [zone, setZone] = useState(browserZone);
  const today = todayIn(zone);
  const view: View = params.get('view') === 'agenda' ? 'agenda' : 'week';
  const weekParam = params.get('week');
  const weekStart = weekStartOf(weekParam && /^\d{4}-\d{2}-\d{2}$/u.test(weekParam) ? weekParam : today, zone);
  const set = (change: { view?: View; week?: string | null }) => {
    const next = new URLSearchParams(params);
    if (change.view) next.set('view', change.view);
    if (change.week === null) next.delete('week');
    else if (change.week) next.set('week', change.week);
    setParams(next);
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <HStack role="group" aria-label={T.viewLabel} gap="0">
          {(['week', 'agenda'] as const).map((v, i) => (
            <Button
              key={v}
              size="md"
              variant={view === v ? 'solid' : 'outline'}
              aria-pressed={view === v}
              borderStartRadius={i === 0 ? undefined : '0'}
              borderEndRadius={i === 0 ? '0' : undefined}
              onClick={() => set({ view: v })}
            >
              {v === 'week' ? T.weekView : T.agendaView}
            </Button>
          ))}
        </HStack>
        <ZoneSelect zone={zone} onZone={setZone} w={{ base: 'full', sm: '64' }} />
      </Flex>
      {view === 'week' ? (
        <WeekView entries={entries} zone={zone} today={today} weekStart={weekStart} onWeek={(week) => set({ week })} />
      ) : (
        <DayList days={agendaDays(entries, zone, today)} zone={zone} today={today} label={T.agendaView} empty={T.noSchedule} />
      )}
    </Stack>
  );
}

function WeekView({ entries, zone, today, weekStart, onWeek }: { entries: Entry[]; zone: string; today: string; weekStart: string; onWeek(week: string | null): void }) {
  const days = weekDays(weekStart, entries, zone);
  const upcoming = agendaDays(entries, zone, shiftWeeks(weekStart, 1, zone))[0];
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="lg" aria-live="polite" id="week-heading">
          {weekLabel(weekStart, zone)}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button size="md" variant="outline" onClick={() => onWeek(shiftWeeks(weekStart, -1, zone))}>
            {T.previousWeek}
          </Button>
          <Button size="md" variant="outline" onClick={() => onWeek(null)} disabled={weekStart === weekStartOf(today, zone)}>
            {T.thisWeek}
          </Button>
          <Button size="md" variant="outline" onClick={() => onWeek(shiftWeeks(weekStart, 1, zone))}>
            {T.nextWeek}
          </Button>
        </HStack>
      </Flex>
      <Box as="ol" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(7, minmax(0, 1fr))' }} gap="2" aria-labelledby="week-heading">
        {days.map((day) => (
          <DayCell key={day.date} day={day} zone={zone} today={today} />
        ))}
      </Box>
      {days.every((d) => d.items.length === 0) && (
        <Text color="fg.muted">
          {T.noInterviewsThisWeek}
          {upcoming && (
            <>
              {' '}
              <Button variant="plain" size="md" px="0" textDecoration="underline" color="green.800" onClick={() => onWeek(weekStartOf(upcoming.date, zone))}>
                {T.nextInterviewOn(dayLabel(upcoming.date, zone))}
              </Button>
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}

function DayCell({ day, zone, today }: { day: CalendarDay<Entry>; zone: string; today: string }) {
  const isToday = day.date === today;
  const headingId = `day-${day.date}`;
  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      aria-current={isToday ? 'date' : undefined}
      borderWidth="1px"
      borderColor={isToday ? 'green.700' : 'border'}
      borderRadius="md"
      p="2"
      minH={{ base: 'auto', md: '32' }}
      display={{ base: day.items.length === 0 && !isToday ? 'none' : 'block', md: 'block' }}
      data-testid="calendar-day"
    >
      <Heading as="h3" size="sm" id={headingId} mb="1">
        {dayLabel(day.date, zone)}
        {isToday && (
          <Badge ms="2" colorPalette="green" variant="solid">
            {T.today}
          </Badge>
        )}
      </Heading>
      {day.items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {T.noInterviewsThisDay}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {day.items.map((entry) => (
            <EntryLink key={entry.id} entry={entry} zone={zone} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function DayList({ days, zone, today, label, empty }: { days: CalendarDay<Entry>[]; zone: string; today: string; label: string; empty: string }) {
  if (days.length === 0) return <EmptyState title={empty} />;
  return (
    <Stack as="ol" listStyleType="none" gap="4" aria-label={label}>
      {days.map((day) => (
        <Box as="li" key={day.date} aria-labelledby={`agenda-${day.date}`} aria-current={day.date === today ? 'date' : undefined} data-testid="agenda-day">
          <Heading as="h2" size="md" id={`agenda-${day.date}`} mb="2">
            {dayLabel(day.date, zone)}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {day.items.map((entry) => (
              <EntryLink key={entry.id} entry={entry} zone={zone} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function EntryLink({ entry, zone }: { entry: Entry; zone: string }) {
  const a = entry.application;
  const status = a.nextInterview!.status;
  return (
    <li>
      <RouterLink to={`/pro/applications/${a.id}`} className="calendar-entry">
        <Box borderStartWidth="4px" borderColor={status === 'Proposed' ? 'blue.600' : 'green.700'} bg="bg.muted" borderRadius="sm" px="2" py="1" _hover={{ bg: 'bg.emphasized' }}>
          <Text fontSize="sm" fontWeight="semibold">
            {timeLabel(entry.ts, zone)}
          </Text>
          {/* Week cells are narrow on a desktop: long titles break at syllables, not mid-letter. */}
          <Text fontSize="sm" textDecoration="underline" color="green.800" lineClamp={3} hyphens="auto" lang="en">
            {a.jobTitle}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {[a.employerName ?? T.anonymousEmployer, a.nextInterview!.type, T.calendarSlotStatus(status)].join(' · ')}
          </Text>
        </Box>
      </RouterLink>
    </li>
  );
}
