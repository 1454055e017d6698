import { Box, SelectField, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { US_STATES } from '@floorhire/rules';
import type { EmployerChoice } from '#app/lib/people';
import { CheckboxItem } from '../choices';
import type { StepProps } from './step-props';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: `${s.name} (${s.abbreviation})` }));

/** Verify the company details as they will appear in the post (spec 001 §2, §5). */
export function CompanyInformationStep({ form, update, errors, viewer, employers, employerLocked }: StepProps & { employers: readonly EmployerChoice[] | undefined; employerLocked: boolean }) {
  return (
    <Stack gap={4}>
      {viewer.isStaff && (
        <SelectField
          label="Employer"
          required
          value={form.employerId ? String(form.employerId) : ''}
          placeholder={employers ? 'Choose the employer' : 'Loading employers…'}
          disabled={employerLocked}
          options={(employers ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          onChange={(value) => {
            const choice = employers?.find((e) => String(e.id) === value);
            update({ employerId: choice?.id ?? null, employerName: choice?.name ?? '', employerAssigneeId: null });
          }}
          error={errors.employerId}
          helper={employerLocked ? 'A saved job stays with its employer.' : 'Staff can post for any employer.'}
        />
      )}
      <TextField label="Employer Name" required value={form.employerName} onChange={() => undefined} disabled error={errors.employerName} helper="From the company profile." />
      <TextField label="Company Address" required value={form.street1} onChange={(street1) => update({ street1 })} error={errors.street1} name="street1" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        <TextField label="City" required value={form.city} onChange={(city) => update({ city })} error={errors.city} name="city" />
        <SelectField label="State" required value={form.state} placeholder="Choose a state" options={STATE_OPTIONS} onChange={(state) => update({ state })} error={errors.state} />
        <TextField label="Zip Code" required value={form.postalCode} onChange={(postalCode) => update({ postalCode })} error={errors.postalCode} inputMode="numeric" name="postalCode" />
      </SimpleGrid>
      <Box>
        <CheckboxItem label="Post anonymously (hide the company name from pros)" checked={form.anonymous} onChange={(anonymous) => update({ anonymous })} />
        <Text fontSize="xs" color="fg.muted" mt={1}>
          {form.anonymous ? 'Pros see “Confidential employer” and the city only.' : `Pros see ${form.employerName || 'your company name'} on the post.`}
        </Text>
      </Box>
    </Stack>
  );
}
