// The expired login link panel (§2.4, §2.5): ask for a new link by EMAIL or SMS; on success the
// spec's text shows for 5 seconds and the user goes to /login.
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { EXPIRED_LINK_TEXTS as T, type AuthLinkChannel } from '@floorhire/rules';
import { ChannelChoice } from './channel-choice';
import { useLinkRequest } from './use-link-request';

export interface ExpiredLinkPanelProps {
  onResend(channel: AuthLinkChannel): Promise<void>;
  onDone(): void;
}

export function ExpiredLinkPanel({ onResend, onDone }: ExpiredLinkPanelProps) {
  const { channel, setChannel, state, send } = useLinkRequest(onResend, onDone);

  return (
    <Box maxW="480px" mx="auto" w="full">
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {T.title}
        </Heading>
        <Text>
          Request a new login link below, or{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={T.passwordPath}>enter your password at /login</RouterLink>
          </Link>{' '}
          instead.
        </Text>
        <ChannelChoice value={channel} onChange={setChannel} labels={T.channels} label={T.channelLabel} />
        {state === 'sent' && (
          <Text role="status" color="brand.fg">
            {T.success}
          </Text>
        )}
        {state === 'failed' && (
          <Text role="alert" color="red.600">
            {T.failure}
          </Text>
        )}
        <Button onClick={send} loading={state === 'busy'} disabled={state === 'sent'}>
          {T.submit}
        </Button>
      </Stack>
    </Box>
  );
}
