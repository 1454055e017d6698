// 'Log in to your account' (§2.5): choose to receive a login link by registered e-mail or phone.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { EXPIRED_LINK_TEXTS, MAGIC_LINK_TEXTS as T, type AuthLinkChannel } from '@floorhire/rules';
import { ChannelChoice } from './channel-choice';
import { useLinkRequest } from './use-link-request';

export interface MagicLinkScreenProps {
  onSend(channel: AuthLinkChannel): Promise<void>;
  onDone(): void;
}

export function MagicLinkScreen({ onSend, onDone }: MagicLinkScreenProps) {
  const { channel, setChannel, state, send } = useLinkRequest(onSend, onDone);

  return (
    <Box maxW="480px" mx="auto" w="full">
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {T.title}
        </Heading>
        <Text>{T.body}</Text>
        <ChannelChoice value={channel} onChange={setChannel} labels={{ EMAIL: T.emailOption, SMS: T.phoneOption }} label={T.body} />
        {state === 'sent' && (
          <Text role="status" color="brand.fg">
            {EXPIRED_LINK_TEXTS.success}
          </Text>
        )}
        {state === 'failed' && (
          <Text role="alert" color="red.600">
            {EXPIRED_LINK_TEXTS.failure}
          </Text>
        )}
        <Button onClick={send} loading={state === 'busy'} disabled={state === 'sent'}>
          {T.submit}
        </Button>
      </Stack>
    </Box>
  );
}
