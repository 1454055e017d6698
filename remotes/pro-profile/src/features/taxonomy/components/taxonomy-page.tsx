import { useState, type FormEvent } from 'react';
import { PRO_PROFILE_TEXTS, type MachineWithBrands, type ProProfile, type TaxonomyOptions } from '@floorhire/domain-pro-profile';
import { Button, Stack } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { ChoiceList } from '#lib/choice-list';
import { MachinePicker } from '#lib/machine-picker';
import { LoadedOr, ProPage } from '#lib/pro-page';
import { useProProfile, useProSave, useTaxonomyOptions } from '#lib/pro-api';
import { putTaxonomy } from '../api/taxonomy';

const T = PAGE_TEXTS.taxonomy;

/** /pro/taxonomy: the pro's job titles and taxonomy maps (skills, disciplines, industries, machines with brands). */
export function TaxonomyPage() {
  const profile = useProProfile();
  const options = useTaxonomyOptions();
  return (
    <ProPage title={PAGE_TEXTS.sections.taxonomy} profile={profile}>
      {(p) => <LoadedOr resource={options} errorText={PRO_PROFILE_TEXTS.couldNotLoadMachines}>{(o) => <TaxonomyForm key={p.updateTs} profile={p} options={o} onSaved={profile.setData} />}</LoadedOr>}
    </ProPage>
  );
}

function TaxonomyForm({ profile, options, onSaved }: { profile: ProProfile; options: TaxonomyOptions; onSaved(p: ProProfile): void }) {
  const [jobTitleIds, setJobTitleIds] = useState(profile.proJobTitles.map((t) => t.jobTitleId));
  const [skillIds, setSkillIds] = useState(profile.taxonomy.skillIds);
  const [knowledgeDisciplineIds, setDisciplines] = useState(profile.taxonomy.knowledgeDisciplineIds);
  const [industryIds, setIndustries] = useState(profile.taxonomy.industryIds);
  const [machines, setMachines] = useState<MachineWithBrands[]>(profile.taxonomy.machines);
  const { save, saving } = useProSave(onSaved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(profile.id, (api, id) => putTaxonomy(api, id, { skillIds, knowledgeDisciplineIds, industryIds, machines }, jobTitleIds));
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="6">
        <ChoiceList legend={PAGE_TEXTS.resume.jobTitles} options={options.jobTitles} selected={jobTitleIds} onChange={setJobTitleIds} />
        <ChoiceList legend={T.skills} options={options.skills} selected={skillIds} onChange={setSkillIds} />
        <ChoiceList legend={T.disciplines} options={options.knowledgeDisciplines} selected={knowledgeDisciplineIds} onChange={setDisciplines} />
        <ChoiceList legend={T.industries} options={options.industries} selected={industryIds} onChange={setIndustries} />
        <MachinePicker legend={T.machines} options={options} value={machines} onChange={setMachines} />
        <Button type="submit" size="lg" loading={saving} loadingText={PAGE_TEXTS.saving} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {PAGE_TEXTS.save}
        </Button>
      </Stack>
    </form>
  );
}
