import { useEffect, useState } from 'react';
import { Box, Button, Field, Grid, Heading, HStack, Input, Stack, Text } from '@floorhire/ui';
import { useSearchParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { formatPhone, formatTime } from '@floorhire/rules';
import { tenDigitPhone } from '@floorhire/domain-messaging';
import { ErrorState, LoadingState, useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { Composer } from '#app/components/composer';
import { fetchPhones, fetchPhoneThread, replyFromPhone } from '../api/simulator-api';

/** How often the open phone looks for new texts: a developer tool, so a short poll is enough. */
const PHONE_POLL_MS = 1500;

/**
 * The phone simulator (local SMS adapter, staff): what a number received, and a reply box that
 * answers as that phone through the signed webhook path. ?phone= opens a number.
 */
export function PhoneSimulatorPage() {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [params, setParams] = useSearchParams();
  const phone = tenDigitPhone(params.get('phone') ?? '');
  const [typed, setTyped] = useState(phone ?? '');
  const phones = useResource('phones', (signal) => fetchPhones(api, signal));
  const thread = useResource(phone ? `phone:${phone}` : null, (signal) => fetchPhoneThread(api, phone!, signal));
  const { reload } = thread;

  useEffect(() => {
    if (!phone) return;
    const timer = setInterval(reload, PHONE_POLL_MS);
    return () => clearInterval(timer);
  }, [phone, reload]);

  const openPhone = (value: string) => {
    const digits = tenDigitPhone(value);
    if (digits) setParams({ phone: digits });
  };

  const reply = async (text: string) => {
    if (!phone) return false;
    try {
      await replyFromPhone(api, phone, text);
      notify({ kind: 'snackbar', type: 'success', message: T.replied });
      reload();
      return true;
    } catch (error) {
      notify({ kind: 'snackbar', type: 'error', message: error instanceof Error ? error.message : String(error), duration: 5000 });
      return false;
    }
  };

  return (
    <Box p={{ base: 3, md: 4 }}>
      <Heading as="h1" size="lg" mb="2">
        {T.phoneSimulator}
      </Heading>
      <Text mb="4" color="fg.muted">
        {T.simulatorIntro}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="4" alignItems="start">
        <Stack gap="3">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              openPhone(typed);
            }}
          >
            <Field.Root>
              <Field.Label>{T.phoneLabel}</Field.Label>
              <HStack>
                <Input value={typed} onChange={(e) => setTyped(e.currentTarget.value)} inputMode="tel" autoComplete="off" />
                <Button type="submit">{T.openPhone}</Button>
              </HStack>
            </Field.Root>
          </form>
          <Heading as="h2" size="sm">
            {T.recentPhones}
          </Heading>
          {phones.error ? (
            <ErrorState message={phones.error.message} onRetry={phones.reload} />
          ) : !phones.data ? (
            <LoadingState />
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
              {phones.data.map((p) => (
                <li key={p.phone}>
                  <Button variant={p.phone === phone ? 'subtle' : 'ghost'} size="sm" w="full" justifyContent="flex-start" onClick={() => openPhone(p.phone)}>
                    {formatPhone(p.phone)} {p.name ? `· ${p.name}` : ''}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        {phone && (
          <Box as="section" aria-label={formatPhone(phone)} borderWidth="2px" borderRadius="2xl" p="3" maxW="md" data-testid="phone">
            <Heading as="h2" size="md" mb="2">
              {formatPhone(phone)}
            </Heading>
            {thread.error ? (
              <ErrorState message={thread.error.message} onRetry={reload} />
            ) : !thread.data ? (
              <LoadingState />
            ) : thread.data.messages.length === 0 ? (
              <Text color="fg.muted">{T.noTexts}</Text>
            ) : (
              <Stack as="ol" listStyleType="none" gap="2" m="0" p="0" mb="3" data-testid="phone-texts">
                {thread.data.messages.map((m) => (
                  <Box as="li" key={m.id} alignSelf={m.direction === 'from-phone' ? 'flex-end' : 'flex-start'} maxW="85%" data-direction={m.direction}>
                    <Box bg={m.direction === 'from-phone' ? 'green.50' : 'gray.100'} borderRadius="lg" px="3" py="2">
                      <Text whiteSpace="pre-wrap">{m.text}</Text>
                    </Box>
                    <Text fontSize="xs" color="fg.muted">
                      {formatTime(m.createTs)} {m.status === 'suppressed' ? '· suppressed (opted out)' : ''}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
            {thread.data?.optedOut && (
              <Text fontSize="sm" color="red.700" mb="2">
                {T.optedOut}
              </Text>
            )}
            <Composer onSend={reply} label={T.replyLabel} sendLabel={T.reply} />
          </Box>
        )}
      </Grid>
    </Box>
  );
}
