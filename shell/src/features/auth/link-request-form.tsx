// The form both login-link screens share (§2.4, §2.5): a channel choice, the spec's outcome
// texts and one submit; the screens differ only in their words.
import type { ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text } from '@floorhire/ui';
import type { AuthLinkChannel } from '@floorhire/rules';
import { ChannelChoice } from './channel-choice';
import { useLinkRequest } from './use-link-request';

export interface LinkRequestFormProps {
  title: string;
  intro: ReactNode;
  channelLabel: string;
  channelLabels: Record<AuthLinkChannel, string>;
  success: string;
  failure: string;
  submit: string;
  onRequest(channel: AuthLinkChannel): Promise<void>;
  onDone(): void;
}

export function LinkRequestForm({ title, intro, channelLabel, channelLabels, success, failure, submit, onRequest, onDone }: LinkRequestFormProps) {
  const { channel, setChannel, state, send } = useLinkRequest(onRequest, onDone);

  return (
    <Box maxW="480px" mx="auto" w="full">
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text>{intro}</Text>
        <ChannelChoice value={channel} onChange={setChannel} labels={channelLabels} label={channelLabel} />
        {state === 'sent' && (
          <Text role="status" color="brand.fg">
            {success}
          </Text>
        )}
        {state === 'failed' && (
          <Text role="alert" color="red.600">
            {failure}
          </Text>
        )}
        <Button onClick={send} loading={state === 'busy'} disabled={state === 'sent'}>
          {submit}
        </Button>
      </Stack>
    </Box>
  );
}
