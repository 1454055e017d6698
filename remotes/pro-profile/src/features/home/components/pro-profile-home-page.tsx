import { Loaded } from '@floorhire/remote-kit';
import { Box, Heading, Text } from '@floorhire/ui';
import { PRO_PROFILE_TEXTS } from '#app/texts';
import { useProfileName } from '../api/get-profile-name';

/** The first page of the remote: replace it with the first page the spec describes. */
export function ProProfileHomePage() {
  const profile = useProfileName();
  return (
    <Box as="main" p={{ base: 4, md: 6 }}>
      <Heading as="h1" size="lg" mb={4}>
        {PRO_PROFILE_TEXTS.title}
      </Heading>
      <Loaded resource={profile}>{(me) => <Text>{PRO_PROFILE_TEXTS.signedInAs(`${me.nameFirst} ${me.nameLast}`)}</Text>}</Loaded>
    </Box>
  );
}
