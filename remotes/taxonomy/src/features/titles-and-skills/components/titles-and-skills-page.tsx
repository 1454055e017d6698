import { useState } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { SKILL_CATEGORIES, skillCategoryName, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { EmptyState, Loaded } from '@floorhire/remote-kit';
import { Box, Field, Heading, Input, Link, SelectField, SimpleGrid, Text } from '@floorhire/ui';
import { LIST_LIMITS, useEntries } from '#app/api/get-entries';
import { PageFrame } from '#app/components/page-frame';
import { jobTitleMapPath, skillMapPath } from '#app/lib/kinds';
import { useDebounced } from '#app/lib/use-debounced';
import { EDITOR_TEXTS as E, MAP_TEXTS as M, TAXONOMY_TEXTS as T } from '#app/texts';

/** /admin/titles-and-skills (spec 002 §2): find a job title or a skill to see and change what maps them. */
export function TitlesAndSkillsPage() {
  return (
    <PageFrame title={T.titlesAndSkills} back={{ to: '/admin/taxonomy', label: E.backToTaxonomy }} intro={T.titlesAndSkillsIntro}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Panel kind="jobTitle" title={M.jobTitles} searchLabel={M.searchJobTitles} to={jobTitleMapPath} />
        <Panel kind="skill" title={M.skills} searchLabel={M.searchSkills} to={skillMapPath} />
      </SimpleGrid>
    </PageFrame>
  );
}

function Panel({ kind, title, searchLabel, to }: { kind: TaxonomyKind; title: string; searchLabel: string; to(id: number): string }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const entries = useEntries(kind, useDebounced(search));
  const headingId = `${kind}-panel`;
  const rows = (entries.data ?? []).filter((r) => !category || r.note === skillCategoryName(Number(category)));
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} minW="0">
      <Heading as="h2" size="lg" mb="3" id={headingId}>
        {title}
      </Heading>
      <Field.Root mb="3">
        <Field.Label>{searchLabel}</Field.Label>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </Field.Root>
      {kind === 'skill' && (
        <Box mb="3">
          <SelectField label={E.skillCategory} value={category} onChange={setCategory} placeholder={M.allCategories} options={SKILL_CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }))} />
        </Box>
      )}
      <Loaded resource={entries} empty={() => (rows.length === 0 ? <EmptyState title={E.empty(title)} /> : null)}>
        {(all) => (
          <>
            <Box as="ul" listStyleType="none" p="0" m="0" maxH="28rem" overflowY="auto" borderTopWidth="1px">
              {rows.map((row) => (
                <Box as="li" key={row.id} py="2" px="1" borderBottomWidth="1px">
                  <Link asChild colorPalette="brand">
                    <RouterLink to={to(row.id)}>{row.name}</RouterLink>
                  </Link>
                  {row.note && (
                    <Text as="span" fontSize="sm" color="fg.muted" ms="2">
                      {row.note}
                    </Text>
                  )}
                </Box>
              ))}
            </Box>
            {all.length >= LIST_LIMITS[kind] && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {E.firstOnly(all.length)}
              </Text>
            )}
          </>
        )}
      </Loaded>
    </Box>
  );
}
