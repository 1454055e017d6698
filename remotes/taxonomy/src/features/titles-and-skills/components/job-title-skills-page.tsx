import { Link as RouterLink, useLocation } from '@floorhire/router';
import { skillCategoryName } from '@floorhire/domain-taxonomy';
import { Loaded, NotFoundState, useApi } from '@floorhire/remote-kit';
import { Alert, Link } from '@floorhire/ui';
import { useEntry } from '#app/api/get-entry';
import { PageFrame, Section } from '#app/components/page-frame';
import { entryPath, jobTitleMapPath, mapId, skillMapPath } from '#app/lib/kinds';
import { EDITOR_TEXTS as E, MAP_TEXTS as M, TAXONOMY_TEXTS as T } from '#app/texts';
import { setJobTitleSkills } from '../api/set-job-title-skills';
import { MapEditor } from './map-editor';
import { StatementsSection } from './statements-section';

/** /admin/titles-and-skills/job-title/{id}: the skills a job title asks for, its qualifications and responsibilities. */
export function JobTitleSkillsPage() {
  const id = mapId(useLocation().pathname, 'job-title');
  if (id === null) return <NotFoundState />;
  return <JobTitleMaps key={id} id={id} />;
}

function JobTitleMaps({ id }: { id: number }) {
  const api = useApi();
  const entry = useEntry('jobTitle', id);
  return (
    <Loaded resource={entry}>
      {(t) => (
        <PageFrame title={t.title} back={{ to: '/admin/titles-and-skills', label: T.titlesAndSkills }} intro={t.skillLevel ? `${E.skillLevel}: ${t.skillLevel}` : undefined}>
          {t.status === 'removed' ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                {E.removed}
                {t.replacedBy && (
                  <>
                    {'. '}
                    {E.replacedBy}{' '}
                    <Link asChild colorPalette="brand">
                      <RouterLink to={jobTitleMapPath(t.replacedBy.id)}>{t.replacedBy.title}</RouterLink>
                    </Link>
                  </>
                )}
              </Alert.Title>
            </Alert.Root>
          ) : (
            <>
              <Link asChild colorPalette="brand" mb="4" display="inline-block">
                <RouterLink to={entryPath('jobTitle', id)}>{M.editList}</RouterLink>
              </Link>
              <Section title={M.skillsOf}>
                <MapEditor
                  kind="skill"
                  items={t.skills.map((s) => ({ id: s.id, name: s.name, note: skillCategoryName(s.category) }))}
                  linkTo={skillMapPath}
                  emptyText={M.noSkills}
                  findLabel={M.findSkill}
                  chooseLabel={M.chooseSkill}
                  addLabel={M.addSkill}
                  save={async (ids) => entry.setData(await setJobTitleSkills(api, id, ids))}
                />
              </Section>
              <StatementsSection path="qualification" title={M.qualifications} newLabel={M.newQualification} jobTitleId={id} items={t.qualifications} onChanged={entry.reload} />
              <StatementsSection path="responsibility" title={M.responsibilities} newLabel={M.newResponsibility} jobTitleId={id} items={t.responsibilities} onChanged={entry.reload} />
            </>
          )}
        </PageFrame>
      )}
    </Loaded>
  );
}
