import { useState } from 'react';
import { SelectField, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { SHIFTS } from '@floorhire/rules';
import { EXPERIENCE_LEVELS, HIRE_TYPES, JOB_HIRE_TYPES } from '@floorhire/domain-jobs';
import type { Person } from '#app/lib/people';
import { useApi } from '@floorhire/remote-kit';
import { normalizeJobTitle } from '../../api/normalize-job-title';
import { RadioChoice } from '../choices';
import type { StepProps } from './step-props';

const SHIFT_OPTIONS = SHIFTS.map((s) => ({ value: s.code === null ? 'multiple' : String(s.code), label: s.code === 0 ? 'Other (custom start and end times)' : s.label }));
const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = { entry: 'Entry level', mid: 'Mid level', senior: 'Senior' };

/** Step 1 Add Job Details: title, hiring contact, hire type, shift, pay (spec 001 §3, §5, §9). */
export function JobDetailsStep({ form, update, errors, viewer, employerUsers, staffUsers }: StepProps & { employerUsers: readonly Person[] | undefined; staffUsers: readonly Person[] | undefined }) {
  const api = useApi();
  const [titleMatch, setTitleMatch] = useState<string | null>(null);
  const hireTypes = viewer.isStaff ? JOB_HIRE_TYPES : HIRE_TYPES;
  const annual = form.payRatePeriod === 'annual';

  const checkTitle = () => {
    const text = form.displayTitle.trim();
    if (!text) return setTitleMatch(null);
    normalizeJobTitle(api, text).then(
      (answer) => setTitleMatch(answer.jobTitle ? answer.jobTitle.title : null),
      () => setTitleMatch(null),
    );
  };

  return (
    <Stack gap={4}>
      <TextField
        label="Job Title"
        required={!viewer.isStaff}
        value={form.displayTitle}
        onChange={(displayTitle) => {
          setTitleMatch(null);
          update({ displayTitle, jobTitleId: null });
        }}
        onBlur={checkTitle}
        error={errors.displayTitle}
        name="displayTitle"
        placeholder="e.g. CNC Machinist"
        helper={titleMatch ? `Listed under the job title “${titleMatch}” so matching pros find it.` : 'Use the title pros search for.'}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField
          label="Hiring Contact"
          required
          value={form.employerAssigneeId ? String(form.employerAssigneeId) : ''}
          placeholder={employerUsers ? 'Choose a hiring contact' : 'Loading users…'}
          options={(employerUsers ?? []).map((p) => ({ value: String(p.id), label: `${p.name}${p.id === viewer.userId ? ' (me)' : ''}` }))}
          onChange={(value) => update({ employerAssigneeId: value ? Number(value) : null })}
          error={errors.employerAssigneeId}
        />
        {viewer.isStaff && (
          <SelectField
            label="Assignee (staff)"
            value={form.assigneeId ? String(form.assigneeId) : ''}
            placeholder="No assignee"
            options={(staffUsers ?? []).map((p) => ({ value: String(p.id), label: `${p.name}${p.id === viewer.userId ? ' (me)' : ''}` }))}
            onChange={(value) => update({ assigneeId: value ? Number(value) : null })}
          />
        )}
        <SelectField label="Hire Type" required value={form.hireType} placeholder="Choose a hire type" options={hireTypes.map((h) => ({ value: h, label: h }))} onChange={(hireType) => update({ hireType })} error={errors.hireType} />
        <SelectField label="Shift" value={form.shift} placeholder="Choose a shift" options={SHIFT_OPTIONS} onChange={(shift) => update({ shift: shift as typeof form.shift })} />
        <SelectField
          label="Experience"
          value={form.experience}
          placeholder="Any experience"
          options={EXPERIENCE_LEVELS.map((e) => ({ value: e, label: EXPERIENCE_LABELS[e] }))}
          onChange={(experience) => update({ experience: experience as typeof form.experience })}
        />
      </SimpleGrid>
      {form.shift === '0' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextField label="Start Time" required type="time" value={form.startTime} onChange={(startTime) => update({ startTime })} error={errors.startTime} name="startTime" />
          <TextField label="End Time" required type="time" value={form.endTime} onChange={(endTime) => update({ endTime })} error={errors.endTime} name="endTime" />
        </SimpleGrid>
      )}
      <RadioChoice
        legend="Pay period"
        value={form.payRatePeriod}
        options={[
          { value: 'hourly', label: 'Hourly' },
          { value: 'annual', label: 'Annual salary' },
        ]}
        onChange={(payRatePeriod) => update({ payRatePeriod })}
      />
      {annual ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextField label="Minimum Salary ($/yr)" value={form.payRateSalaryMin} onChange={(payRateSalaryMin) => update({ payRateSalaryMin })} error={errors.payRateSalaryMin} inputMode="decimal" name="payRateSalaryMin" />
          <TextField label="Maximum Salary ($/yr)" value={form.payRateSalaryMax} onChange={(payRateSalaryMax) => update({ payRateSalaryMax })} error={errors.payRateSalaryMax} inputMode="decimal" name="payRateSalaryMax" />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextField label="Minimum Pay Rate ($/hr)" value={form.payRateMin} onChange={(payRateMin) => update({ payRateMin })} error={errors.payRateMin} inputMode="decimal" name="payRateMin" />
          <TextField label="Maximum Pay Rate ($/hr)" value={form.payRateMax} onChange={(payRateMax) => update({ payRateMax })} error={errors.payRateMax} inputMode="decimal" name="payRateMax" />
        </SimpleGrid>
      )}
      <Text fontSize="xs" color="fg.muted">
        Leave pay empty to show “Undisclosed Pay Rate”.
      </Text>
    </Stack>
  );
}
