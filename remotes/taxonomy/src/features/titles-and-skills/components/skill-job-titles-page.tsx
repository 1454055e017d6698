import { Link as RouterLink, useLocation } from '@floorhire/router';
import { skillCategoryName } from '@floorhire/domain-taxonomy';
import { Loaded, NotFoundState, useApi } from '@floorhire/remote-kit';
import { Alert, Link } from '@floorhire/ui';
import { useEntry } from '#app/api/get-entry';
import { PageFrame, Section } from '#app/components/page-frame';
import { entryPath, jobTitleMapPath, mapId } from '#app/lib/kinds';
import { EDITOR_TEXTS as E, MAP_TEXTS as M, TAXONOMY_TEXTS as T } from '#app/texts';
import { setSkillJobTitles } from '../api/set-skill-job-titles';
import { MapEditor } from './map-editor';

/** /admin/titles-and-skills/skills/{id}: the job titles that ask for a skill. */
export function SkillJobTitlesPage() {
  const id = mapId(useLocation().pathname, 'skills');
  if (id === null) return <NotFoundState />;
  return <SkillMaps key={id} id={id} />;
}

function SkillMaps({ id }: { id: number }) {
  const api = useApi();
  const entry = useEntry('skill', id);
  return (
    <Loaded resource={entry}>
      {(s) => (
        <PageFrame title={s.name} back={{ to: '/admin/titles-and-skills', label: T.titlesAndSkills }} intro={M.category(skillCategoryName(s.category))}>
          {s.status === 'removed' ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{E.removed}</Alert.Title>
            </Alert.Root>
          ) : (
            <>
              <Link asChild colorPalette="brand" mb="4" display="inline-block">
                <RouterLink to={entryPath('skill', id)}>{M.editList}</RouterLink>
              </Link>
              <Section title={M.jobTitles}>
                <MapEditor
                  kind="jobTitle"
                  items={s.jobTitles.map((t) => ({ id: t.id, name: t.title, note: null }))}
                  linkTo={jobTitleMapPath}
                  emptyText={M.noJobTitles}
                  findLabel={M.findJobTitle}
                  chooseLabel={M.chooseJobTitle}
                  addLabel={M.addJobTitle}
                  save={async (ids) => entry.setData(await setSkillJobTitles(api, id, ids))}
                />
              </Section>
            </>
          )}
        </PageFrame>
      )}
    </Loaded>
  );
}
