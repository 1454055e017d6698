import { Loaded } from '@floorhire/remote-kit';
import { Box, Heading, Text } from '@floorhire/ui';
import { TAXONOMY_TEXTS } from '#app/texts';
import { useProfileName } from '../api/get-profile-name';

/** The first page of the remote: replace it with the first page the spec describes. */
export function TaxonomyHomePage() {
  const profile = useProfileName();
  return (
    // The shell's layout holds the page's one <main>; a remote's page is a part of it.
    <Box p={{ base: 4, md: 6 }}>
      <Heading as="h1" size="lg" mb={4}>
        {TAXONOMY_TEXTS.title}
      </Heading>
      <Loaded resource={profile}>{(me) => <Text>{TAXONOMY_TEXTS.signedInAs(`${me.nameFirst} ${me.nameLast}`)}</Text>}</Loaded>
    </Box>
  );
}
