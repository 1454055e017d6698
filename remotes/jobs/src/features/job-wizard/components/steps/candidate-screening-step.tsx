import { SimpleGrid, Stack, TextField } from '@floorhire/ui';
import { CheckboxItem, RadioChoice } from '../choices';
import type { StepProps } from './step-props';

/** Edit-only step: how candidates are screened (screen here, or url with the career site). */
export function CandidateScreeningStep({ form, update, errors }: StepProps) {
  return (
    <Stack gap={4}>
      <RadioChoice
        legend="Screening"
        value={form.screeningAction}
        options={[
          { value: 'screen', label: 'Screen candidates here with screening questions' },
          { value: 'url', label: 'Send candidates to our career site' },
        ]}
        onChange={(screeningAction) => update({ screeningAction })}
      />
      {form.screeningAction === 'url' && (
        <TextField
          label="Career Site URL"
          required
          type="url"
          value={form.employerCareerSiteUrl}
          onChange={(employerCareerSiteUrl) => update({ employerCareerSiteUrl })}
          error={errors.employerCareerSiteUrl}
          name="employerCareerSiteUrl"
          placeholder="https://careers.example.com/jobs/123"
        />
      )}
      <CheckboxItem label="Submit qualified candidates automatically" checked={form.autoSubmission} onChange={(autoSubmission) => update({ autoSubmission })} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <TextField label="Hires per position" value={form.hiresPerPosition} onChange={(hiresPerPosition) => update({ hiresPerPosition })} inputMode="numeric" name="hiresPerPosition" />
        <TextField label="Minimum applicants per week" value={form.minimumApplicantsPerWeek} onChange={(minimumApplicantsPerWeek) => update({ minimumApplicantsPerWeek })} inputMode="numeric" name="minimumApplicantsPerWeek" />
      </SimpleGrid>
    </Stack>
  );
}
