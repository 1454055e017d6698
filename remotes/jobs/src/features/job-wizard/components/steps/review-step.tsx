import type { ReactNode } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { Badge, Box, DataList, HStack, Heading, Link, List, Stack, Text } from '@floorhire/ui';
import { formatDate, formatJobPay, shiftLabel, usStateName, type ShiftCode } from '@floorhire/rules';
import { JOB_STATUS_LABELS, type JobDto, type JobSlotsDto } from '@floorhire/domain-jobs';
import type { Person } from '#app/lib/people';
import type { JobTaxonomy } from '../../api/get-taxonomy';
import { toNumber, validateStep, type JobForm } from '../../utils/job-form';
import { STEP_TITLES, type WizardStep } from '../../utils/wizard-steps';
import { MarkdownPreview } from '#app/components/markdown-preview';
import type { StepProps } from './step-props';

function Section({ step, title, editTo, children, incomplete }: { step: WizardStep; title: string; editTo(step: WizardStep): string; children: ReactNode; incomplete: boolean }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p={4} borderColor={incomplete ? 'border.error' : undefined}>
      <HStack justify="space-between" mb={2}>
        <Heading as="h3" size="sm">
          {title} {incomplete && <Badge colorPalette="red">Incomplete</Badge>}
        </Heading>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={editTo(step)} aria-label={`Edit ${title}`}>
            Edit
          </RouterLink>
        </Link>
      </HStack>
      {children}
    </Box>
  );
}

function Items({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value === '' || value === null ? '—' : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

export function shiftText(form: JobForm): string {
  if (form.shift === '') return '';
  const code: ShiftCode = form.shift === 'multiple' ? null : (Number(form.shift) as ShiftCode);
  return code === 0 ? `Other (${form.startTime || '?'} - ${form.endTime || '?'})` : shiftLabel(code);
}

/** Review & Submit: everything the post will say, with an Edit link per step. */
export function ReviewStep({ form, viewer, editTo, taxonomy, employerUsers, job, slots, extra }: StepProps & { editTo(step: WizardStep): string; taxonomy: JobTaxonomy | undefined; employerUsers: readonly Person[] | undefined; job: JobDto | undefined; slots: JobSlotsDto | undefined; extra?: ReactNode }) {
  const incomplete = (step: WizardStep) => Object.keys(validateStep(step, form, viewer)).length > 0;
  const names = (ids: readonly number[], list: readonly { id: number; name: string }[] | undefined) => ids.map((id) => list?.find((x) => x.id === id)?.name ?? `#${id}`).join(', ');
  const annual = form.payRatePeriod === 'annual';
  const pay = formatJobPay({
    payRatePeriod: form.payRatePeriod,
    payRateMin: annual ? null : toNumber(form.payRateMin),
    payRateMax: annual ? null : toNumber(form.payRateMax),
    payRateSalaryMin: annual ? toNumber(form.payRateSalaryMin) : null,
    payRateSalaryMax: annual ? toNumber(form.payRateSalaryMax) : null,
  });
  const contact = employerUsers?.find((p) => p.id === form.employerAssigneeId)?.name ?? (form.employerAssigneeId ? `User #${form.employerAssigneeId}` : '');
  const machines = form.machines
    .map((m) => {
      const machine = taxonomy?.machines.find((x) => x.id === m.machineId);
      const brands = m.brandIds.map((b) => machine?.brands.find((y) => y.id === b)?.name).filter(Boolean);
      return `${machine?.name ?? `#${m.machineId}`}${brands.length ? ` (${brands.join(', ')})` : ''}`;
    })
    .join('; ');
  return (
    <Stack gap={4}>
      {slots && !viewer.isStaff && (job?.status ?? 'draft') !== 'live' && (
        <Text fontSize="sm" data-testid="slots-summary">
          {slots.total === null ? 'Your plan has no job slots.' : `${slots.available} of ${slots.total} job slots free (${slots.used} in use).`}
        </Text>
      )}
      <Section step="company-information" title={STEP_TITLES['company-information']} editTo={editTo} incomplete={incomplete('company-information')}>
        <Items
          items={[
            ['Employer', form.employerName + (form.anonymous ? ' (posted anonymously)' : '')],
            ['Address', [form.street1, form.city, usStateName(form.state) ?? form.state, form.postalCode].filter(Boolean).join(', ')],
          ]}
        />
      </Section>
      <Section step="job-details" title={STEP_TITLES['job-details']} editTo={editTo} incomplete={incomplete('job-details')}>
        <Items
          items={[
            ['Job Title', form.displayTitle],
            ['Hiring Contact', contact],
            ['Hire Type', form.hireType],
            ['Shift', shiftText(form)],
            ['Pay', pay],
            ['Experience', form.experience],
          ]}
        />
      </Section>
      <Section step="skilled-keywords" title={STEP_TITLES['skilled-keywords']} editTo={editTo} incomplete={false}>
        <Items
          items={[
            ['Disciplines', names(form.knowledgeDisciplineIds, taxonomy?.disciplines)],
            ['Machines', machines],
            ['Materials', names(form.materialIds, taxonomy?.materials)],
          ]}
        />
      </Section>
      <Section step="job-description" title={STEP_TITLES['job-description']} editTo={editTo} incomplete={incomplete('job-description')}>
        <MarkdownPreview markdown={form.descriptionMarkdown || form.rawDescription} />
      </Section>
      <Section step={form.screeningAction === 'url' ? 'candidate-screening' : 'screener-questions'} title={STEP_TITLES['screener-questions']} editTo={editTo} incomplete={incomplete('screener-questions')}>
        {form.screeningAction === 'url' ? (
          <Text fontSize="sm">Candidates apply on {form.employerCareerSiteUrl || 'your career site'}.</Text>
        ) : (
          <List.Root as="ol" ps={5} fontSize="sm">
            {form.screenerQuestions.map((q, i) => (
              <List.Item key={i}>{q || <Text as="span" color="fg.error">(empty)</Text>}</List.Item>
            ))}
          </List.Root>
        )}
      </Section>
      {job && job.statusHistories.length > 0 && (
        <Box as="section" aria-label="History" borderWidth="1px" borderRadius="md" p={4}>
          <Heading as="h3" size="sm" mb={2}>
            History <Badge>{JOB_STATUS_LABELS[job.status]}</Badge>
          </Heading>
          <List.Root ps={5} fontSize="sm" data-testid="job-history">
            {[...job.statusHistories].reverse().map((h, i) => (
              <List.Item key={i}>
                {h.text} — {h.creator ? `${h.creator.nameFirst} ${h.creator.nameLast}` : 'System'}, {formatDate(h.createTs)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {extra}
    </Stack>
  );
}
