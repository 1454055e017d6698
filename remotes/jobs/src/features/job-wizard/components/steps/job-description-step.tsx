import { Button, Heading, HStack, SimpleGrid, Stack, Text, TextAreaField } from '@floorhire/ui';
import { US_STATES } from '@floorhire/rules';
import { useDescriptionGeneration } from '../../hooks/use-generation';
import type { JobTaxonomy } from '../../api/get-taxonomy';
import type { JobDescriptionRequest } from '../../api/generate-job-description';
import type { JobForm } from '../../utils/job-form';
import { toNumber } from '../../utils/job-form';
import { GenerationProgress } from '../generation-progress';
import { MarkdownPreview } from '#app/components/markdown-preview';
import type { StepProps } from './step-props';

/** What the assistant is told about the job: title, location, skills and brands (spec 001 §7). */
export function descriptionRequest(form: JobForm, taxonomy: JobTaxonomy | undefined): JobDescriptionRequest {
  const names = (ids: readonly number[], list: readonly { id: number; name: string }[] | undefined) => ids.flatMap((id) => list?.find((x) => x.id === id)?.name ?? []);
  const machines = taxonomy?.machines ?? [];
  const brands = form.machines.flatMap((m) => m.brandIds.flatMap((b) => machines.find((x) => x.id === m.machineId)?.brands.find((y) => y.id === b)?.name ?? []));
  const state = US_STATES.find((s) => s.abbreviation === form.state)?.abbreviation ?? form.state;
  const shift = form.shift === '' || form.shift === 'multiple' ? null : (Number(form.shift) as 0 | 1 | 2 | 3 | 4);
  const annual = form.payRatePeriod === 'annual';
  const low = toNumber(annual ? form.payRateSalaryMin : form.payRateMin);
  const high = toNumber(annual ? form.payRateSalaryMax : form.payRateMax);
  return {
    jobTitle: form.displayTitle.trim(),
    location: [form.city.trim(), state].filter(Boolean).join(', '),
    skills: [...names(form.knowledgeDisciplineIds, taxonomy?.disciplines), ...names(form.materialIds, taxonomy?.materials)].slice(0, 40),
    brands: [...new Set(brands)].slice(0, 40),
    machines: names(form.machines.map((m) => m.machineId), machines).slice(0, 40),
    materials: names(form.materialIds, taxonomy?.materials).slice(0, 40),
    disciplines: names(form.knowledgeDisciplineIds, taxonomy?.disciplines).slice(0, 40),
    employerName: form.employerName || null,
    anonymous: form.anonymous,
    hireType: form.hireType || null,
    shift,
    ...(shift === 0 && form.startTime && form.endTime ? { startTime: form.startTime, endTime: form.endTime } : {}),
    payRateMin: low !== null && !Number.isNaN(low) ? low : null,
    payRateMax: high !== null && !Number.isNaN(high) ? high : null,
    payRatePeriod: form.payRatePeriod,
    experience: form.experience || null,
  };
}

/** Step 3 Add Job Description: raw text, the enriched version and the assistant (spec 001 §5, §7). */
export function JobDescriptionStep({ form, update, errors, taxonomy }: StepProps & { taxonomy: JobTaxonomy | undefined }) {
  const generation = useDescriptionGeneration();
  const canGenerate = form.displayTitle.trim() !== '';
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Text fontSize="sm" color="fg.muted">
          {canGenerate ? 'Let the assistant draft a description from the title, location, keywords and pay; edit it after.' : 'Add a job title in Job Details to use the assistant.'}
        </Text>
        <Button
          colorPalette="brand"
          variant="outline"
          disabled={!canGenerate || generation.progress.running}
          onClick={() =>
            void generation.start(descriptionRequest(form, taxonomy), (text) => update({ rawDescription: text, descriptionMarkdown: text, descriptionEdited: true }))
          }
        >
          Generate description
        </Button>
      </HStack>
      <GenerationProgress progress={generation.progress} label="Writing the job description" onStop={generation.stop} />
      <TextAreaField
        label="Job Description"
        required
        value={form.rawDescription}
        onChange={(rawDescription) => update(form.descriptionEdited ? { rawDescription } : { rawDescription, descriptionMarkdown: '' })}
        error={errors.rawDescription}
        rows={10}
        name="rawDescription"
        helper="Plain text is fine: lines ending in a colon become headings, lines starting with - become bullets."
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
        <TextAreaField
          label="Enriched Job Description"
          required
          value={form.descriptionMarkdown}
          onChange={(descriptionMarkdown) => update({ descriptionMarkdown, descriptionEdited: true })}
          error={errors.descriptionMarkdown}
          rows={12}
          name="descriptionMarkdown"
          helper={form.descriptionEdited ? 'Your edited version is kept.' : 'Filled in from the description when the step is saved.'}
        />
        <Stack gap={1}>
          <Heading as="h3" size="xs">
            Preview
          </Heading>
          <MarkdownPreview markdown={form.descriptionMarkdown || form.rawDescription} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
