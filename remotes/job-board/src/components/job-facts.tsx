import { Badge, HStack, Text, Wrap } from '@floorhire/ui';
import { formatJobPay, shiftLabel, type ShiftCode } from '@floorhire/rules';
import { JOB_NOTIFICATION_LABELS, PRO_STATUS_LABELS, type JobNotificationStatus } from '@floorhire/domain-job-board';
import type { ApplicantStatus } from '@floorhire/rules';
import { T } from '#app/texts';

interface Facts {
  employerName: string | null;
  city: string | null;
  state: string | null;
  payRatePeriod: 'hourly' | 'annual';
  payRateMin: number | null;
  payRateMax: number | null;
  payRateSalaryMin: number | null;
  payRateSalaryMax: number | null;
  shift: number | null;
  startTime: string | null;
  endTime: string | null;
  distanceMiles: number | null;
}

export function placeText(job: Pick<Facts, 'city' | 'state'>): string {
  return [job.city, job.state].filter(Boolean).join(', ');
}

function shiftText(job: Pick<Facts, 'shift' | 'startTime' | 'endTime'>): string {
  if (job.shift === 0 && job.startTime && job.endTime) return `${job.startTime}-${job.endTime}`;
  const label = shiftLabel(job.shift as ShiftCode);
  return label && job.shift !== null && job.shift >= 1 && job.shift <= 3 ? `${label} shift` : label;
}

/** Who, where, pay (spec 000 §9 pay display) and shift of a job, in one wrapped line. */
export function JobFacts({ job }: { job: Facts }) {
  return (
    <Wrap gap="2" color="fg.muted" fontSize="sm">
      <Text>{job.employerName ?? T.anonymousEmployer}</Text>
      {placeText(job) && <Text>· {placeText(job)}</Text>}
      {job.distanceMiles !== null && <Text>· {T.milesAway(job.distanceMiles)}</Text>}
      <Text fontWeight="semibold" color="fg">
        {formatJobPay(job)}
      </Text>
      {shiftText(job) && <Text>· {shiftText(job)}</Text>}
    </Wrap>
  );
}

const NOTIFICATION_PALETTE: Record<JobNotificationStatus, string> = { 'NOT QUEUED': 'gray', QUEUED: 'blue', APPLIED: 'green', SKIPPED: 'gray', 'NO REPLY': 'blue', DISMISSED: 'gray' };

export function NotificationBadge({ status }: { status: JobNotificationStatus | null | undefined }) {
  if (!status) return null;
  return (
    <Badge colorPalette={NOTIFICATION_PALETTE[status]} variant="subtle">
      {JOB_NOTIFICATION_LABELS[status]}
    </Badge>
  );
}

const STATUS_PALETTE: Partial<Record<ApplicantStatus, string>> = { Interview: 'blue', Offer: 'green', Hired: 'green', Rejected: 'gray', 'Not interested': 'gray' };

export function StatusBadge({ status }: { status: ApplicantStatus }) {
  return (
    <HStack>
      <Badge colorPalette={STATUS_PALETTE[status] ?? 'teal'} variant="subtle">
        {PRO_STATUS_LABELS[status]}
      </Badge>
    </HStack>
  );
}
