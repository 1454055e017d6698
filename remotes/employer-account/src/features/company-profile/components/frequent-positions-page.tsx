import { useCallback, useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import type { EmployerJobSkills, EmployerJobTitles } from '@floorhire/domain-employer-account';
import { Loaded, NotFoundState, useApi } from '@floorhire/remote-kit';
import { Button, Separator, Stack, Text } from '@floorhire/ui';
import { EditorLayout } from '#app/components/editor-layout';
import { SearchPicker, type PickerItem } from '#app/components/search-picker';
import { useRouteEmployerId } from '#app/lib/use-route-employer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useCompanySkills } from '../api/get-job-skills';
import { useFrequentPositions } from '../api/get-job-titles';
import { putCompanySkills } from '../api/put-job-skills';
import { putFrequentPositions } from '../api/put-job-titles';
import { searchJobTitles } from '../api/search-job-titles';
import { searchSkills } from '../api/search-skills';

function Form({ employerId, titles, skills }: { employerId: number; titles: EmployerJobTitles; skills: EmployerJobSkills }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [chosenTitles, setTitles] = useState<PickerItem[]>(titles.map((t) => ({ id: t.jobTitleId, name: t.jobTitle.title })));
  const [chosenSkills, setSkills] = useState<PickerItem[]>(skills.map((s) => ({ id: s.jobSkillId, name: s.jobSkill.name })));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const findTitles = useCallback((text: string, signal: AbortSignal) => searchJobTitles(api, text, signal), [api]);
  const findSkills = useCallback((text: string, signal: AbortSignal) => searchSkills(api, text, signal), [api]);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await putFrequentPositions(api, employerId, chosenTitles.map((t) => t.id));
      await putCompanySkills(api, employerId, chosenSkills.map((s) => s.id));
      notify({ kind: 'snackbar', type: 'success', message: T.saved });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="6">
      <SearchPicker label={T.positions.titles} noun="job titles" help={T.positions.titlesHelp} chosen={chosenTitles} onChange={setTitles} search={findTitles} />
      <Separator />
      <SearchPicker label={T.positions.skills} noun="skills" help={T.positions.skillsHelp} chosen={chosenSkills} onChange={setSkills} search={findSkills} />
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button alignSelf="flex-start" onClick={() => void save()} loading={saving}>
        {T.save}
      </Button>
    </Stack>
  );
}

/** /employer/{id}/frequent-positions: the job titles the company hires for most, and its skills. */
export function FrequentPositionsPage() {
  const employerId = useRouteEmployerId();
  const titles = useFrequentPositions(employerId);
  const skills = useCompanySkills(employerId);
  if (employerId === null) return <NotFoundState />;
  return (
    <EditorLayout title={T.companyProfile.sections['frequent-positions']}>
      <Loaded resource={titles}>{(t) => <Loaded resource={skills}>{(s) => <Form employerId={employerId} titles={t} skills={s} />}</Loaded>}</Loaded>
    </EditorLayout>
  );
}
