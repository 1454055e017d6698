import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@floorhire/router';
import { TAXONOMY_LISTS, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { EmptyState, Loaded, NotFoundState } from '@floorhire/remote-kit';
import { Box, Field, Heading, Input, Link, Text } from '@floorhire/ui';
import { LIST_LIMITS, useEntries } from '#app/api/get-entries';
import { PageFrame, Section } from '#app/components/page-frame';
import { editorAddress, entryPath } from '#app/lib/kinds';
import { useDebounced } from '#app/lib/use-debounced';
import { EDITOR_TEXTS as E, TAXONOMY_TEXTS as T } from '#app/texts';
import { AddForm } from './add-form';
import { PublishedTaxonomyView } from './published-taxonomy';

/** /admin/brand, /admin/category, … (spec 002 §2 taxonomy editors): add an entry, find one. */
export function EditorListPage() {
  const address = editorAddress(useLocation().pathname);
  if (!address || address.id !== null) return <NotFoundState />;
  return <ListView key={address.kind} kind={address.kind} />;
}

function ListView({ kind }: { kind: TaxonomyKind }) {
  const list = TAXONOMY_LISTS[kind];
  const [search, setSearch] = useState('');
  const entries = useEntries(kind, useDebounced(search));
  const listId = `${kind}-list`;
  return (
    <PageFrame title={list.plural} back={{ to: '/admin/taxonomy', label: E.backToTaxonomy }} intro={T.describe[kind]}>
      <Section title={E.add(list.label)}>
        <AddForm kind={kind} />
      </Section>
      <Box as="section" aria-labelledby={listId} mb="5">
        <Heading as="h2" size="lg" mb="3" id={listId}>
          {list.plural}
        </Heading>
        <Field.Root maxW="md" mb="3">
          <Field.Label>{E.search(list.plural)}</Field.Label>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </Field.Root>
        <Loaded resource={entries} empty={(rows) => (rows.length === 0 ? <EmptyState title={E.empty(list.plural)} /> : null)}>
          {(rows) => (
            <>
              <Box as="ul" listStyleType="none" p="0" m="0" borderTopWidth="1px" aria-busy={entries.loading}>
                {rows.map((row) => (
                  <Box as="li" key={row.id} py="2" px="1" borderBottomWidth="1px" display="flex" flexWrap="wrap" columnGap="3" alignItems="baseline">
                    <Link asChild colorPalette="brand" fontWeight="medium">
                      <RouterLink to={entryPath(kind, row.id)}>{row.name}</RouterLink>
                    </Link>
                    {row.note && (
                      <Text as="span" fontSize="sm" color="fg.muted">
                        {row.note}
                      </Text>
                    )}
                  </Box>
                ))}
              </Box>
              {rows.length >= LIST_LIMITS[kind] && (
                <Text fontSize="sm" color="fg.muted" mt="2">
                  {E.firstOnly(rows.length)}
                </Text>
              )}
            </>
          )}
        </Loaded>
      </Box>
      {kind === 'category' && <PublishedTaxonomyView />}
    </PageFrame>
  );
}
