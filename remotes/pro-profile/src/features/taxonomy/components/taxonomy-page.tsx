import { useState, type FormEvent } from 'react';
import { PRO_PROFILE_TEXTS, PRO_RECORD_PAGES, YearsExperienceSchema, type MachineWithBrands, type ProProfile, type TaxonomyOptions } from '@floorhire/domain-pro-profile';
import * as v from 'valibot';
import { fieldError } from '@floorhire/rules';
import { Button, Fieldset, SimpleGrid, Stack, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { ChoiceList } from '#app/components/choice-list';
import { MachinePicker } from '#app/components/machine-picker';
import { LoadedOr, ProPage } from '#app/components/pro-page';
import { useProProfile, useProSave, useTaxonomyOptions } from '#app/api/pro-profile';
import { useProRecord } from '#app/lib/pro-record';
import { putTaxonomy } from '../api/taxonomy';

const T = PAGE_TEXTS.taxonomy;

/**
 * What one form shows: the pro's one page has it all; a pro's record (staff, ADR 206) has the
 * sub-pages of spec 002 §2, skills (job titles, years, skills) and taxonomy (the rest). The parts
 * a page does not show are sent back as they are.
 */
type Parts = 'all' | 'skills' | 'taxonomy';
const recordTitle = (key: 'skills' | 'taxonomy') => PRO_RECORD_PAGES.find((p) => p.key === key)!.label;

/** /pro/taxonomy: the pro's job titles and taxonomy maps (skills, disciplines, industries, machines with brands). */
export function TaxonomyPage() {
  const record = useProRecord();
  return <TaxonomyEditor parts={record ? 'taxonomy' : 'all'} title={record ? recordTitle('taxonomy') : PAGE_TEXTS.sections.taxonomy} />;
}

/** A pro record's skills sub-page (staff): job titles with their years, and skills. */
export function SkillsPage() {
  return <TaxonomyEditor parts="skills" title={recordTitle('skills')} />;
}

function TaxonomyEditor({ parts, title }: { parts: Parts; title: string }) {
  const profile = useProProfile();
  const options = useTaxonomyOptions();
  return (
    <ProPage title={title} profile={profile}>
      {(p) => <LoadedOr resource={options} errorText={PRO_PROFILE_TEXTS.couldNotLoadMachines}>{(o) => <TaxonomyForm key={p.updateTs} parts={parts} profile={p} options={o} onSaved={profile.setData} />}</LoadedOr>}
    </ProPage>
  );
}

function TaxonomyForm({ parts, profile, options, onSaved }: { parts: Parts; profile: ProProfile; options: TaxonomyOptions; onSaved(p: ProProfile): void }) {
  const skills = parts !== 'taxonomy';
  const rest = parts !== 'skills';
  const [jobTitleIds, setJobTitleIds] = useState(profile.proJobTitles.map((t) => t.jobTitleId));
  const [skillIds, setSkillIds] = useState(profile.taxonomy.skillIds);
  const [knowledgeDisciplineIds, setDisciplines] = useState(profile.taxonomy.knowledgeDisciplineIds);
  const [industryIds, setIndustries] = useState(profile.taxonomy.industryIds);
  const [machines, setMachines] = useState<MachineWithBrands[]>(profile.taxonomy.machines);
  const [years, setYears] = useState<Record<number, string>>(() =>
    Object.fromEntries(profile.proJobTitles.map((t) => [t.jobTitleId, t.yearsExperience === null ? '' : String(t.yearsExperience)])),
  );
  const [yearErrors, setYearErrors] = useState<Record<number, string | undefined>>({});
  const titleName = (id: number) => options.jobTitles.find((t) => t.id === id)?.name ?? profile.proJobTitles.find((t) => t.jobTitleId === id)?.title ?? String(id);
  const { save, saving } = useProSave(onSaved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entries = jobTitleIds.map((jobTitleId) => {
      const text = (years[jobTitleId] ?? '').trim();
      const value = text === '' ? null : Number(text);
      return { jobTitleId, yearsExperience: value, error: fieldError(YearsExperienceSchema, value) };
    });
    setYearErrors(Object.fromEntries(entries.map((e) => [e.jobTitleId, e.error])));
    if (entries.some((e) => e.error)) return;
    const yearsExperience = entries.map((e) => ({ jobTitleId: e.jobTitleId, yearsExperience: v.parse(YearsExperienceSchema, e.yearsExperience) }));
    await save(profile.id, (api, id) => putTaxonomy(api, id, { skillIds, knowledgeDisciplineIds, industryIds, machines }, { jobTitleIds, yearsExperience }));
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="6">
        {skills && <ChoiceList legend={PAGE_TEXTS.resume.jobTitles} options={options.jobTitles} selected={jobTitleIds} onChange={setJobTitleIds} />}
        {skills && jobTitleIds.length > 0 && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">{T.yearsTitle}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
              {jobTitleIds.map((id) => (
                <TextField size="lg"
                  key={id}
                  label={T.yearsIn(titleName(id))}
                  value={years[id] ?? ''}
                  onChange={(value) => setYears((y) => ({ ...y, [id]: value }))}
                  error={yearErrors[id]}
                  type="number"
                  inputMode="numeric"
                  name={`years-${id}`}
                />
              ))}
            </SimpleGrid>
          </Fieldset.Root>
        )}
        {skills && <ChoiceList legend={T.skills} options={options.skills} selected={skillIds} onChange={setSkillIds} />}
        {rest && <ChoiceList legend={T.disciplines} options={options.knowledgeDisciplines} selected={knowledgeDisciplineIds} onChange={setDisciplines} />}
        {rest && <ChoiceList legend={T.industries} options={options.industries} selected={industryIds} onChange={setIndustries} />}
        {rest && <MachinePicker legend={T.machines} options={options} value={machines} onChange={setMachines} />}
        <Button type="submit" size="lg" loading={saving} loadingText={PAGE_TEXTS.saving} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {PAGE_TEXTS.save}
        </Button>
      </Stack>
    </form>
  );
}
