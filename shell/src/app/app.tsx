import { Box, Heading, Text } from '@chakra-ui/react';
import { ERROR_PAGE_TEXTS } from '@floorhire/rules';
import { LoadingBar, NoticeHost, RemoteArea } from '../platform';

function NotFound() {
  return (
    <Box as="main" p={6}>
      <Heading as="h1" size="lg" textTransform="capitalize">
        {ERROR_PAGE_TEXTS.notFound.title}
      </Heading>
      <Text>{ERROR_PAGE_TEXTS.notFound.body}</Text>
    </Box>
  );
}

/** First version: any registered route mounts its owning remote; anything else is not found. */
export function App() {
  return (
    <>
      <LoadingBar />
      <Box as="main" id="main">
        <RemoteArea notFound={<NotFound />} />
      </Box>
      <NoticeHost />
    </>
  );
}
