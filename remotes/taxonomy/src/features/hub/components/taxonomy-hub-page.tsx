import type { ReactNode } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { TAXONOMY_KINDS, TAXONOMY_LISTS, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { ErrorState } from '@floorhire/remote-kit';
import { Box, Heading, Link, SimpleGrid, Text } from '@floorhire/ui';
import { PageFrame } from '#app/components/page-frame';
import { TAXONOMY_TEXTS as T } from '#app/texts';
import { useSummary } from '../api/get-summary';

/** /admin/taxonomy (spec 002 §2): every list staff keep, how many entries each holds, and the way in. */
export function TaxonomyHubPage() {
  const summary = useSummary();
  const count = (kind: TaxonomyKind) => summary.data?.lists.find((l) => l.kind === kind)?.count;
  return (
    <PageFrame title={T.title} intro={T.intro}>
      {summary.error && !summary.data ? <ErrorState message={T.summaryFailed} onRetry={summary.reload} /> : null}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none" p="0" m="0">
        {TAXONOMY_KINDS.map((kind) => (
          <Tile key={kind} title={TAXONOMY_LISTS[kind].plural} to={TAXONOMY_LISTS[kind].adminPath} text={T.describe[kind]}>
            <Text fontWeight="semibold" aria-busy={summary.loading}>
              {count(kind) === undefined ? '\u00a0' : T.entries(count(kind)!)}
            </Text>
          </Tile>
        ))}
        <Tile title={T.titlesAndSkills} to="/admin/titles-and-skills" text={T.titlesAndSkillsIntro} />
      </SimpleGrid>
    </PageFrame>
  );
}

function Tile({ title, to, text, children }: { title: string; to: string; text: string; children?: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" display="flex" flexDirection="column" gap="2" minH="8rem">
      <Heading as="h2" size="md">
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={to}>{title}</RouterLink>
        </Link>
      </Heading>
      <Text color="fg.muted" fontSize="sm" flex="1">
        {text}
      </Text>
      {children}
    </Box>
  );
}
