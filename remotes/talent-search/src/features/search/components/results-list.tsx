import { Link as RouterLink } from '@floorhire/router';
import { Badge, Box, Checkbox, Flex, HStack, Link, Stack, Tag, Text } from '@floorhire/ui';
import { formatDate } from '@floorhire/rules';
import type { CandidateHit } from '@floorhire/domain-talent-search';
import { REMOTE_TEXTS as T } from '#app/texts';

interface Props {
  hits: readonly CandidateHit[];
  base: string;
  selected: ReadonlySet<number>;
  onSelect(profileId: number, on: boolean): void;
}

const fullName = (h: Pick<CandidateHit, 'nameFirst' | 'nameLast'>) => `${h.nameFirst} ${h.nameLast}`.trim();

/** One card per candidate: name (to the candidate page), title, place, distance, last active, viewed and unlocked state. */
export function ResultsList({ hits, base, selected, onSelect }: Props) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={T.results(hits.length, true)}>
      {hits.map((hit) => {
        const name = fullName(hit);
        const place = [hit.address.city, hit.address.state].filter(Boolean).join(', ');
        return (
          <Box as="li" key={hit.objectID} borderWidth="1px" borderRadius="md" p="3" bg={hit.viewed ? 'gray.50' : 'white'} data-testid="candidate-card">
            <Flex gap="3" align="start">
              <Checkbox.Root checked={selected.has(hit.profileId)} onCheckedChange={(e) => onSelect(hit.profileId, e.checked === true)} mt="1">
                <Checkbox.HiddenInput aria-label={T.select(name)} />
                <Checkbox.Control />
              </Checkbox.Root>
              <Stack gap="1" flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Link asChild fontWeight="semibold" color="green.800">
                    <RouterLink to={`${base}/${hit.profileId}`}>{name}</RouterLink>
                  </Link>
                  {hit.viewed && <Badge colorPalette="gray">{T.viewed}</Badge>}
                  {hit.unlocked && <Badge colorPalette="brand">{T.unlocked}</Badge>}
                  {hit.source === 'ppc' && <Badge colorPalette="blue">PPC</Badge>}
                </HStack>
                <Text fontSize="sm">
                  {[hit.historyJobTitle ?? hit.jobTitles[0]?.name, hit.historyEmployerName].filter(Boolean).join(' · ')}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {[place, hit.distanceMiles !== null ? T.milesAway(hit.distanceMiles) : null, hit.lastActiveTs ? T.lastActive(formatDate(hit.lastActiveTs)) : null].filter(Boolean).join(' · ')}
                </Text>
                <HStack gap="1" wrap="wrap">
                  {[...hit.skills, ...hit.technologies].slice(0, 5).map((s) => (
                    <Tag.Root key={`${s.id}-${s.name}`} size="sm" variant="subtle">
                      <Tag.Label>{s.name}</Tag.Label>
                    </Tag.Root>
                  ))}
                </HStack>
              </Stack>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
