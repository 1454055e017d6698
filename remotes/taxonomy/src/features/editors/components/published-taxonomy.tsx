import { EmptyState, Loaded } from '@floorhire/remote-kit';
import { Box, Heading, Text } from '@floorhire/ui';
import { Section } from '#app/components/page-frame';
import { EDITOR_TEXTS as E } from '#app/texts';
import { usePublished } from '../api/get-published';

/** On the category list: the published categories and what each holds, as the resume parser gets them. */
export function PublishedTaxonomyView() {
  const published = usePublished(0);
  return (
    <Section title={E.publishedTitle}>
      <Loaded resource={published} empty={(d) => (d.categories.length === 0 ? <EmptyState title={E.nothingPublished} /> : null)}>
        {(d) => (
          <Box as="ul" listStyleType="none" p="0" m="0">
            {d.categories.map((c) => (
              <Box as="li" key={c.id} py="2" borderBottomWidth="1px">
                <Heading as="h3" size="sm">
                  {c.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {E.publishedSummary(c.knowledgeDisciplines.length, c.machines.length)}
                </Text>
              </Box>
            ))}
          </Box>
        )}
      </Loaded>
    </Section>
  );
}
